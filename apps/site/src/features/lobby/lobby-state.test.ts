import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableTabs,
  canLoadMore,
  chooseClassification,
  chooseMinBet,
  chooseTab,
  chooseVendor,
  classificationOptions,
  classificationsFor,
  effectiveVendor,
  initialLobbyState,
  listTypes,
  lobbySearchString,
  minBetOptions,
  needsSignIn,
  parseLobbyState,
  shownListType,
  submitSearch,
  type LobbyState,
} from './lobby-state.ts';

const rng = { classifications: classificationsFor('RNG', ['EN', 'TY']) };
const live = { classifications: classificationsFor('LIVE', ['EN', 'TY']) };
const parse = (query: string, rules = rng) => parseLobbyState(new URLSearchParams(query), rules);

const filtered: LobbyState = { vendor: 'PP', search: 'dragon', minBet: 0.1, classification: 'SC', tab: 'default' };

describe('classificationsFor', () => {
  it('offers classifications on RNG only, bingo only when the brand has TY', () => {
    expect(classificationsFor('RNG', ['EN', 'TY'])).toEqual(['SC', 'VP', 'TG', 'AC', 'JP', 'BG']);
    expect(classificationsFor('rng', ['EN'])).toEqual(['SC', 'VP', 'TG', 'AC', 'JP']);
    expect(classificationsFor('LIVE', ['EN', 'TY'])).toEqual([]);
    expect(classificationsFor('FISH', ['TY'])).toEqual([]);
  });
});

describe('parseLobbyState', () => {
  it('reads every part of the state from the URL', () => {
    expect(parse('vendor=PP&q=%20dragon%20&minBet=0.1&type=sc')).toEqual(filtered);
  });

  it('falls back to defaults for unknown values', () => {
    expect(parse('minBet=0.2&type=XX&tab=everything')).toEqual(initialLobbyState);
    expect(parse('minBet=&vendor=%20')).toEqual(initialLobbyState);
  });

  it('drops a classification on a page without classifications', () => {
    expect(parse('vendor=EVO&type=SC', live)).toEqual({ ...initialLobbyState, vendor: 'EVO' });
  });

  it('ignores the filters on the hot, favourite and recent lists', () => {
    expect(parse('vendor=PP&q=dragon&minBet=0.1&tab=hot')).toEqual({ ...initialLobbyState, vendor: 'PP', tab: 'hot' });
  });

  it('round-trips through the query string', () => {
    const state = fc.record({
      vendor: fc.constantFrom(null, 'PP', 'PG', 'TCG_SEA'),
      search: fc.string().map((text) => text.trim()),
      minBet: fc.constantFrom(null, ...minBetOptions),
      classification: fc.constantFrom(null, ...classificationOptions),
      tab: fc.constant('default' as const),
    });
    fc.assert(
      fc.property(state, (original) => {
        expect(parse(lobbySearchString(original).slice(1))).toEqual(original);
      }),
    );
  });

  it('writes nothing for the initial state and keeps a fixed order', () => {
    expect(lobbySearchString(initialLobbyState)).toBe('');
    expect(lobbySearchString({ ...filtered })).toBe('?vendor=PP&q=dragon&minBet=0.1&type=SC');
    expect(lobbySearchString({ ...initialLobbyState, vendor: 'PG', tab: 'fav' })).toBe('?vendor=PG&tab=fav');
  });
});

describe('the reset rules (spec §4)', () => {
  const onHot: LobbyState = { ...initialLobbyState, vendor: 'PP', tab: 'hot' };

  it('a vendor change returns to the default list and keeps the filters', () => {
    expect(chooseVendor(filtered, 'PG')).toEqual({ ...filtered, vendor: 'PG' });
    expect(chooseVendor(onHot, 'PG')).toEqual({ ...initialLobbyState, vendor: 'PG' });
    expect(chooseVendor(onHot, 'PP')).toEqual({ ...initialLobbyState, vendor: 'PP' });
  });

  it('choosing the vendor already shown on the default list changes nothing', () => {
    expect(chooseVendor(filtered, 'PP')).toBe(filtered);
  });

  it('a search returns to the default list; the same search does nothing', () => {
    expect(submitSearch(onHot, 'tiger')).toEqual({ ...onHot, search: 'tiger', tab: 'default' });
    expect(submitSearch(filtered, '  dragon ')).toBe(filtered);
    expect(submitSearch(onHot, '   ')).toBe(onHot);
    expect(submitSearch(filtered, '')).toEqual({ ...filtered, search: '' });
  });

  it('a minimum bet returns to the default list; the same one does nothing', () => {
    expect(chooseMinBet(filtered, 0.5)).toEqual({ ...filtered, minBet: 0.5 });
    expect(chooseMinBet(filtered, 0.1)).toBe(filtered);
    expect(chooseMinBet(onHot, 0.05)).toEqual({ ...onHot, minBet: 0.05, tab: 'default' });
    expect(chooseMinBet(filtered, null)).toEqual({ ...filtered, minBet: null });
  });

  it('a classification returns to the default list', () => {
    expect(chooseClassification(onHot, 'VP')).toEqual({ ...onHot, classification: 'VP', tab: 'default' });
    expect(chooseClassification(filtered, 'SC')).toBe(filtered);
    expect(chooseClassification(filtered, null)).toEqual({ ...filtered, classification: null });
  });

  it('choosing the default list clears the filters; the other lists drop them too', () => {
    expect(chooseTab(filtered, 'default')).toEqual({ ...initialLobbyState, vendor: 'PP' });
    expect(chooseTab(filtered, 'fav')).toEqual({ ...initialLobbyState, vendor: 'PP', tab: 'fav' });
    expect(chooseTab(onHot, 'hot')).toBe(onHot);
    const plain = { ...initialLobbyState, vendor: 'PP' };
    expect(chooseTab(plain, 'default')).toBe(plain);
  });

  it('every transition lands on a state that survives the URL', () => {
    const anyState = fc.record({
      vendor: fc.constantFrom(null, 'PP', 'PG'),
      search: fc.constantFrom('', 'dragon', 'lucky'),
      minBet: fc.constantFrom(null, ...minBetOptions),
      classification: fc.constantFrom(null, ...classificationOptions),
      tab: fc.constantFrom(...listTypes),
    });
    const step = fc.oneof(
      fc.constantFrom('PP', 'JL').map((vendor) => (state: LobbyState) => chooseVendor(state, vendor)),
      fc.constantFrom('', 'dragon', ' gold ').map((text) => (state: LobbyState) => submitSearch(state, text)),
      fc.constantFrom(null, ...minBetOptions).map((bet) => (state: LobbyState) => chooseMinBet(state, bet)),
      fc.constantFrom(...listTypes).map((tab) => (state: LobbyState) => chooseTab(state, tab)),
    );
    fc.assert(
      fc.property(anyState, step, (state, move) => {
        const next = move(parse(lobbySearchString(state).slice(1)));
        expect(parse(lobbySearchString(next).slice(1))).toEqual(next);
        if (next.tab !== 'default') expect([next.search, next.minBet, next.classification]).toEqual(['', null, null]);
      }),
    );
  });
});

describe('list types', () => {
  it('shows the hot tab only when the vendor has hot games', () => {
    expect(availableTabs(8, 'default')).toEqual(['default', 'recent', 'hot', 'fav']);
    expect(availableTabs(0, 'default')).toEqual(['default', 'recent', 'fav']);
    expect(availableTabs(undefined, 'default')).toEqual(['default', 'recent', 'fav']);
    expect(availableTabs(undefined, 'hot')).toEqual(['default', 'recent', 'hot', 'fav']);
    expect(shownListType({ ...initialLobbyState, tab: 'hot' }, 0)).toBe('default');
    expect(shownListType({ ...initialLobbyState, tab: 'hot' }, undefined)).toBe('hot');
    expect(shownListType({ ...initialLobbyState, tab: 'fav' }, 0)).toBe('fav');
  });

  it('asks for sign-in on favourites and recent games only', () => {
    expect(listTypes.filter(needsSignIn)).toEqual(['fav', 'recent']);
  });

  it('loads more of every list but the hot one, until the last page', () => {
    expect(canLoadMore('default', 1, 854)).toBe(true);
    expect(canLoadMore('default', 854, 854)).toBe(false);
    expect(canLoadMore('fav', 1, 2)).toBe(true);
    expect(canLoadMore('hot', 1, 2)).toBe(false);
    expect(canLoadMore('recent', 0, 2)).toBe(false);
  });

  it('shows the chosen vendor when the page lists it, else the first', () => {
    const vendors = [{ vassalage: 'PG' }, { vassalage: 'PP' }];
    expect(effectiveVendor('PP', vendors)).toBe(vendors[1]);
    expect(effectiveVendor('NOPE', vendors)).toBe(vendors[0]);
    expect(effectiveVendor(null, [])).toBeUndefined();
  });
});
