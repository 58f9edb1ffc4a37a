import { describe, expect, it } from 'vitest';
import { categoryOfPath, vendorsFor } from './game-categories.ts';

const card = (vassalage: string) => ({ vassalage, gameType: 'X', name: vassalage, isHot: 0 });
const lanes = [
  { title: 'RNG', cards: [card('PG'), card('JL')] },
  { title: 'ELOTT', cards: [card('TCG_SEA')] },
  { title: 'LOTT', cards: [card('TCG_LOTTO_VN'), card('TCG_SEA')] },
  { title: 'live', cards: [card('EVO')] },
];

const page = (path: string) => {
  const category = categoryOfPath(path);
  if (!category) throw new Error(`no category page ${path}`);
  return category;
};

describe('vendorsFor', () => {
  it('lists the vendors of the page’s own lane', () => {
    expect(vendorsFor(page('/rng'), lanes).map((vendor) => vendor.vassalage)).toEqual(['PG', 'JL']);
  });

  it('joins ELOTT and LOTT on /elott, each vendor once', () => {
    expect(vendorsFor(page('/elott'), lanes).map((vendor) => vendor.vassalage)).toEqual(['TCG_SEA', 'TCG_LOTTO_VN']);
  });

  it('matches lane titles whatever their case, and is empty for a category without a lane', () => {
    expect(vendorsFor(page('/live'), lanes).map((vendor) => vendor.vassalage)).toEqual(['EVO']);
    expect(vendorsFor(page('/pvp'), lanes)).toEqual([]);
  });
});

describe('categoryOfPath', () => {
  it('knows the seven category pages and nothing else', () => {
    for (const path of ['/live', '/sports', '/esports', '/elott', '/rng', '/fish', '/pvp'])
      expect(categoryOfPath(path)?.path).toBe(path);
    expect(categoryOfPath('/promotions')).toBeNull();
  });
});
