import { endpoints } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';
import type { Router } from '../routing.ts';
import {
  acceptedReturnUrl,
  depositValue,
  findChannel,
  openDeposit,
  PAYMENT_PAGE_PATH,
  type DepositRow,
} from '../services/deposits.ts';
import { fromCents, sumBalanceCents } from '../services/wallet.ts';
import { requireRealAccount } from './wallet.ts';

export function depositRoutes(router: Router) {
  router.member(endpoints.depositChannels, (_input, { merchant }) => ({
    channels: merchant.settings.depositChannels,
  }));

  router.member(endpoints.deposit, (input, { ctx, member, merchant, now }) => {
    requireRealAccount(member);
    const channel = findChannel(merchant, input.channel);
    if (input.amount < channel.min || input.amount > channel.max) {
      throw new Refusal('INVALID_INPUT', 'amount_range', { params: { min: channel.min, max: channel.max } });
    }
    const returnUrl = acceptedReturnUrl(merchant, input.returnUrl);
    const row = openDeposit(ctx.db, member.id, channel, input.amount, returnUrl, now);
    return {
      deposit: depositValue(row),
      paymentUrl: `${PAYMENT_PAGE_PATH}/${row.pay_token}`,
      sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)),
    };
  });

  router.member(endpoints.deposits, (input, { ctx, member }) => {
    const where = input.status ? 'member_id = ? AND status = ?' : 'member_id = ?';
    const params = input.status ? [member.id, input.status] : [member.id];
    const { n } = ctx.db.prepare(`SELECT COUNT(*) AS n FROM deposits WHERE ${where}`).get(...params) as { n: number };
    const rows = ctx.db
      .prepare(`SELECT * FROM deposits WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, input.pageSize, (input.pageNo - 1) * input.pageSize) as DepositRow[];
    return { list: rows.map(depositValue), totalPages: Math.ceil(n / input.pageSize) };
  });
}
