import { contractLedgerKinds, type contractKinds, type contractPeriods } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import { applyMoves, MAIN_WALLET } from './wallet.ts';

type Kind = (typeof contractKinds)[number];
type Period = (typeof contractPeriods)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec §9: the real-time salary is settled and paid every 5 minutes. */
export const REALTIME_WINDOW_MS = 5 * MINUTE;

/**
 * How far back a contract settles after the sandbox has been stopped: older windows are skipped
 * rather than paid in one burst of thousands.
 */
const catchUpMs: Record<Kind, number> = { realtime: DAY, hourly: 2 * DAY, daily: 14 * DAY, dividend: 62 * DAY };

/**
 * The first settlement boundary after `time`, in UTC: real-time every 5 minutes, hourly on the
 * hour, daily at midnight; a dividend by its contract's period (a week from Monday, the 1st and
 * 16th, the 1st of the month).
 */
export function nextBoundary(kind: Kind, period: Period, time: number): number {
  if (kind === 'realtime') return (Math.floor(time / REALTIME_WINDOW_MS) + 1) * REALTIME_WINDOW_MS;
  if (kind === 'hourly') return (Math.floor(time / HOUR) + 1) * HOUR;
  const date = new Date(time);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  switch (kind === 'daily' ? 'daily' : period) {
    case 'daily':
      return Date.UTC(year, month, day + 1);
    case 'weekly':
      return Date.UTC(year, month, day + 7 - ((date.getUTCDay() + 6) % 7));
    case 'semimonthly':
      return day < 16 ? Date.UTC(year, month, 16) : Date.UTC(year, month + 1, 1);
    case 'monthly':
      return Date.UTC(year, month + 1, 1);
  }
}

interface SettlingContract {
  id: number;
  kind: Kind;
  period: Period;
  downline_id: number;
  rate: number;
  active_members: number;
  valid_bet_cents: number;
  settled_until: number;
}

interface TeamBet {
  member_id: number;
  valid_bet_cents: number;
  stake_cents: number;
  payout_cents: number;
  placed_at: number;
}

/** The holder and everyone beneath them: the team whose bets a contract pays on. */
const teamBetsSql = `
  WITH RECURSIVE team(id) AS (SELECT ? UNION SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id)
  SELECT b.member_id, b.valid_bet_cents, b.stake_cents, b.payout_cents, b.placed_at
  FROM bets b JOIN team ON b.member_id = team.id
  WHERE b.placed_at >= ? AND b.placed_at < ? AND b.status IN ('won', 'lost')`;

/**
 * What one window pays: a salary is the rate of the team's valid bets; a dividend the rate of the
 * team's net loss (what the house kept). Nothing unless the window met the contract's active
 * members and valid bet.
 */
export function windowPay(
  contract: Pick<SettlingContract, 'kind' | 'rate' | 'active_members' | 'valid_bet_cents'>,
  bets: readonly TeamBet[],
) {
  const activeMembers = new Set(bets.map((bet) => bet.member_id)).size;
  const validBetCents = bets.reduce((sum, bet) => sum + bet.valid_bet_cents, 0);
  const houseCents = bets.reduce((sum, bet) => sum + bet.stake_cents - bet.payout_cents, 0);
  const baseCents = contract.kind === 'dividend' ? houseCents : validBetCents;
  const met = activeMembers >= contract.active_members && validBetCents >= contract.valid_bet_cents;
  const amountCents = met && baseCents > 0 ? Math.floor((baseCents * contract.rate) / 100) : 0;
  return { activeMembers, baseCents, amountCents };
}

/**
 * Settles every window of every running contract that has ended by `now`: one settlement row per
 * window the team played in, and the pay as a ledger line of the contract's kind in the holder's
 * main wallet. Runs when the clock is moved and before contracts or income are read, so what a
 * page shows is never behind the clock.
 */
export function settleDue(db: Db, now: number) {
  const contracts = db
    .prepare(
      `SELECT id, kind, period, downline_id, rate, active_members, valid_bet_cents, settled_until FROM contracts
       WHERE status IN ('active', 'terminating') AND settled_until IS NOT NULL AND settled_until < ?`,
    )
    .all(now) as SettlingContract[];
  const teamBets = db.prepare(teamBetsSql);
  const record = db.prepare(
    `INSERT INTO contract_settlements (contract_id, member_id, kind, period_start, period_end, active_members, base_cents, amount_cents, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const advance = db.prepare('UPDATE contracts SET settled_until = ? WHERE id = ?');
  let paid = 0;
  for (const contract of contracts) {
    let start = Math.max(contract.settled_until, now - catchUpMs[contract.kind]);
    if (nextBoundary(contract.kind, contract.period, start) > now) continue;
    db.transaction(() => {
      const bets = teamBets.all(contract.downline_id, start, now) as TeamBet[];
      for (let end = nextBoundary(contract.kind, contract.period, start); end <= now;) {
        const inWindow = bets.filter((bet) => bet.placed_at >= start && bet.placed_at < end);
        if (inWindow.length > 0) {
          const { activeMembers, baseCents, amountCents } = windowPay(contract, inWindow);
          const settlement = record.run(
            contract.id,
            contract.downline_id,
            contract.kind,
            start,
            end,
            activeMembers,
            baseCents,
            amountCents,
            now,
          );
          if (amountCents > 0) {
            paid += amountCents;
            applyMoves(
              db,
              [
                {
                  memberId: contract.downline_id,
                  wallet: MAIN_WALLET,
                  deltaCents: amountCents,
                  kind: contractLedgerKinds[contract.kind],
                  reference: `S${settlement.lastInsertRowid}`,
                },
              ],
              now,
            );
          }
        }
        start = end;
        end = nextBoundary(contract.kind, contract.period, start);
      }
      advance.run(start, contract.id);
    })();
  }
  return { paidCents: paid };
}
