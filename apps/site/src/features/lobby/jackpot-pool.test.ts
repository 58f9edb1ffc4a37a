import { JACKPOT_INCREMENT } from '@lobbykit/ui/jackpot-counter';
import { describe, expect, it } from 'vitest';
import { JACKPOT_DAILY_BASE, jackpotPoolAt } from './jackpot-pool.ts';

const midnight = Date.UTC(2026, 10, 22);

describe('jackpotPoolAt', () => {
  it('starts each day from the base', () => {
    expect(jackpotPoolAt(midnight)).toBe(JACKPOT_DAILY_BASE);
    expect(jackpotPoolAt(midnight + 2_999)).toBe(JACKPOT_DAILY_BASE);
  });

  it('grows by one increment every three seconds, in whole cents', () => {
    expect(jackpotPoolAt(midnight + 3_000)).toBe(JACKPOT_DAILY_BASE + JACKPOT_INCREMENT);
    const evening = jackpotPoolAt(midnight + 20 * 3_600_000);
    expect(evening).toBe(Math.round((JACKPOT_DAILY_BASE + 24_000 * JACKPOT_INCREMENT) * 100) / 100);
    expect(Number.isInteger(Math.round(evening * 100))).toBe(true);
  });

  it('never goes down during a day', () => {
    let previous = 0;
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const pool = jackpotPoolAt(midnight + minute * 60_000);
      expect(pool).toBeGreaterThanOrEqual(previous);
      previous = pool;
    }
  });
});
