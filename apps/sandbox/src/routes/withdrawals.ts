import { endpoints, REMARK_MAX_LENGTH } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { MemberCall, Router } from '../routing.ts';
import { formatAmount } from '../services/inbox.ts';
import type { MemberRow } from '../services/members.ts';
import { checkPaymentPassword } from '../services/payment-password.ts';
import { readProofImages } from '../services/proof-images.ts';
import { checkRule } from '../services/rules.ts';
import { applyMoves, fromCents, MAIN_WALLET, sumBalanceCents, toCents } from '../services/wallet.ts';
import {
  catchUpWithdrawals,
  findPayoutAccount,
  findWithdrawal,
  payoutAccountValue,
  withdrawalValue,
  type PayoutAccountRow,
  type WithdrawalRow,
} from '../services/withdrawals.ts';
import { requireRealAccount } from './wallet.ts';

/** A member keeps at most this many payout accounts. */
const MAX_PAYOUT_ACCOUNTS = 5;

/** A payee name where the brand sets no rule of its own: letters and spaces, 2–40. */
const fallbackPayeeRule = {
  enabled: true,
  required: true,
  acceptedPattern: "^[\\p{L} .'-]+$",
  minLength: 2,
  maxLength: 40,
};

function turnover(db: Db, memberId: number) {
  const row = db
    .prepare('SELECT turnover_required_cents AS required, turnover_done_cents AS done FROM members WHERE id = ?')
    .get(memberId) as { required: number; done: number };
  return { ...row, remaining: Math.max(0, row.required - row.done) };
}

function requestsToday(db: Db, memberId: number, now: number) {
  const since = now - (now % 86_400_000);
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ? AND applied_at >= ?')
      .get(memberId, since) as {
      n: number;
    }
  ).n;
}

function liveAccounts(db: Db, memberId: number) {
  return db
    .prepare('SELECT * FROM payout_accounts WHERE member_id = ? AND removed_at IS NULL ORDER BY id')
    .all(memberId) as PayoutAccountRow[];
}

function ownAccount(db: Db, member: MemberRow, id: unknown): PayoutAccountRow {
  const account = findPayoutAccount(db, Number(id));
  if (!account || account.member_id !== member.id || account.removed_at !== null) {
    throw new Refusal('INVALID_INPUT', 'payout_account_unknown');
  }
  return account;
}

const catchUp = ({ ctx, member, merchant, now }: MemberCall) =>
  catchUpWithdrawals(
    ctx.db,
    member.id,
    { autoPayoutSeconds: ctx.settings.autoPayoutSeconds, confirmMinutes: merchant.settings.withdrawal.confirmMinutes },
    now,
  );

export function withdrawalRoutes(router: Router) {
  router.member(endpoints.payoutAccounts, (_input, { ctx, member, merchant }) => ({
    accounts: liveAccounts(ctx.db, member.id).map((row) => payoutAccountValue(merchant, row)),
    channels: merchant.settings.withdrawalChannels,
  }));

  router.member(endpoints.addPayoutAccount, (input, { ctx, member, merchant, now }) => {
    requireRealAccount(member);
    const channel = merchant.settings.withdrawalChannels.find((candidate) => candidate.code === input.channel);
    if (!channel) throw new Refusal('INVALID_INPUT', 'payout_channel_unknown');
    const digits = input.accountNumber.replace(/[\s-]/g, '');
    if (!/^\d{6,24}$/.test(digits)) throw new Refusal('INVALID_INPUT', 'account_number_invalid');
    const brandRule = merchant.registerRules.payeeName;
    const rule = brandRule?.enabled ? { ...brandRule, required: true } : fallbackPayeeRule;
    const payeeName = checkRule(rule, 'payeeName', input.payeeName.normalize('NFC'))!;
    const accounts = liveAccounts(ctx.db, member.id);
    if (accounts.length >= MAX_PAYOUT_ACCOUNTS) {
      throw new Refusal('QUOTA_EXCEEDED', 'payout_accounts_full', { params: { max: MAX_PAYOUT_ACCOUNTS } });
    }
    if (accounts.some((account) => account.channel === channel.code && account.account_number === digits)) {
      throw new Refusal('INVALID_INPUT', 'payout_account_exists');
    }
    const id = ctx.db
      .prepare(
        'INSERT INTO payout_accounts (member_id, channel, account_number, payee_name, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(member.id, channel.code, digits, payeeName, now).lastInsertRowid;
    return payoutAccountValue(merchant, findPayoutAccount(ctx.db, Number(id))!);
  });

  router.member(endpoints.removePayoutAccount, (input, { ctx, member, now }) => {
    requireRealAccount(member);
    const account = ownAccount(ctx.db, member, input.accountId);
    ctx.db.prepare('UPDATE payout_accounts SET removed_at = ? WHERE id = ?').run(now, account.id);
    return { removed: account.id };
  });

  router.member(endpoints.withdrawalRequirements, (_input, { ctx, member, merchant, now }) => {
    const { required, done, remaining } = turnover(ctx.db, member.id);
    return {
      turnoverRequired: fromCents(required),
      turnoverDone: fromCents(done),
      turnoverRemaining: fromCents(remaining),
      hasPaymentPassword: member.payment_password_hash !== null,
      requestsLeftToday: Math.max(0, merchant.settings.withdrawal.perDay - requestsToday(ctx.db, member.id, now)),
      confirmMinutes: merchant.settings.withdrawal.confirmMinutes,
      sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)),
    };
  });

  router.member(endpoints.withdraw, async (input, call) => {
    const { ctx, member, merchant, now } = call;
    requireRealAccount(member);
    if (!member.payment_password_hash) throw new Refusal('OPERATION_NOT_ALLOWED', 'payment_password_missing');
    const account = ownAccount(ctx.db, member, input.payoutAccountId);
    const channel = merchant.settings.withdrawalChannels.find((candidate) => candidate.code === account.channel);
    if (!channel) throw new Refusal('OPERATION_NOT_ALLOWED', 'payout_channel_unknown');
    if (input.amount < channel.min || input.amount > channel.max) {
      throw new Refusal('INVALID_INPUT', 'amount_range', { params: { min: channel.min, max: channel.max } });
    }
    const { remaining } = turnover(ctx.db, member.id);
    if (remaining > 0) {
      throw new Refusal('OPERATION_NOT_ALLOWED', 'turnover_unmet', {
        params: { remaining: formatAmount(remaining) },
        value: { turnoverRemaining: fromCents(remaining) },
      });
    }
    await checkPaymentPassword(member, input.paymentPassword);
    const cents = toCents(input.amount);
    const row = ctx.db.transaction(() => {
      if (requestsToday(ctx.db, member.id, now) >= merchant.settings.withdrawal.perDay) {
        throw new Refusal('QUOTA_EXCEEDED', 'quota_exceeded');
      }
      // The money leaves the balance with the request; a rejection brings it back.
      const id = Number(
        ctx.db
          .prepare(
            `INSERT INTO withdrawals (member_id, amount_cents, status, applied_at, payout_account_id) VALUES (?, ?, 'pending', ?, ?)`,
          )
          .run(member.id, cents, now, account.id).lastInsertRowid,
      );
      applyMoves(
        ctx.db,
        [{ memberId: member.id, wallet: MAIN_WALLET, deltaCents: -cents, kind: 'withdrawal', reference: `W${id}` }],
        now,
      );
      return findWithdrawal(ctx.db, id)!;
    })();
    return {
      withdrawal: withdrawalValue(ctx.db, merchant, row),
      sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)),
    };
  });

  router.member(endpoints.withdrawals, (input, call) => {
    const { ctx, member, merchant } = call;
    catchUp(call);
    const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?').get(member.id) as {
      n: number;
    };
    const rows = ctx.db
      .prepare('SELECT * FROM withdrawals WHERE member_id = ? ORDER BY applied_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(member.id, input.pageSize, (input.pageNo - 1) * input.pageSize) as WithdrawalRow[];
    return {
      list: rows.map((row) => withdrawalValue(ctx.db, merchant, row)),
      totalPages: Math.ceil(n / input.pageSize),
    };
  });

  router.member(endpoints.withdrawalProof, (input, { ctx, member }) => {
    const proof = ctx.db
      .prepare('SELECT id, mime, data FROM withdrawal_proofs WHERE id = ? AND member_id = ?')
      .get(Number(input.proofId), member.id) as { id: number; mime: string; data: Buffer } | undefined;
    if (!proof) throw new Refusal('INVALID_INPUT', 'proof_not_found');
    return { proofId: proof.id, image: `data:${proof.mime};base64,${proof.data.toString('base64')}` };
  });

  router.member(endpoints.confirmWithdrawal, (input, call) => {
    const { ctx, member, merchant, now } = call;
    catchUp(call);
    const row = findWithdrawal(ctx.db, Number(input.withdrawalId));
    if (!row || row.member_id !== member.id) throw new Refusal('INVALID_INPUT', 'withdrawal_not_found');
    if (row.status !== 'paid') throw new Refusal('OPERATION_NOT_ALLOWED', 'withdrawal_closed');
    let received = row.amount_cents;
    let remark: string | null = null;
    let proofs: ReturnType<typeof readProofImages> = [];
    if (input.result === 'partly-received') {
      received = toCents(input.amountReceived ?? 0);
      if (received <= 0 || received >= row.amount_cents) throw new Refusal('INVALID_INPUT', 'partly_amount');
    } else if (input.result === 'not-received') {
      remark = input.remark?.trim() ?? '';
      if (!remark) throw new Refusal('INVALID_INPUT', 'remark_required');
      if ([...remark].length > REMARK_MAX_LENGTH) throw new Refusal('INVALID_INPUT', 'remark_too_long');
      if (input.proofImages.length === 0) throw new Refusal('INVALID_INPUT', 'proof_required');
      proofs = readProofImages(input.proofImages);
      received = 0;
    }
    // A confirmation records what arrived; a dispute goes to customer service, the balance stays.
    ctx.db.transaction(() => {
      const changed = ctx.db
        .prepare(
          `UPDATE withdrawals SET status = ?, received_cents = ?, remark = ?, proof_images = ?, confirmed_at = ?
           WHERE id = ? AND status = 'paid'`,
        )
        .run(input.result, received, remark, proofs.length ? String(proofs.length) : null, now, row.id).changes;
      if (!changed) throw new Refusal('OPERATION_NOT_ALLOWED', 'withdrawal_closed');
      const store = ctx.db.prepare(
        'INSERT INTO withdrawal_proofs (withdrawal_id, member_id, mime, data, created_at) VALUES (?, ?, ?, ?, ?)',
      );
      for (const proof of proofs) store.run(row.id, member.id, proof.mime, proof.data, now);
    })();
    return withdrawalValue(ctx.db, merchant, findWithdrawal(ctx.db, row.id)!);
  });
}
