import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { depositValue, findDeposit, settleDeposit } from '../services/deposits.ts';
import { ADMIN_PATH } from './admin.ts';

const depositSettlement = z.object({
  depositId: z.number().int().positive(),
  status: z.enum(['credited', 'failed']),
});

/**
 * The operator's side of payments, for tests and demos: settle a pending deposit as the payment
 * provider would (the same settlement as the payment page: once, whoever comes first).
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
}
