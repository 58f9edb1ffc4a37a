import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { count, id, money, nonEmpty, pageRequest, text, timestamp } from '../schemas.ts';

/**
 * How a bet stands: settled `won` (something paid) or `lost`, `void` (cancelled, stake returned)
 * or `pending` (not settled yet).
 */
export const betStatuses = ['won', 'lost', 'void', 'pending'] as const;
export type BetStatus = (typeof betStatuses)[number];

/** Stake, valid bet, payout and profit (payout − stake; negative when the member lost) of some bets. */
const betSums = {
  stake: money,
  validBet: money,
  payout: money,
  profit: z.number(),
};

/** One bet, with everything its detail shows: the list row carries it, so no detail call exists. */
export const bet = z.looseObject({
  id,
  /** The vendor's round reference. */
  roundRef: nonEmpty,
  gameName: text,
  gameType: nonEmpty,
  vendor: nonEmpty,
  vendorName: text,
  ...betSums,
  /** Unknown until settled: null while `pending`. */
  profit: z.nullable(z.number()),
  status: z.enum(betStatuses),
  placedAt: timestamp,
  settledAt: z.nullable(timestamp),
});
export type Bet = z.infer<typeof bet>;

export const betTotals = z.looseObject({ bets: count, ...betSums });
export type BetTotals = z.infer<typeof betTotals>;

/** The periods the profit and loss groups by. */
export const profitPeriods = ['day', 'week', 'month'] as const;
export type ProfitPeriod = (typeof profitPeriods)[number];

/** A range of epoch ms, both ends inclusive; the date presets (spec §9) are the client's. */
const range = { from: timestamp, to: timestamp };

export const betEndpoints = {
  /**
   * The betting record (member centre `personalHistoryCopy`): the member's bets, newest first, a
   * page at a time, and the totals of the whole filtered range. Pending bets count in `stake` only.
   */
  bettingRecord: endpoint({
    name: 'bettingRecord',
    path: '/wps/relay/ODSFE2_getPersonalBetRecord',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({
      ...range,
      gameType: z.optional(nonEmpty),
      vendor: z.optional(nonEmpty),
      status: z.optional(z.enum(betStatuses)),
      ...pageRequest,
    }),
    response: z.looseObject({ list: z.array(bet), totalPages: count, total: count, totals: betTotals }),
  }),
  /**
   * Personal profit and loss (member centre `personalProfit`): the settled bets of a range summed
   * per period (days, weeks from Monday, months, in the member's time zone: `utcOffsetMinutes`,
   * east of UTC positive) and per game type, with the range's totals. Periods without bets are left out.
   */
  profitLoss: endpoint({
    name: 'profitLoss',
    path: '/wps/relay/ODSFE2_getPersonalProfitLoss',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({
      ...range,
      period: z._default(z.enum(profitPeriods), 'day'),
      utcOffsetMinutes: z._default(z.number().check(z.int(), z.minimum(-720), z.maximum(840)), 0),
    }),
    response: z.looseObject({
      periods: z.array(z.looseObject({ start: timestamp, ...betTotals.shape })),
      gameTypes: z.array(z.looseObject({ gameType: nonEmpty, ...betTotals.shape })),
      totals: betTotals,
    }),
  }),
};
