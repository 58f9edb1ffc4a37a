import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { count, id, money, pageRequest, text, timestamp } from '../schemas.ts';

/** Where a bonus came from: a claimed reward, an opened red envelope, a friend's qualifying deposit. */
export const bonusSources = ['reward', 'red-envelope', 'referral'] as const;
export type BonusSource = (typeof bonusSources)[number];

/**
 * How a bonus stands: still `inProgress` (turnover owed, not expired), `completed` (its turnover
 * reached) or `expired` (its time ran out first).
 */
export const bonusStatuses = ['inProgress', 'completed', 'expired'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

/**
 * One bonus credited to the member, with its turnover: `turnoverRequired` = amount × multiple;
 * `turnoverDone` is the valid bet of the member's settled bets placed after it was credited, the
 * stakes allocated to bonuses oldest first, so no stake counts twice; `turnoverRemaining` is what
 * is still owed (0 once
 * completed; for an expired one, what it fell short by).
 */
export const bonus = z.looseObject({
  id,
  source: z.enum(bonusSources),
  title: text,
  amount: money,
  turnoverMultiple: money,
  turnoverRequired: money,
  turnoverDone: money,
  turnoverRemaining: money,
  status: z.enum(bonusStatuses),
  creditedAt: timestamp,
  expiresAt: z.nullable(timestamp),
});
export type Bonus = z.infer<typeof bonus>;

/**
 * All the member's bonuses, whatever the filter: how many, what they credited, and the turnover the
 * ones in progress still ask for.
 */
export const bonusTotals = z.looseObject({ bonuses: count, credited: money, turnoverRemaining: money });
export type BonusTotals = z.infer<typeof bonusTotals>;

export const bonusEndpoints = {
  /**
   * Bonus details (member centre `bonusDetails`); spec §7 names no call for it, so the path follows
   * the platform's relay style (apps/sandbox/README.md). Newest first, a page at a time, optionally
   * one status only.
   */
  bonusDetails: endpoint({
    name: 'bonusDetails',
    path: '/wps/relay/MCSFE_getBonusDetails',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ status: z.optional(z.enum(bonusStatuses)), ...pageRequest }),
    response: z.looseObject({
      list: z.array(bonus),
      totalPages: count,
      total: count,
      totals: bonusTotals,
    }),
  }),
};
