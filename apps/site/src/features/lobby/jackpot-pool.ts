import { JACKPOT_INCREMENT, JACKPOT_INTERVAL_MS } from '@lobbykit/ui/jackpot-counter';

/** The pool each day starts from (UTC), before the counter's growth. */
export const JACKPOT_DAILY_BASE = 2_500_000;

const DAY_MS = 86_400_000;

/**
 * The jackpot pool at a moment. The platform has no jackpot call, so the pool grows on the
 * counter's own schedule (165.11 every 3 seconds) from a daily base: every visitor sees the same
 * figure at the same moment, a reload never makes it jump back, and the counter carries on from it.
 */
export function jackpotPoolAt(now: number): number {
  const ticks = Math.floor((((now % DAY_MS) + DAY_MS) % DAY_MS) / JACKPOT_INTERVAL_MS);
  return Math.round((JACKPOT_DAILY_BASE + ticks * JACKPOT_INCREMENT) * 100) / 100;
}
