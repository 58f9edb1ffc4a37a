import { endpoints, type Bet, type BetStatus, type ProfitPeriod } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';
import type { Router } from '../routing.ts';
import { fromCents } from '../services/wallet.ts';

const DAY_MS = 86_400_000;

export interface BetRow {
  id: number;
  round_ref: string;
  game_name: string;
  game_type: string;
  vendor: string;
  vendor_name: string | null;
  stake_cents: number;
  valid_bet_cents: number;
  payout_cents: number;
  status: BetStatus;
  placed_at: number;
  settled_at: number | null;
}

export interface SumRow {
  bets: number;
  stake: number;
  valid: number;
  payout: number;
  profit: number;
}

/** What a pending bet's payout and profit are not yet: it counts in stake (and bets) only. */
export const sums = `COUNT(*) AS bets, COALESCE(SUM(stake_cents), 0) AS stake, COALESCE(SUM(valid_bet_cents), 0) AS valid,
  COALESCE(SUM(payout_cents), 0) AS payout,
  COALESCE(SUM(CASE WHEN status = 'pending' THEN 0 ELSE payout_cents - stake_cents END), 0) AS profit`;

export const totalsOf = (row: SumRow) => ({
  bets: row.bets,
  stake: fromCents(row.stake),
  validBet: fromCents(row.valid),
  payout: fromCents(row.payout),
  profit: fromCents(row.profit),
});

export function betOf(row: BetRow): Bet {
  return {
    id: row.id,
    roundRef: row.round_ref,
    gameName: row.game_name,
    gameType: row.game_type,
    vendor: row.vendor,
    vendorName: row.vendor_name ?? row.vendor,
    stake: fromCents(row.stake_cents),
    validBet: fromCents(row.valid_bet_cents),
    payout: fromCents(row.payout_cents),
    profit: row.status === 'pending' ? null : fromCents(row.payout_cents - row.stake_cents),
    status: row.status,
    placedAt: row.placed_at,
    settledAt: row.settled_at,
  };
}

/** The first day (an epoch day index in the member's zone) of the period a day falls in. */
function periodStartDay(dayIndex: number, period: ProfitPeriod): number {
  if (period === 'day') return dayIndex;
  // Day 0 (1 January 1970) was a Thursday: weeks start on Monday, three days earlier.
  if (period === 'week') return Math.floor((dayIndex + 3) / 7) * 7 - 3;
  const date = new Date(dayIndex * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
}

function addInto(target: SumRow, row: SumRow) {
  target.bets += row.bets;
  target.stake += row.stake;
  target.valid += row.valid;
  target.payout += row.payout;
  target.profit += row.profit;
}

export function betRecordRoutes(router: Router) {
  router.member(endpoints.bettingRecord, (input, { ctx, member }) => {
    if (input.to < input.from) throw new Refusal('INVALID_INPUT', 'date_range_reversed');
    const where = `b.member_id = ? AND b.placed_at BETWEEN ? AND ? AND (? IS NULL OR b.game_type = ?)
      AND (? IS NULL OR b.vendor = ?) AND (? IS NULL OR b.status = ?)`;
    const filters = [input.gameType ?? null, input.vendor ?? null, input.status ?? null];
    const params = [member.id, input.from, input.to, ...filters.flatMap((value) => [value, value])];
    const totals = ctx.db.prepare(`SELECT ${sums} FROM bets b WHERE ${where}`).get(...params) as SumRow;
    const rows = ctx.db
      .prepare(
        `SELECT b.*, (SELECT name FROM vendors v WHERE v.code = b.vendor AND v.game_type = b.game_type) AS vendor_name
         FROM bets b WHERE ${where} ORDER BY b.placed_at DESC, b.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, input.pageSize, (input.pageNo - 1) * input.pageSize) as BetRow[];
    return {
      list: rows.map(betOf),
      totalPages: Math.ceil(totals.bets / input.pageSize),
      total: totals.bets,
      totals: totalsOf(totals),
    };
  });

  router.member(endpoints.profitLoss, (input, { ctx, member }) => {
    if (input.to < input.from) throw new Refusal('INVALID_INPUT', 'date_range_reversed');
    const offset = input.utcOffsetMinutes * 60_000;
    const settled = `member_id = ? AND placed_at BETWEEN ? AND ? AND status IN ('won', 'lost')`;
    const params = [member.id, input.from, input.to];
    // Days in the member's zone are summed by the database; weeks and months are folded from them.
    const days = ctx.db
      .prepare(
        `SELECT CAST((placed_at + ?) / ${DAY_MS} AS INTEGER) AS day, ${sums} FROM bets WHERE ${settled} GROUP BY day ORDER BY day`,
      )
      .all(offset, ...params) as (SumRow & { day: number })[];
    const periods = new Map<number, SumRow>();
    for (const row of days) {
      const start = periodStartDay(row.day, input.period);
      const period = periods.get(start) ?? { bets: 0, stake: 0, valid: 0, payout: 0, profit: 0 };
      addInto(period, row);
      periods.set(start, period);
    }
    const gameTypes = ctx.db
      .prepare(
        `SELECT game_type AS gameType, ${sums} FROM bets WHERE ${settled} GROUP BY game_type ORDER BY stake DESC`,
      )
      .all(...params) as (SumRow & { gameType: string })[];
    const totals = ctx.db.prepare(`SELECT ${sums} FROM bets WHERE ${settled}`).get(...params) as SumRow;
    return {
      periods: [...periods].map(([startDay, row]) => ({ start: startDay * DAY_MS - offset, ...totalsOf(row) })),
      gameTypes: gameTypes.map((row) => ({ gameType: row.gameType, ...totalsOf(row) })),
      totals: totalsOf(totals),
    };
  });
}
