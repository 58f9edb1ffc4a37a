/**
 * The game-list screen's state (spec §2 "Game-list screen", §4 "Game screen list types") and the
 * rules that move it. The state lives in the URL — `?vendor=PP&q=dragon&minBet=0.1&type=SC&tab=hot`
 * — so reload, back and a shared link restore the screen; the page count does not (a reload starts
 * at the first page, as the old lobby did).
 *
 * Every transition returns the same object when nothing changes, so the screen can skip the
 * navigation (spec §4: an unchanged search or minimum bet does nothing).
 */

/** Spec §4 list types: the paged list, the vendor's hot games, the player's favourites and recent games. */
export const listTypes = ['default', 'hot', 'fav', 'recent'] as const;
export type ListType = (typeof listTypes)[number];

/** Spec §5 minimum-bet options besides "all". */
export const minBetOptions = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
export type MinBet = (typeof minBetOptions)[number];

/** Spec §5 slot classifications; BG (bingo) only when the brand offers TY. */
export const classificationOptions = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
export type Classification = (typeof classificationOptions)[number];

/** Spec §9: page size 12 (a grid of 6 by 2). */
export const LOBBY_PAGE_SIZE = 12;

/** Spec §9: infinite scroll asks for the next page at most every 200 ms. */
export const INFINITE_SCROLL_THROTTLE_MS = 200;

/** Spec §2: only the RNG page filters by classification. */
export const CLASSIFIED_GAME_TYPE = 'RNG';

export interface LobbyState {
  /** The chosen vendor (vassalage); null until the player picks one (the screen shows the first). */
  vendor: string | null;
  /** The submitted search, trimmed; '' for none. */
  search: string;
  minBet: MinBet | null;
  classification: Classification | null;
  tab: ListType;
}

export const initialLobbyState: LobbyState = {
  vendor: null,
  search: '',
  minBet: null,
  classification: null,
  tab: 'default',
};

/** What the page allows: classification only on RNG, and BG only with TY. */
export interface LobbyRules {
  classifications: readonly Classification[];
}

/** The classifications a page offers (spec §2, §5). */
export function classificationsFor(gameType: string, brandLanguages: readonly string[]): readonly Classification[] {
  if (gameType.toUpperCase() !== CLASSIFIED_GAME_TYPE) return [];
  const withBingo = brandLanguages.some((code) => code.toUpperCase() === 'TY');
  return classificationOptions.filter((option) => option !== 'BG' || withBingo);
}

const params = { vendor: 'vendor', search: 'q', minBet: 'minBet', classification: 'type', tab: 'tab' } as const;

function parseMinBet(raw: string | null): MinBet | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return minBetOptions.find((option) => option === value) ?? null;
}

function parseClassification(raw: string | null, rules: LobbyRules): Classification | null {
  const value = raw?.toUpperCase();
  return rules.classifications.find((option) => option === value) ?? null;
}

function parseTab(raw: string | null): ListType {
  return listTypes.find((type) => type === raw) ?? 'default';
}

/**
 * The state a URL describes. Unknown or disallowed values fall back to their default rather than
 * failing: a link shared from another brand or an older version still opens the page.
 */
export function parseLobbyState(search: URLSearchParams, rules: LobbyRules): LobbyState {
  const tab = parseTab(search.get(params.tab));
  const vendor = search.get(params.vendor)?.trim() || null;
  // The filters belong to the default list; the other lists ignore them (see chooseTab).
  if (tab !== 'default') return { ...initialLobbyState, vendor, tab };
  return {
    vendor,
    search: (search.get(params.search) ?? '').trim(),
    minBet: parseMinBet(search.get(params.minBet)),
    classification: parseClassification(search.get(params.classification), rules),
    tab,
  };
}

/** The query string of a state, defaults left out, in a fixed order (so equal states share one URL). */
export function lobbySearchString(state: LobbyState): string {
  const search = new URLSearchParams();
  if (state.vendor) search.set(params.vendor, state.vendor);
  if (state.search) search.set(params.search, state.search);
  if (state.minBet !== null) search.set(params.minBet, String(state.minBet));
  if (state.classification) search.set(params.classification, state.classification);
  if (state.tab !== 'default') search.set(params.tab, state.tab);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Spec §4: a vendor change goes back to page 1 of the default list; the filters stay. */
export function chooseVendor(state: LobbyState, vendor: string): LobbyState {
  if (state.vendor === vendor && state.tab === 'default') return state;
  return { ...state, vendor, tab: 'default' };
}

/** Spec §4: a search resets to the default list; the same search again does nothing. */
export function submitSearch(state: LobbyState, text: string): LobbyState {
  const search = text.trim();
  if (search === state.search) return state;
  return { ...state, search, tab: 'default' };
}

/** Spec §4: a minimum bet resets to the default list; the same one again does nothing. */
export function chooseMinBet(state: LobbyState, minBet: MinBet | null): LobbyState {
  if (minBet === state.minBet) return state;
  return { ...state, minBet, tab: 'default' };
}

/** Spec §4: choosing a classification resets to the default list. */
export function chooseClassification(state: LobbyState, classification: Classification | null): LobbyState {
  if (classification === state.classification && state.tab === 'default') return state;
  return { ...state, classification, tab: 'default' };
}

/**
 * Spec §4: choosing the default list resets the filters and reloads it; hot, favourites and recent
 * are lists of their own that no filter applies to, so the filters are cleared for them too.
 */
export function chooseTab(state: LobbyState, tab: ListType): LobbyState {
  const next = { ...initialLobbyState, vendor: state.vendor, tab };
  return sameLobbyState(next, state) ? state : next;
}

export function sameLobbyState(a: LobbyState, b: LobbyState): boolean {
  return (
    a.vendor === b.vendor &&
    a.search === b.search &&
    a.minBet === b.minBet &&
    a.classification === b.classification &&
    a.tab === b.tab
  );
}

/** True when the default list is narrowed by any filter. */
export function hasFilters(state: LobbyState): boolean {
  return state.search !== '' || state.minBet !== null || state.classification !== null;
}

/**
 * The list actually shown: the hot tab only exists when the vendor has hot games (spec §2), so a
 * link to it for a vendor without any shows the default list.
 */
export function shownListType(state: LobbyState, hotGameCount: number | undefined): ListType {
  if (state.tab === 'hot' && hotGameCount === 0) return 'default';
  return state.tab;
}

/**
 * The tabs on offer: all games, recent, hot (only when there are hot games, or while a link to the
 * hot list waits for them) and favourites.
 */
export function availableTabs(hotGameCount: number | undefined, shown: ListType): readonly ListType[] {
  const withHot = hotGameCount ? hotGameCount > 0 : shown === 'hot';
  return withHot ? ['default', 'recent', 'hot', 'fav'] : ['default', 'recent', 'fav'];
}

/** Spec §4: favourites and recent games need a signed-in player. */
export function needsSignIn(type: ListType): boolean {
  return type === 'fav' || type === 'recent';
}

/** Spec §4: load more continues the list, except the hot list, which is one page. */
export function canLoadMore(type: ListType, loadedPages: number, totalPages: number): boolean {
  return type !== 'hot' && loadedPages > 0 && loadedPages < totalPages;
}

/** The vendor to show: the URL's when the page lists it, else the page's first vendor. */
export function effectiveVendor<Vendor extends { vassalage: string }>(
  chosen: string | null,
  vendors: readonly Vendor[],
): Vendor | undefined {
  return vendors.find((vendor) => vendor.vassalage === chosen) ?? vendors[0];
}
