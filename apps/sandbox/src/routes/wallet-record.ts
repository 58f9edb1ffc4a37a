import { randomUUID } from 'node:crypto';
import { contractLedgerKinds, endpoints, type LedgerEntry } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';
import type { MemberCall, Router } from '../routing.ts';
import { findMemberById, type MemberRow } from '../services/members.ts';
import { checkPaymentPassword } from '../services/payment-password.ts';
import { MISSION_REWARD_KIND } from '../services/missions.ts';
import { REBATE_KIND } from '../services/rebates.ts';
import { REFERRAL_BONUS_KIND } from '../services/referrals.ts';
import { fromCents, sumBalanceCents, toCents, transferBetweenMembers } from '../services/wallet.ts';
import { requireRealAccount } from './wallet.ts';

type LedgerType = LedgerEntry['type'];

/** Which ledger kinds each account-record type groups (every kind the sandbox writes has one). */
export const ledgerKinds: Record<LedgerType, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdrawal-refund'],
  transfer: ['transfer-in', 'transfer-out'],
  'game-wallet': ['wallet-in', 'wallet-out', 'consolidate-in', 'consolidate-out'],
  game: ['bet', 'payout'],
  bonus: [
    'reward',
    REBATE_KIND,
    'red-envelope',
    'points',
    'trial-credit',
    REFERRAL_BONUS_KIND,
    MISSION_REWARD_KIND,
    // Contracts: what an agent's dividend and salary contracts pay.
    ...Object.values(contractLedgerKinds),
  ],
  opening: ['opening'],
};

export const typeOfKind = new Map(
  Object.entries(ledgerKinds).flatMap(([type, kinds]) => kinds.map((kind) => [kind, type as LedgerType])),
);

export interface LedgerRow {
  id: number;
  wallet: string;
  delta_cents: number;
  balance_after_cents: number;
  kind: string;
  reference: string | null;
  created_at: number;
}

/** A ledger row as the account record (and the agent's transaction details) list it. */
export function ledgerEntryOf(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    type: typeOfKind.get(row.kind)!,
    kind: row.kind,
    wallet: row.wallet,
    amount: fromCents(row.delta_cents),
    balanceAfter: fromCents(row.balance_after_cents),
    reference: row.reference,
    createdAt: row.created_at,
  };
}

/** The upline a member may transfer to: set, and the brand's member row allows it (toUpline). */
function transferableUpline(call: MemberCall): MemberRow | undefined {
  const { member, ctx } = call;
  if (member.to_upline !== 1 || member.upline_id === null) return undefined;
  return findMemberById(ctx.db, member.upline_id);
}

export function walletRecordRoutes(router: Router) {
  router.member(endpoints.upline, (_input, call) => ({
    uplineName: transferableUpline(call)?.username ?? null,
    hasPaymentPassword: call.member.payment_password_hash !== null,
    sumBalance: fromCents(sumBalanceCents(call.ctx.db, call.member.id)),
  }));

  router.member(endpoints.transferUpline, async (input, call) => {
    const { ctx, member, now } = call;
    requireRealAccount(member);
    // Set-up first: with no payment password there is nothing to check the rest against.
    if (!member.payment_password_hash) throw new Refusal('OPERATION_NOT_ALLOWED', 'payment_password_missing');
    const upline = transferableUpline(call);
    if (!upline) throw new Refusal('OPERATION_NOT_ALLOWED', 'transfer_not_allowed');
    if (upline.username.toLowerCase() !== input.uplineName.trim().toLowerCase()) {
      throw new Refusal('INVALID_INPUT', 'upline_name_wrong');
    }
    await checkPaymentPassword(member, input.paymentPassword);
    const cents = toCents(input.amount);
    transferBetweenMembers(ctx.db, member, upline, cents, now);
    return {
      transactionId: randomUUID(),
      uplineName: upline.username,
      sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)),
    };
  });

  router.member(endpoints.transactionHistory, (input, { ctx, member }) => {
    if (input.to < input.from) throw new Refusal('INVALID_INPUT', 'date_range_reversed');
    const kinds = input.type ? ledgerKinds[input.type] : [...typeOfKind.keys()];
    const where = `member_id = ? AND created_at BETWEEN ? AND ? AND kind IN (${kinds.map(() => '?').join(', ')})`;
    const params = [member.id, input.from, input.to, ...kinds];
    const sums = ctx.db
      .prepare(
        `SELECT COUNT(*) AS n,
           COALESCE(SUM(CASE WHEN delta_cents > 0 THEN delta_cents END), 0) AS incoming,
           COALESCE(SUM(CASE WHEN delta_cents < 0 THEN -delta_cents END), 0) AS outgoing
         FROM ledger WHERE ${where}`,
      )
      .get(...params) as { n: number; incoming: number; outgoing: number };
    const rows = ctx.db
      .prepare(`SELECT * FROM ledger WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, input.pageSize, (input.pageNo - 1) * input.pageSize) as LedgerRow[];
    return {
      list: rows.map(ledgerEntryOf),
      totalPages: Math.ceil(sums.n / input.pageSize),
      total: sums.n,
      totals: {
        in: fromCents(sums.incoming),
        out: fromCents(sums.outgoing),
        net: fromCents(sums.incoming - sums.outgoing),
      },
    };
  });
}
