import { randomUUID } from 'node:crypto';
import { endpoints } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { MemberCall, Router } from '../routing.ts';
import { formatAmount, sendMessage } from '../services/inbox.ts';
import { checkPaymentPassword } from '../services/payment-password.ts';
import { findMember, isAgent, TRIAL_TYPE, type MemberRow } from '../services/members.ts';
import {
  applyMoves,
  fromCents,
  MAIN_WALLET,
  sumBalanceCents,
  toCents,
  walletBalanceCents,
} from '../services/wallet.ts';
import { checkImages } from './system.ts';

interface WithdrawalRow {
  id: number;
  amount_cents: number;
  status: string;
  applied_at: number;
  paid_at: number | null;
  confirm_before: number | null;
  received_cents: number | null;
}

export function requireRealAccount(member: MemberRow) {
  if (member.account_type === TRIAL_TYPE) throw new Refusal('REAL_ACCOUNT_NEEDED', 'real_account_needed');
}

function checkRange(amount: number, { min, max }: { min: number; max: number }) {
  if (amount < min || amount > max) throw new Refusal('INVALID_INPUT', 'amount_range', { params: { min, max } });
}

/** Payouts nobody confirmed in time count as received (spec §4 forced receipt). */
function settleForcedReceipts(db: Db, memberId: number, now: number) {
  db.prepare(
    `UPDATE withdrawals SET status = 'forced', received_cents = amount_cents, confirmed_at = confirm_before
     WHERE member_id = ? AND status = 'paid' AND confirm_before < ?`,
  ).run(memberId, now);
}

function withdrawalValue(row: WithdrawalRow) {
  return {
    withdrawalId: row.id,
    amount: fromCents(row.amount_cents),
    status: row.status,
    appliedAt: row.applied_at,
    paidAt: row.paid_at,
    confirmBefore: row.confirm_before,
    amountReceived: row.received_cents === null ? null : fromCents(row.received_cents),
    remainingAmount: row.received_cents === null ? null : fromCents(row.amount_cents - row.received_cents),
  };
}

function vendorWallets(db: Db): { code: string; name: string }[] {
  return db
    .prepare(`SELECT code, MIN(name) AS name FROM vendors WHERE has_wallet = 1 GROUP BY code ORDER BY MIN(sort)`)
    .all() as {
    code: string;
    name: string;
  }[];
}

function transferToMember({ ctx, merchant, member, now }: MemberCall, toUsername: string, cents: number) {
  const target = findMember(ctx.db, merchant.code, toUsername.trim());
  const toUpline = target !== undefined && target.id === member.upline_id && member.to_upline === 1;
  const toDownline = target !== undefined && isAgent(member) && target.upline_id === member.id;
  if (!target || !(toUpline || toDownline)) throw new Refusal('OPERATION_NOT_ALLOWED', 'transfer_not_allowed');
  applyMoves(
    ctx.db,
    [
      {
        memberId: member.id,
        wallet: MAIN_WALLET,
        deltaCents: -cents,
        kind: 'transfer-out',
        reference: target.username,
      },
      { memberId: target.id, wallet: MAIN_WALLET, deltaCents: cents, kind: 'transfer-in', reference: member.username },
    ],
    now,
  );
}

function transferBetweenWallets({ ctx, merchant, member, now }: MemberCall, from: string, to: string, cents: number) {
  if (merchant.settings.singleWallet) throw new Refusal('OPERATION_NOT_ALLOWED', 'feature_disabled');
  const known = new Set([MAIN_WALLET, ...vendorWallets(ctx.db).map((wallet) => wallet.code)]);
  for (const wallet of [from, to])
    if (!known.has(wallet)) throw new Refusal('INVALID_INPUT', 'unknown_wallet', { params: { wallet } });
  if (from === to) throw new Refusal('INVALID_INPUT', 'same_wallet');
  applyMoves(
    ctx.db,
    [
      { memberId: member.id, wallet: from, deltaCents: -cents, kind: 'wallet-out', reference: to },
      { memberId: member.id, wallet: to, deltaCents: cents, kind: 'wallet-in', reference: from },
    ],
    now,
  );
}

export function walletRoutes(router: Router) {
  router.member(endpoints.balance, (_input, { ctx, member, merchant }) => ({
    sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)),
    currency: merchant.settings.currency,
  }));

  router.member(endpoints.transfer, (input, call) => {
    requireRealAccount(call.member);
    const cents = toCents(input.amount);
    if ('toUsername' in input && typeof input.toUsername === 'string') transferToMember(call, input.toUsername, cents);
    else transferBetweenWallets(call, String(input.fromWallet), String(input.toWallet), cents);
    return { transactionId: randomUUID(), sumBalance: fromCents(sumBalanceCents(call.ctx.db, call.member.id)) };
  });

  router.member(endpoints.merchantWallet, (_input, { ctx, member, merchant }) => {
    const wallets = [
      { wallet: MAIN_WALLET, name: 'Main wallet' },
      ...(merchant.settings.singleWallet
        ? []
        : vendorWallets(ctx.db).map(({ code, name }) => ({ wallet: code, name }))),
    ];
    return {
      isSingle: merchant.settings.singleWallet,
      wallets: wallets.map((wallet) => ({
        ...wallet,
        balance: fromCents(walletBalanceCents(ctx.db, member.id, wallet.wallet)),
      })),
    };
  });

  router.member(endpoints.withdraw, async (input, { ctx, member, merchant, now }) => {
    requireRealAccount(member);
    const { withdrawal: rules } = merchant.settings;
    checkRange(input.amount, rules);
    await checkPaymentPassword(member, input.paymentPassword);
    const cents = toCents(input.amount);
    const row = ctx.db.transaction(() => {
      const since = now - (now % 86_400_000);
      const today = ctx.db
        .prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ? AND applied_at >= ?')
        .get(member.id, since) as {
        n: number;
      };
      if (today.n >= rules.perDay) throw new Refusal('QUOTA_EXCEEDED', 'quota_exceeded');
      // The sandbox pays out at once; the member then has confirmMinutes to say whether it arrived.
      const id = Number(
        ctx.db
          .prepare(
            `INSERT INTO withdrawals (member_id, amount_cents, status, applied_at, paid_at, confirm_before) VALUES (?, ?, 'paid', ?, ?, ?)`,
          )
          .run(member.id, cents, now, now, now + rules.confirmMinutes * 60_000).lastInsertRowid,
      );
      applyMoves(
        ctx.db,
        [{ memberId: member.id, wallet: MAIN_WALLET, deltaCents: -cents, kind: 'withdrawal', reference: `W${id}` }],
        now,
      );
      sendMessage(ctx.db, member.id, 'withdrawal-approved', { amount: formatAmount(cents) }, now);
      return ctx.db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow;
    })();
    return { withdrawal: withdrawalValue(row), sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)) };
  });

  router.member(endpoints.withdrawals, (input, { ctx, member, now }) => {
    settleForcedReceipts(ctx.db, member.id, now);
    const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?').get(member.id) as {
      n: number;
    };
    const rows = ctx.db
      .prepare('SELECT * FROM withdrawals WHERE member_id = ? ORDER BY applied_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(member.id, input.pageSize, (input.pageNo - 1) * input.pageSize) as WithdrawalRow[];
    return { list: rows.map(withdrawalValue), totalPages: Math.ceil(n / input.pageSize) };
  });

  router.member(endpoints.confirmWithdrawal, (input, { ctx, member, now }) => {
    settleForcedReceipts(ctx.db, member.id, now);
    const row = ctx.db
      .prepare('SELECT * FROM withdrawals WHERE id = ? AND member_id = ?')
      .get(Number(input.withdrawalId), member.id) as WithdrawalRow | undefined;
    if (!row) throw new Refusal('INVALID_INPUT', 'withdrawal_not_found');
    if (row.status !== 'paid') throw new Refusal('OPERATION_NOT_ALLOWED', 'withdrawal_closed');
    let received = row.amount_cents;
    if (input.result === 'partly-received') {
      received = toCents(input.amountReceived ?? 0);
      if (received <= 0 || received >= row.amount_cents) throw new Refusal('INVALID_INPUT', 'partly_amount');
    } else if (input.result === 'not-received') {
      if (input.proofImages.length === 0) throw new Refusal('INVALID_INPUT', 'proof_required');
      checkImages(input.proofImages);
      received = 0;
    }
    // A confirmation records what arrived; a dispute goes to customer service, the balance stays.
    ctx.db
      .prepare('UPDATE withdrawals SET status = ?, received_cents = ?, proof_images = ?, confirmed_at = ? WHERE id = ?')
      .run(input.result, received, input.proofImages.length ? String(input.proofImages.length) : null, now, row.id);
    return withdrawalValue(ctx.db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(row.id) as WithdrawalRow);
  });
}
