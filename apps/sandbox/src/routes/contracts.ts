import { contractKinds, endpoints } from '@lobbykit/platform';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { Refusal } from '../envelope.ts';
import type { Router } from '../routing.ts';
import { settleDue } from '../services/contract-settlement.ts';
import { settlementsOf } from '../services/contracts.ts';
import { isAgent } from '../services/members.ts';
import { fromCents, toCents } from '../services/wallet.ts';
import { ADMIN_PATH } from './admin.ts';

/** The contract call of each kind, whose module gates the kind (spec §7). */
const kindCall = {
  dividend: endpoints.dividendContract,
  daily: endpoints.dailySalaryContract,
  hourly: endpoints.hourlySalaryContract,
  realtime: endpoints.realTimeSalaryContract,
} as const;

/**
 * My income (spec §2): what the agent's contracts paid in the period, by kind, and each
 * settlement; only the kinds whose module the brand has on (JADE has no hourly or real-time
 * salary, so it has no such line, not an empty one).
 */
export function contractRoutes(router: Router) {
  router.member(endpoints.agentIncome, (input, { ctx, merchant, member, now }) => {
    if (!isAgent(member)) throw new Refusal('NOT_AGENT', 'not_agent');
    if (input.to < input.from) throw new Refusal('INVALID_INPUT', 'date_range_reversed');
    settleDue(ctx.db, now);
    const kindsOn = contractKinds.filter((kind) => {
      const module = kindCall[kind].feature;
      return module === undefined || merchant.flags.has(module);
    });
    const settlements = settlementsOf(ctx.db, member.id, { from: input.from, to: input.to }).filter((settlement) =>
      kindsOn.includes(settlement.kind),
    );
    const byKind = kindsOn.map((kind) => {
      const own = settlements.filter((settlement) => settlement.kind === kind && settlement.amount > 0);
      const cents = own.reduce((sum, settlement) => sum + toCents(settlement.amount), 0);
      return { kind, amount: fromCents(cents), count: own.length };
    });
    const total = byKind.reduce((sum, row) => sum + toCents(row.amount), 0);
    return { total: fromCents(total), byKind, settlements };
  });
}

const clockMove = z.object({
  minutes: z
    .number()
    .int()
    .positive()
    .max(60 * 24 * 62),
});

/**
 * Moves the sandbox's clock on, so a test need not wait five minutes for a real-time salary: every
 * later `now` (calls, spins, settlements) is that much later, and the settlements now due run at
 * once. Refused unless sent as JSON from no other site, so a page elsewhere cannot move it.
 */
export function contractAdminRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext) {
  app.post(`${ADMIN_PATH}/clock`, async (c) => {
    const crossSite = c.req.header('Sec-Fetch-Site') === 'cross-site';
    if (crossSite || !c.req.header('Content-Type')?.startsWith('application/json')) {
      return c.json({ success: false, message: 'The clock moves only by a JSON request from no other site.' }, 403);
    }
    const parsed = clockMove.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ success: false, message: z.prettifyError(parsed.error) }, 400);
    const earlier = ctx.settings.now;
    const shiftMs = parsed.data.minutes * 60_000;
    ctx.settings.now = () => earlier() + shiftMs;
    const now = ctx.settings.now();
    const { paidCents } = settleDue(ctx.db, now);
    ctx.settings.log(`clock moved ${parsed.data.minutes} min; contracts paid ${fromCents(paidCents)}`);
    return c.json({ success: true, value: { now, paid: fromCents(paidCents) } });
  });
}
