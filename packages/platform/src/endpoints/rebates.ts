import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { amount, count, id, money, nonEmpty, none, pageRequest, timestamp } from '../schemas.ts';

/**
 * Manual rebate (member centre `manualRebate`): spec §7 names no call, so these follow the
 * platform's relay style (MCSFE_ for member-centre calls). A rebate is a share of the stakes of
 * the member's settled bets since their last claim, per game type, claimed by the member.
 */

/** One game type's rebate so far: turnover (settled stakes), its rate in percent, what it earned. */
export const rebateLine = z.looseObject({
  gameType: nonEmpty,
  turnover: money,
  /** Percent of the turnover, e.g. 0.8 for 0.8 %. */
  rate: z.number().check(z.nonnegative()),
  rebate: money,
});
export type RebateLine = z.infer<typeof rebateLine>;

export const rebateSummary = z.looseObject({
  /** Bets settled after this time count: the last claim, or the platform's look-back floor. */
  countedFrom: timestamp,
  /** The least a claim may be. */
  minClaim: money,
  total: money,
  gameTypes: z.array(rebateLine),
});
export type RebateSummary = z.infer<typeof rebateSummary>;

/** A claim made: when, how much, and what each game type gave. */
export const rebateClaim = z.looseObject({
  id,
  amount: money,
  countedFrom: timestamp,
  claimedAt: timestamp,
  gameTypes: z.array(rebateLine),
});
export type RebateClaim = z.infer<typeof rebateClaim>;

export const rebateEndpoints = {
  manualRebate: endpoint({
    name: 'manualRebate',
    path: '/wps/relay/MCSFE_getManualRebate',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: rebateSummary,
  }),
  /**
   * Claims every game type's rebate at once into the main wallet; never retried (it pays). The
   * member names the total they were shown, so they are paid what they agreed to: a total that
   * has changed since (a bet settled) is refused, to be read again.
   */
  claimManualRebate: endpoint({
    name: 'claimManualRebate',
    path: '/wps/relay/MCSFE_claimManualRebate',
    method: 'POST',
    token: true,
    encrypted: false,
    idempotent: false,
    request: z.looseObject({ amount }),
    response: z.looseObject({ claim: rebateClaim, sumBalance: money }),
  }),
  manualRebateClaims: endpoint({
    name: 'manualRebateClaims',
    path: '/wps/relay/MCSFE_getManualRebateHistory',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ ...pageRequest }),
    response: z.looseObject({ list: z.array(rebateClaim), totalPages: count, total: count }),
  }),
};
