import { describe, expect, it } from 'vitest';
import { levelForClub, nextLevel, vipLevels } from './vip-levels.ts';

describe('levelForClub', () => {
  it('matches the club label by name, whatever its case or spacing', () => {
    expect(levelForClub({ labelName: ' GOLD ', rankLevel: 1 })?.id).toBe('gold');
  });

  it('falls back to the highest level the rank reaches when the name is the operator’s own', () => {
    expect(levelForClub({ labelName: 'High Roller', rankLevel: 7 })?.id).toBe('platinum');
    expect(levelForClub({ labelName: 'Starter', rankLevel: 4 })?.id).toBe('silver');
    expect(levelForClub({ labelName: 'Legend', rankLevel: 12 })?.id).toBe('diamond');
  });

  it('has no level without a label or below the first rank', () => {
    expect(levelForClub(null)).toBeNull();
    expect(levelForClub(undefined)).toBeNull();
    expect(levelForClub({ labelName: 'New', rankLevel: 0 })).toBeNull();
  });

  it('gives VIP service exactly to ranks above 4 (spec §6)', () => {
    for (const level of vipLevels) expect(level.vipService).toBe(level.minRank > 4);
  });
});

describe('nextLevel', () => {
  it('is the first level for a member without one, the following level otherwise, none at the top', () => {
    expect(nextLevel(null)?.id).toBe('bronze');
    expect(nextLevel(vipLevels[2]!)?.id).toBe('platinum');
    expect(nextLevel(vipLevels.at(-1)!)).toBeNull();
  });
});
