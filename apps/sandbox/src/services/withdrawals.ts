import type { Merchant } from '../context.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import { formatAmount, sendMessage } from './inbox.ts';
import { applyMoves, fromCents, MAIN_WALLET } from './wallet.ts';

export interface WithdrawalRow {
  id: number;
  member_id: number;
  amount_cents: number;
  status: string;
  applied_at: number;
  processing_at: number | null;
  paid_at: number | null;
  confirm_before: number | null;
  received_cents: number | null;
  rejected_at: number | null;
  remark: string | null;
  payout_account_id: number | null;
}

export interface PayoutAccountRow {
  id: number;
  member_id: number;
  channel: string;
  account_number: string;
  payee_name: string;
  created_at: number;
  removed_at: number | null;
}

/** All but the last four digits hidden, as a payout page shows a card. */
export const maskAccountNumber = (digits: string) => `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;

export function payoutAccountValue(merchant: Merchant, row: PayoutAccountRow) {
  const channel = merchant.settings.withdrawalChannels.find((candidate) => candidate.code === row.channel);
  return {
    accountId: row.id,
    channel: row.channel,
    type: channel?.type ?? 'bank',
    accountNumber: maskAccountNumber(row.account_number),
    payeeName: row.payee_name,
    createdAt: row.created_at,
  };
}

export function findPayoutAccount(db: Db, id: number): PayoutAccountRow | undefined {
  return db.prepare('SELECT * FROM payout_accounts WHERE id = ?').get(id) as PayoutAccountRow | undefined;
}

export function findWithdrawal(db: Db, id: number): WithdrawalRow | undefined {
  return db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined;
}

export function withdrawalValue(db: Db, merchant: Merchant, row: WithdrawalRow) {
  const account = row.payout_account_id === null ? undefined : findPayoutAccount(db, row.payout_account_id);
  const proofs = db.prepare('SELECT id FROM withdrawal_proofs WHERE withdrawal_id = ? ORDER BY id').all(row.id) as {
    id: number;
  }[];
  return {
    withdrawalId: row.id,
    amount: fromCents(row.amount_cents),
    status: row.status,
    appliedAt: row.applied_at,
    paidAt: row.paid_at,
    confirmBefore: row.confirm_before,
    amountReceived: row.received_cents === null ? null : fromCents(row.received_cents),
    remainingAmount: row.received_cents === null ? null : fromCents(row.amount_cents - row.received_cents),
    payoutAccount: account ? payoutAccountValue(merchant, account) : null,
    remark: row.remark,
    proofIds: proofs.map((proof) => proof.id),
  };
}

export type WithdrawalStep = 'process' | 'pay' | 'reject';

/** Which status each step leaves from, and where it goes. */
const steps: Record<WithdrawalStep, { from: readonly string[]; to: string }> = {
  process: { from: ['pending'], to: 'processing' },
  pay: { from: ['pending', 'processing'], to: 'paid' },
  reject: { from: ['pending', 'processing'], to: 'rejected' },
};

/**
 * Moves a request one step on, as the operator would. Paying starts the player's confirmation
 * window and writes "withdrawal approved"; rejecting returns the amount to the main wallet and
 * writes "withdrawal rejected". Only from the statuses listed, so a step is never applied twice.
 */
export function stepWithdrawal(db: Db, id: number, step: WithdrawalStep, confirmMinutes: number, now: number) {
  return db.transaction(() => {
    const row = findWithdrawal(db, id);
    if (!row) throw new Refusal('INVALID_INPUT', 'withdrawal_not_found');
    if (!steps[step].from.includes(row.status)) throw new Refusal('OPERATION_NOT_ALLOWED', 'withdrawal_closed');
    if (step === 'process') {
      db.prepare(`UPDATE withdrawals SET status = 'processing', processing_at = ? WHERE id = ?`).run(now, id);
    } else if (step === 'pay') {
      db.prepare(
        `UPDATE withdrawals SET status = 'paid', processing_at = COALESCE(processing_at, ?), paid_at = ?, confirm_before = ? WHERE id = ?`,
      ).run(now, now, now + confirmMinutes * 60_000, id);
      sendMessage(db, row.member_id, 'withdrawal-approved', { amount: formatAmount(row.amount_cents) }, now);
    } else {
      db.prepare(`UPDATE withdrawals SET status = 'rejected', rejected_at = ? WHERE id = ?`).run(now, id);
      applyMoves(
        db,
        [
          {
            memberId: row.member_id,
            wallet: MAIN_WALLET,
            deltaCents: row.amount_cents,
            kind: 'withdrawal-refund',
            reference: `W${id}`,
          },
        ],
        now,
      );
      sendMessage(db, row.member_id, 'withdrawal-rejected', { amount: formatAmount(row.amount_cents) }, now);
    }
    return findWithdrawal(db, id)!;
  })();
}

/**
 * Brings a member's withdrawals up to the time: the automatic path for demos (when on) moves
 * requests to processing and then paid, each at the moment it would have happened; a paid one
 * nobody confirmed in time counts as received (spec §4 forced receipt, not reversible).
 */
export function catchUpWithdrawals(
  db: Db,
  memberId: number,
  { autoPayoutSeconds, confirmMinutes }: { autoPayoutSeconds: number | undefined; confirmMinutes: number },
  now: number,
) {
  if (autoPayoutSeconds !== undefined) {
    const step = autoPayoutSeconds * 1000;
    const waiting = db
      .prepare(
        `SELECT * FROM withdrawals WHERE member_id = ? AND status IN ('pending', 'processing') AND applied_at <= ?`,
      )
      .all(memberId, now - step) as WithdrawalRow[];
    for (const row of waiting) {
      if (row.status === 'pending') stepWithdrawal(db, row.id, 'process', confirmMinutes, row.applied_at + step);
      if (row.applied_at + 2 * step <= now) {
        stepWithdrawal(db, row.id, 'pay', confirmMinutes, row.applied_at + 2 * step);
      }
    }
  }
  db.prepare(
    `UPDATE withdrawals SET status = 'forced', received_cents = amount_cents, confirmed_at = confirm_before
     WHERE member_id = ? AND status = 'paid' AND confirm_before < ?`,
  ).run(memberId, now);
}
