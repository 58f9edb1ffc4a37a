import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { faultRuleSchema } from '../faults/faults.ts';
import { replyToFeedback } from '../services/feedback.ts';
import { visitorOverrideSchema } from '../visitors.ts';

export const ADMIN_PATH = '/sandbox/admin';

const statusChange = z.object({
  /** One brand, or every brand when absent. */
  merchant: z.string().optional(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

const feedbackReply = z.object({
  ticketId: z.number().int().positive(),
  content: z.string().trim().min(1),
  /** Closes the ticket with this reply; otherwise it is "replied" and may be answered again. */
  close: z.boolean().default(false),
});

/**
 * Switches for tests and demos, on the sandbox's own port only (the site forwards /wps and /lgw,
 * never /sandbox): system status per brand or per visitor, faults per path (and visitor), the SMS
 * and e-mail outboxes.
 */
export function adminRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext) {
  const bad = (message: string) => ({ success: false, message });

  app.get(ADMIN_PATH, (c) =>
    c.json({
      success: true,
      value: {
        testMode: ctx.settings.testMode,
        merchants: [...ctx.merchants.values()].map((merchant) => ({
          code: merchant.code,
          name: merchant.name,
          systemStatus: ctx.systemStatus.get(merchant.code) ?? 0,
        })),
        faults: ctx.faults.list(),
      },
    }),
  );

  app.post(`${ADMIN_PATH}/system-status`, async (c) => {
    const parsed = statusChange.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(bad(z.prettifyError(parsed.error)), 400);
    const { merchant, status } = parsed.data;
    if (merchant && !ctx.merchants.has(merchant)) return c.json(bad(`Unknown merchant ${merchant}`), 404);
    const codes = merchant ? [merchant] : [...ctx.merchants.keys()];
    const update = ctx.db.prepare('UPDATE merchants SET system_status = ? WHERE code = ?');
    for (const code of codes) {
      ctx.systemStatus.set(code, status);
      update.run(status, code);
    }
    ctx.settings.log(`system status ${status} for ${codes.join(', ')}`);
    return c.json({ success: true, value: Object.fromEntries(ctx.systemStatus) });
  });

  app.get(`${ADMIN_PATH}/faults`, (c) => c.json({ success: true, value: ctx.faults.list() }));

  app.post(`${ADMIN_PATH}/faults`, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = z.array(faultRuleSchema).safeParse(Array.isArray(body) ? body : [body]);
    if (!parsed.success) return c.json(bad(z.prettifyError(parsed.error)), 400);
    const ids = parsed.data.map((rule) => ctx.faults.add(rule));
    ctx.settings.log(`faults added: ${parsed.data.map((rule) => `${rule.kind} on ${rule.path}`).join(', ')}`);
    return c.json({ success: true, value: { ids } });
  });

  app.delete(`${ADMIN_PATH}/faults`, (c) => {
    const id = c.req.query('id');
    const removed = ctx.faults.clear({
      id: id === undefined ? undefined : Number(id),
      path: c.req.query('path'),
      visitor: c.req.query('visitor'),
    });
    return c.json({ success: true, value: { removed } });
  });

  app.post(`${ADMIN_PATH}/visitors`, async (c) => {
    const parsed = visitorOverrideSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(bad(z.prettifyError(parsed.error)), 400);
    ctx.visitors.set(parsed.data);
    ctx.settings.log(`visitor ${parsed.data.address}: ${JSON.stringify(parsed.data)}`);
    return c.json({ success: true, value: ctx.visitors.list() });
  });

  app.delete(`${ADMIN_PATH}/visitors`, (c) =>
    c.json({ success: true, value: { removed: ctx.visitors.clear(c.req.query('address')) } }),
  );

  app.get(`${ADMIN_PATH}/sms`, (c) => c.json({ success: true, value: ctx.sms.outbox() }));

  app.get(`${ADMIN_PATH}/emails`, (c) => c.json({ success: true, value: ctx.mail.outbox() }));

  // The operator answers a feedback ticket; the member sees it, unread, in their history.
  app.post(`${ADMIN_PATH}/feedback`, async (c) => {
    const parsed = feedbackReply.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(bad(z.prettifyError(parsed.error)), 400);
    const { ticketId, content, close } = parsed.data;
    const reply = replyToFeedback(ctx.db, ticketId, content, close, ctx.settings.now());
    if (!reply) return c.json(bad(`Unknown feedback ${ticketId}`), 404);
    ctx.settings.log(`feedback F${ticketId}: ${reply.status}`);
    return c.json({ success: true, value: reply });
  });
}
