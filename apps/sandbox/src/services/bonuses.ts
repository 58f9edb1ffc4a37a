import type { Bonus, BonusSource, BonusStatus } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import type { Lang } from '../texts.ts';
import { fromCents } from './wallet.ts';

/**
 * The turnover a bonus asks for, as a multiple of its amount, when its promotion names none: 5×,
 * or the brand's own figure. Kept here rather than in the brand settings, which the site never reads.
 */
const DEFAULT_TURNOVER_MULTIPLE = 5;
const brandTurnoverMultiples: Readonly<Record<string, number>> = { JADE: 8 };
/** How long a bonus's turnover may take before it expires. */
export const BONUS_VALID_MS = 30 * 86_400_000;

export const turnoverMultipleOf = (merchant: string) => brandTurnoverMultiples[merchant] ?? DEFAULT_TURNOVER_MULTIPLE;

export interface BonusCredit {
  memberId: number;
  source: BonusSource;
  titleEn: string;
  titleTy: string;
  amountCents: number;
  /** The promotion's own multiple, if it names one. */
  turnoverMultiple?: number | null;
  /** What was credited (a reward, an envelope, a friend): one bonus per source and reference. */
  reference: string;
}

/** Records a bonus beside the ledger line that credited it; call it inside the same transaction. */
export function recordBonus(db: Db, credit: BonusCredit, now: number) {
  const { merchant } = db.prepare('SELECT merchant FROM members WHERE id = ?').get(credit.memberId) as {
    merchant: string;
  };
  db.prepare(
    `INSERT INTO bonuses (member_id, source, title_en, title_ty, amount_cents, turnover_multiple, credited_at, expires_at, reference)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    credit.memberId,
    credit.source,
    credit.titleEn,
    credit.titleTy,
    credit.amountCents,
    credit.turnoverMultiple ?? turnoverMultipleOf(merchant),
    now,
    now + BONUS_VALID_MS,
    credit.reference,
  );
}

interface BonusRow {
  id: number;
  source: BonusSource;
  title: string;
  amount_cents: number;
  turnover_multiple: number;
  credited_at: number;
  expires_at: number | null;
}

/**
 * Every bonus of a member, oldest first, with its turnover progress. Each settled bet's valid bet
 * goes to the oldest bonus still open when it was placed (credited before it, not yet reached, not
 * expired), the rest of it to the next one: a stake never counts twice, so the progress adds up.
 */
export function bonusesWithProgress(db: Db, memberId: number, lang: Lang, now: number): Bonus[] {
  const rows = db
    .prepare(
      `SELECT id, source, title_${lang} AS title, amount_cents, turnover_multiple, credited_at, expires_at
       FROM bonuses WHERE member_id = ? ORDER BY credited_at, id`,
    )
    .all(memberId) as BonusRow[];
  if (rows.length === 0) return [];
  const required = rows.map((row) => Math.round(row.amount_cents * row.turnover_multiple));
  const done = rows.map(() => 0);
  const bets = db
    .prepare(
      `SELECT valid_bet_cents AS cents, placed_at AS at FROM bets
       WHERE member_id = ? AND status IN ('won', 'lost') AND placed_at >= ? ORDER BY placed_at, id`,
    )
    .iterate(memberId, rows[0]!.credited_at) as IterableIterator<{ cents: number; at: number }>;
  for (const bet of bets) {
    let left = bet.cents;
    for (let i = 0; i < rows.length && left > 0; i++) {
      const row = rows[i]!;
      // Bonuses are in credit order: none after this one was credited before the bet either.
      if (row.credited_at > bet.at) break;
      if (row.expires_at !== null && bet.at > row.expires_at) continue;
      const take = Math.min(left, required[i]! - done[i]!);
      if (take <= 0) continue;
      done[i] = done[i]! + take;
      left -= take;
    }
  }
  return rows.map((row, i) => {
    const status: BonusStatus =
      done[i]! >= required[i]!
        ? 'completed'
        : row.expires_at !== null && row.expires_at < now
          ? 'expired'
          : 'inProgress';
    return {
      id: row.id,
      source: row.source,
      title: row.title,
      amount: fromCents(row.amount_cents),
      turnoverMultiple: row.turnover_multiple,
      turnoverRequired: fromCents(required[i]!),
      turnoverDone: fromCents(done[i]!),
      turnoverRemaining: fromCents(required[i]! - done[i]!),
      status,
      creditedAt: row.credited_at,
      expiresAt: row.expires_at,
    };
  });
}
