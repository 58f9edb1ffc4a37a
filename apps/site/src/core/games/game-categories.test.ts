import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  cockfightVendor,
  footerVendors,
  navCategories,
  vendorHref,
  vendorMenuLimit,
  type LaneVendor,
  type VendorLane,
} from './game-categories.ts';

const vendor = (vassalage: string, gameType: string, isHot = 0): LaneVendor => ({
  vassalage,
  gameType,
  name: `${vassalage} Gaming`,
  isHot,
});

describe('categoryPath', () => {
  it.each([
    ['ELOTT', '/elott'],
    ['LOTT', '/elott'],
    ['LIVE', '/live'],
    ['SPORTS', '/sports'],
    ['FISH', '/fish'],
    ['RNG', '/rng'],
    ['PVP', '/pvp'],
    ['ESPORTS', '/esports'],
    ['rng', '/rng'],
  ])('sends %s to %s', (gameType, path) => {
    expect(categoryPath(gameType)).toBe(path);
  });

  it('has no page for cockfight or unknown types', () => {
    expect(categoryPath('COCKFIGHT')).toBeNull();
    expect(categoryPath('BINGO')).toBeNull();
  });
});

describe('vendorHref', () => {
  it('leads to the category page with the vendor chosen', () => {
    expect(vendorHref(vendor('PG', 'RNG'))).toBe('/rng?vendor=PG');
    expect(vendorHref(vendor('TCG_SEA', 'LOTT'))).toBe('/elott?vendor=TCG_SEA');
    expect(vendorHref(vendor('A&B', 'LIVE'))).toBe('/live?vendor=A%26B');
  });

  it('has nowhere to go for a type without a page', () => {
    expect(vendorHref(vendor('DS88', 'COCKFIGHT'))).toBeNull();
  });
});

describe('navCategories', () => {
  const lanes: VendorLane[] = [
    { title: 'RNG', cards: ['PG', 'JL', 'PP', 'PT', 'CQ9', 'FC', 'JDB', 'SG'].map((code) => vendor(code, 'RNG')) },
    { title: 'LIVE', cards: [vendor('DG', 'LIVE'), vendor('EVO', 'LIVE', 1), vendor('SA', 'LIVE', 1)] },
    { title: 'LOTT', cards: [vendor('TCG_LOTTO_VN', 'LOTT', 1), vendor('TCG_SEA', 'LOTT')] },
    { title: 'ELOTT', cards: [vendor('ELOTT', 'ELOTT', 1), vendor('GW', 'ELOTT')] },
    { title: 'COCKFIGHT', cards: [vendor('DS88', 'COCKFIGHT')] },
  ];

  it('keeps the platform order, merges the lottery lanes and leaves out types without a page', () => {
    const withUnknown = [...lanes.slice(0, 4), { title: 'BINGO', cards: [vendor('BG1', 'BINGO')] }];
    expect(navCategories(withUnknown).map((category) => [category.page, category.path])).toEqual([
      ['rng', '/rng'],
      ['live', '/live'],
      ['elott', '/elott'],
    ]);
  });

  it('makes cockfight, which has no page, an item that launches its DS88 vendor', () => {
    const cockfight = navCategories(lanes).at(-1)!;
    expect(cockfight).toMatchObject({
      page: 'cockfight',
      path: '/game?gameType=COCKFIGHT&vendor=DS88',
      launches: { vassalage: 'DS88', gameType: 'COCKFIGHT' },
    });
  });

  it('launches DS88 even when the cockfight lane lists another vendor first, and the first one otherwise', () => {
    const mixed: VendorLane[] = [
      { title: 'cockfight', cards: [vendor('SV388', 'COCKFIGHT'), vendor('DS88', 'COCKFIGHT')] },
    ];
    expect(cockfightVendor(mixed)?.vassalage).toBe('DS88');
    expect(cockfightVendor([{ title: 'COCKFIGHT', cards: [vendor('SV388', 'COCKFIGHT')] }])?.vassalage).toBe('SV388');
    expect(cockfightVendor([{ title: 'COCKFIGHT', cards: [] }])).toBeNull();
    expect(navCategories([{ title: 'COCKFIGHT', cards: [] }])).toEqual([]);
  });

  it('lists at most six vendors', () => {
    const [slots] = navCategories(lanes);
    expect(vendorMenuLimit).toBe(6);
    expect(slots!.vendors.map((entry) => entry.vassalage)).toEqual(['PG', 'JL', 'PP', 'PT', 'CQ9', 'FC']);
  });

  it('puts hot vendors first and otherwise keeps the platform order', () => {
    const live = navCategories(lanes)[1]!;
    expect(live.vendors.map((entry) => entry.vassalage)).toEqual(['EVO', 'SA', 'DG']);
  });

  it('skips the platform lottery lanes, which have no logo', () => {
    const lottery = navCategories(lanes)[2]!;
    expect(lottery.vendors.map((entry) => entry.vassalage)).toEqual(['ELOTT', 'GW']);
  });

  it('lists a vendor once per category even when the platform repeats it', () => {
    const [category] = navCategories([{ title: 'FISH', cards: [vendor('JL', 'FISH'), vendor('JL', 'FISH')] }]);
    expect(category!.vendors).toHaveLength(1);
  });
});

describe('footerVendors', () => {
  it('lists every vendor once, without the TCG lottery lanes', () => {
    const lanes: VendorLane[] = [
      { title: 'RNG', cards: [vendor('PG', 'RNG'), vendor('JL', 'RNG')] },
      { title: 'FISH', cards: [vendor('JL', 'FISH'), vendor('KA', 'FISH')] },
      { title: 'SPORTS', cards: [vendor('BTI', 'SPORTS')] },
      { title: 'LOTT', cards: [vendor('TCG_SEA', 'LOTT'), vendor('tcg_lotto_vn', 'LOTT')] },
    ];
    expect(footerVendors(lanes).map((entry) => `${entry.gameType}/${entry.vassalage}`)).toEqual([
      'RNG/PG',
      'RNG/JL',
      'FISH/KA',
      'SPORTS/BTI',
    ]);
  });
});
