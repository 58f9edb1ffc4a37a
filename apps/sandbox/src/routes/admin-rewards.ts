import type { Hono } from 'hono';
import { MAX_AMOUNT } from '@lobbykit/platform';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { decideApplication, grantReward } from '../services/activities.ts';
import { findMember } from '../services/members.ts';
import { toCents } from '../services/wallet.ts';
import { ADMIN_PATH } from './admin.ts';

/** Like a player's amount (platform `amount`): positive, two decimals at most, MAX_AMOUNT at most. */
export const adminAmount = z.number().positive().max(MAX_AMOUNT).multipleOf(0.01);

const rewardGrant = z.object({
  merchant: z.string().default('AURORA'),
  username: z.string(),
  /** bonus, raffle, cashback… (a raffle prize is claimed like any reward). */
  kind: z.string().default('bonus'),
  title: z.string().default('Bonus'),
  /** Currency units. */
  amount: adminAmount,
  /** From now; absent: never expires. */
  expiresInMinutes: z
    .number()
    .int()
    .min(-60 * 24 * 366)
    .max(60 * 24 * 366)
    .optional(),
  /** The turnover its bonus asks for once claimed, as a multiple; absent: the brand's default. */
  turnoverMultiple: z.number().nonnegative().max(1_000).optional(),
});

const applicationDecision = z.object({
  merchant: z.string().default('AURORA'),
  username: z.string(),
  promotionId: z.number().int().positive(),
  decision: z.enum(['approve', 'reject']),
  /** The reward an approval gives, in currency units. */
  amount: adminAmount.default(100),
});

/**
 * The operator's side of the reward centre, for tests and demos: give a member a reward to claim
 * (a bonus or a raffle prize), and approve or reject an activity application waiting.
 */
export function rewardAdminRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext) {
  const bad = (message: string) => ({ success: false, message });

  app.post(`${ADMIN_PATH}/rewards`, async (c) => {
    const parsed = rewardGrant.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(bad(z.prettifyError(parsed.error)), 400);
    const { merchant, username, kind, title, amount, expiresInMinutes, turnoverMultiple } = parsed.data;
    const member = findMember(ctx.db, merchant, username);
    if (!member) return c.json(bad(`Unknown member ${merchant}/${username}`), 404);
    const now = ctx.settings.now();
    const rewardId = grantReward(ctx.db, member.id, {
      kind,
      titleEn: title,
      titleTy: title,
      amountCents: toCents(amount),
      expiresAt: expiresInMinutes === undefined ? null : now + expiresInMinutes * 60_000,
      turnoverMultiple,
    });
    return c.json({ success: true, value: { rewardId } });
  });

  app.post(`${ADMIN_PATH}/activities`, async (c) => {
    const parsed = applicationDecision.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(bad(z.prettifyError(parsed.error)), 400);
    const { merchant, username, promotionId, decision, amount } = parsed.data;
    const member = findMember(ctx.db, merchant, username);
    if (!member) return c.json(bad(`Unknown member ${merchant}/${username}`), 404);
    const application = ctx.db
      .prepare('SELECT id FROM activity_applications WHERE member_id = ? AND promotion_id = ?')
      .get(member.id, promotionId) as { id: number } | undefined;
    if (!application) return c.json(bad(`${username} has not applied for promotion ${promotionId}`), 404);
    try {
      const decided = decideApplication(
        ctx.db,
        application.id,
        decision === 'approve' ? { approve: true, amountCents: toCents(amount) } : { approve: false },
        ctx.settings.now(),
      );
      return c.json({ success: true, value: decided });
    } catch (error) {
      return c.json(bad((error as Error).message), 409);
    }
  });
}
