import type { Hono } from 'hono';
import { MAX_AMOUNT } from '@lobbykit/platform';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { depositValue, findDeposit, settleDeposit } from '../services/deposits.ts';
import { findMember } from '../services/members.ts';
import { toCents } from '../services/wallet.ts';
import { findWithdrawal, stepWithdrawal } from '../services/withdrawals.ts';
import { ADMIN_PATH } from './admin.ts';

const depositSettlement = z.object({
  depositId: z.number().int().positive(),
  status: z.enum(['credited', 'failed']),
});

const withdrawalStep = z.object({
  withdrawalId: z.number().int().positive(),
  step: z.enum(['process', 'pay', 'reject']),
});

const turnoverChange = z.object({
  merchant: z.string().default('AURORA'),
  username: z.string(),
  /** Turnover still required, and turnover played, in currency units; either or both. */
  required: z.number().nonnegative().max(MAX_AMOUNT).multipleOf(0.01).optional(),
  done: z.number().nonnegative().max(MAX_AMOUNT).multipleOf(0.01).optional(),
});

/**
 * The operator's side of payments, for tests and demos: settle a pending deposit as the payment
 * provider would (the same settlement as the payment page: once, whoever comes first); move a
 * withdrawal request on (process, pay, reject); set what a member must still play (turnover).
 */
export function paymentAdminRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext) {
  const bad = (message: string) => ({ success: false, message });

  app.get(`${ADMIN_PATH}/deposits`, (c) => {
    const rows = ctx.db
      .prepare(
        `SELECT d.*, m.username, m.merchant FROM deposits d JOIN members m ON m.id = d.member_id
         WHERE d.status = 'pending' ORDER BY d.id`,
      )
      .all() as (Parameters<typeof depositValue>[0] & { username: string; merchant: string })[];
    return c.json({
      success: true,
      value: rows.map((row) => ({ ...depositValue(row), username: row.username, merchant: row.merchant })),
    });
  });

  app.post(`${ADMIN_PATH}/deposits`, async (c) => {
    const parsed = depositSettlement.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(bad(z.prettifyError(parsed.error)), 400);
    const { depositId, status } = parsed.data;
    if (!findDeposit(ctx.db, depositId)) return c.json(bad(`Unknown deposit ${depositId}`), 404);
    const row = settleDeposit(ctx.db, depositId, status, ctx.settings.now());
    ctx.settings.log(`deposit D${depositId}: ${row.status}`);
    return c.json({ success: true, value: depositValue(row) });
  });

  app.post(`${ADMIN_PATH}/withdrawals`, async (c) => {
    const parsed = withdrawalStep.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(bad(z.prettifyError(parsed.error)), 400);
    const { withdrawalId, step } = parsed.data;
    const row = findWithdrawal(ctx.db, withdrawalId);
    if (!row) return c.json(bad(`Unknown withdrawal ${withdrawalId}`), 404);
    const { merchant } = ctx.db.prepare('SELECT merchant FROM members WHERE id = ?').get(row.member_id) as {
      merchant: string;
    };
    const confirmMinutes = ctx.merchants.get(merchant)!.settings.withdrawal.confirmMinutes;
    try {
      const moved = stepWithdrawal(ctx.db, withdrawalId, step, confirmMinutes, ctx.settings.now());
      ctx.settings.log(`withdrawal W${withdrawalId}: ${moved.status}`);
      return c.json({ success: true, value: { withdrawalId, status: moved.status } });
    } catch {
      return c.json(bad(`Withdrawal ${withdrawalId} is ${row.status}: it cannot ${step}`), 409);
    }
  });

  app.post(`${ADMIN_PATH}/turnover`, async (c) => {
    const parsed = turnoverChange.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(bad(z.prettifyError(parsed.error)), 400);
    const { merchant, username, required, done } = parsed.data;
    const member = findMember(ctx.db, merchant, username);
    if (!member) return c.json(bad(`Unknown member ${merchant}/${username}`), 404);
    const cents = (value: number | undefined) => (value === undefined ? null : toCents(value));
    ctx.db
      .prepare(
        `UPDATE members SET turnover_required_cents = COALESCE(?, turnover_required_cents),
           turnover_done_cents = COALESCE(?, turnover_done_cents) WHERE id = ?`,
      )
      .run(cents(required), cents(done), member.id);
    return c.json({ success: true, value: { username, required, done } });
  });
}
