import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';

export const MAIN_WALLET = 'MAIN';

/**
 * Currency units to integer cents. The request schemas bound every amount already; this is the
 * last guard, so a figure that slipped past them is a refusal and never a corrupt or failed write.
 */
export function toCents(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents)) throw new Refusal('INVALID_INPUT', 'amount_out_of_bounds');
  return cents;
}
export const fromCents = (cents: number) => cents / 100;

export interface Move {
  memberId: number;
  wallet: string;
  deltaCents: number;
  kind: string;
  reference: string;
}

/** Every wallet balance of a member, summed (the header's sumBalance). */
export function sumBalanceCents(db: Db, memberId: number): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(balance_cents), 0) AS total FROM wallets WHERE member_id = ?')
    .get(memberId) as {
    total: number;
  };
  return row.total;
}

export function walletBalanceCents(db: Db, memberId: number, wallet: string): number {
  const row = db
    .prepare('SELECT balance_cents FROM wallets WHERE member_id = ? AND wallet = ?')
    .get(memberId, wallet) as { balance_cents: number } | undefined;
  return row?.balance_cents ?? 0;
}

/** One member paying another from main wallet to main wallet: two ledger lines, each naming the other. */
export function transferBetweenMembers(
  db: Db,
  from: { id: number; username: string },
  to: { id: number; username: string },
  cents: number,
  now: number,
) {
  applyMoves(
    db,
    [
      { memberId: from.id, wallet: MAIN_WALLET, deltaCents: -cents, kind: 'transfer-out', reference: to.username },
      { memberId: to.id, wallet: MAIN_WALLET, deltaCents: cents, kind: 'transfer-in', reference: from.username },
    ],
    now,
  );
}

/**
 * Applies balance changes all together or not at all, each with its ledger line. A change that
 * would take a wallet below zero refuses the whole set (the database's CHECK is the last guard).
 */
export function applyMoves(db: Db, moves: readonly Move[], now: number) {
  const upsert = db.prepare(
    `INSERT INTO wallets (member_id, wallet, balance_cents) VALUES (?, ?, 0) ON CONFLICT (member_id, wallet) DO NOTHING`,
  );
  const update = db.prepare(
    'UPDATE wallets SET balance_cents = balance_cents + ? WHERE member_id = ? AND wallet = ? RETURNING balance_cents',
  );
  const ledger = db.prepare(
    `INSERT INTO ledger (member_id, wallet, delta_cents, balance_after_cents, kind, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const move of moves) {
      if (!Number.isSafeInteger(move.deltaCents) || move.deltaCents === 0)
        throw new Error(`bad move ${move.deltaCents}`);
      upsert.run(move.memberId, move.wallet);
      if (walletBalanceCents(db, move.memberId, move.wallet) + move.deltaCents < 0) {
        throw new Refusal('INSUFFICIENT_FUNDS', 'insufficient_funds');
      }
      const { balance_cents: after } = update.get(move.deltaCents, move.memberId, move.wallet) as {
        balance_cents: number;
      };
      ledger.run(move.memberId, move.wallet, move.deltaCents, after, move.kind, move.reference, now);
    }
  })();
}
