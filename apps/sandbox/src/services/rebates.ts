import type { RebateClaim, RebateLine, RebateSummary } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { MemberRow } from './members.ts';
import { applyMoves, fromCents, MAIN_WALLET } from './wallet.ts';

/** The ledger kind a claimed rebate is written as (the account record's bonus type). */
export const REBATE_KIND = 'rebate';

/** A member who never claimed (or claimed long ago) is paid on at most this much history. */
export const REBATE_LOOK_BACK_MS = 30 * 86_400_000;

const BASIS_POINTS = 10_000;

interface LineCents {
  gameType: string;
  turnoverCents: number;
  rateBp: number;
  amountCents: number;
}

interface Earned {
  countedFrom: number;
  minClaimCents: number;
  lines: LineCents[];
  totalCents: number;
}

const lineValue = (line: LineCents): RebateLine => ({
  gameType: line.gameType,
  turnover: fromCents(line.turnoverCents),
  rate: line.rateBp / 100,
  rebate: fromCents(line.amountCents),
});

/**
 * What a member has earned and not claimed: per game type the brand pays on, the stakes of their
 * settled bets (won or lost; void bets returned the stake, pending ones are not settled) since
 * their last claim, at most REBATE_LOOK_BACK_MS back, times the rate, rounded DOWN to the cent so
 * the platform never pays a fraction it did not earn.
 */
export function earnedRebate(db: Db, member: Pick<MemberRow, 'id' | 'merchant'>, now: number): Earned {
  const lastClaim = db
    .prepare('SELECT MAX(claimed_at) AS at FROM rebate_claims WHERE member_id = ?')
    .get(member.id) as { at: number | null };
  const countedFrom = Math.max(lastClaim.at ?? 0, now - REBATE_LOOK_BACK_MS);
  const rows = db
    .prepare(
      `SELECT r.game_type AS gameType, r.rate_bp AS rateBp, COALESCE(SUM(b.stake_cents), 0) AS turnoverCents
       FROM rebate_rates r
       LEFT JOIN bets b ON b.member_id = ? AND b.game_type = r.game_type AND b.status IN ('won', 'lost')
         AND b.settled_at > ? AND b.settled_at <= ?
       WHERE r.merchant = ? GROUP BY r.game_type, r.rate_bp ORDER BY r.rate_bp DESC, r.game_type`,
    )
    .all(member.id, countedFrom, now, member.merchant) as Omit<LineCents, 'amountCents'>[];
  const lines = rows.map((row) => ({
    ...row,
    amountCents: Math.floor((row.turnoverCents * row.rateBp) / BASIS_POINTS),
  }));
  const rule = db
    .prepare('SELECT min_claim_cents AS cents FROM rebate_rules WHERE merchant = ?')
    .get(member.merchant) as { cents: number } | undefined;
  return {
    countedFrom,
    minClaimCents: rule?.cents ?? 1,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  };
}

export function rebateSummaryOf(earned: Earned): RebateSummary {
  return {
    countedFrom: earned.countedFrom,
    minClaim: fromCents(earned.minClaimCents),
    total: fromCents(earned.totalCents),
    gameTypes: earned.lines.map(lineValue),
  };
}

/**
 * Claims every game type's rebate at once: one button, one ledger line, and one time the next
 * turnover counts from (a claim per game type would give each its own start, which a player
 * cannot follow). Refused when nothing was earned, when the total is below the brand's minimum,
 * and when it is not the `shownCents` the member agreed to (a bet settled in between).
 */
export function claimRebate(
  db: Db,
  member: Pick<MemberRow, 'id' | 'merchant'>,
  shownCents: number,
  now: number,
): RebateClaim {
  return db.transaction(() => {
    const earned = earnedRebate(db, member, now);
    if (earned.totalCents === 0) throw new Refusal('OPERATION_NOT_ALLOWED', 'rebate_nothing_earned');
    if (earned.totalCents < earned.minClaimCents) {
      throw new Refusal('OPERATION_NOT_ALLOWED', 'rebate_below_minimum', {
        params: { minimum: fromCents(earned.minClaimCents).toFixed(2) },
      });
    }
    if (earned.totalCents !== shownCents) throw new Refusal('OPERATION_NOT_ALLOWED', 'rebate_changed');
    const { lastInsertRowid } = db
      .prepare('INSERT INTO rebate_claims (member_id, amount_cents, counted_from, claimed_at) VALUES (?, ?, ?, ?)')
      .run(member.id, earned.totalCents, earned.countedFrom, now);
    const claimId = Number(lastInsertRowid);
    const line = db.prepare(
      'INSERT INTO rebate_claim_lines (claim_id, game_type, turnover_cents, rate_bp, amount_cents) VALUES (?, ?, ?, ?, ?)',
    );
    for (const each of earned.lines) {
      if (each.turnoverCents > 0) line.run(claimId, each.gameType, each.turnoverCents, each.rateBp, each.amountCents);
    }
    applyMoves(
      db,
      [
        {
          memberId: member.id,
          wallet: MAIN_WALLET,
          deltaCents: earned.totalCents,
          kind: REBATE_KIND,
          reference: `RB${claimId}`,
        },
      ],
      now,
    );
    return {
      id: claimId,
      amount: fromCents(earned.totalCents),
      countedFrom: earned.countedFrom,
      claimedAt: now,
      gameTypes: earned.lines.filter((each) => each.turnoverCents > 0).map(lineValue),
    };
  })();
}

interface ClaimRow {
  id: number;
  amount_cents: number;
  counted_from: number;
  claimed_at: number;
}

/** A member's claims, newest first, a page at a time, each with what its game types gave. */
export function rebateClaims(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM rebate_claims WHERE member_id = ?').get(memberId) as {
    total: number;
  };
  const rows = db
    .prepare(
      'SELECT id, amount_cents, counted_from, claimed_at FROM rebate_claims WHERE member_id = ? ORDER BY claimed_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(memberId, pageSize, (pageNo - 1) * pageSize) as ClaimRow[];
  const lines = db.prepare(
    `SELECT game_type AS gameType, turnover_cents AS turnoverCents, rate_bp AS rateBp, amount_cents AS amountCents
     FROM rebate_claim_lines WHERE claim_id = ? ORDER BY amount_cents DESC, game_type`,
  );
  const list: RebateClaim[] = rows.map((row) => ({
    id: row.id,
    amount: fromCents(row.amount_cents),
    countedFrom: row.counted_from,
    claimedAt: row.claimed_at,
    gameTypes: (lines.all(row.id) as LineCents[]).map(lineValue),
  }));
  return { list, total, totalPages: Math.ceil(total / pageSize) };
}
