import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { adminGuard } from './admin-guard.ts';
import { bodyLimits } from './body-limits.ts';
import { createContext, type SandboxContext, type SandboxEnv } from './context.ts';
import type { Db } from './db/database.ts';
import { refuse } from './envelope.ts';
import { faultMiddleware } from './faults/middleware.ts';
import { accountRoutes } from './routes/account.ts';
import { paymentAdminRoutes } from './routes/admin-payments.ts';
import { rewardAdminRoutes } from './routes/admin-rewards.ts';
import { adminRoutes, ADMIN_PATH } from './routes/admin.ts';
import { agentRoutes } from './routes/agent.ts';
// agent reports
import { agentNoticeRoutes, agentReportRoutes } from './routes/agent-reports.ts';
import { betRecordRoutes } from './routes/bet-record.ts';
import { bonusRoutes } from './routes/bonuses.ts';
import { assetRoutes } from './routes/assets.ts';
import { depositRoutes } from './routes/deposits.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { gamePageRoutes } from './routes/game-page.ts';
import { paymentPageRoutes } from './routes/payment-page.ts';
import { gameRoutes } from './routes/games.ts';
import { inboxPointsRoutes } from './routes/inbox-points.ts';
import { launchRoutes } from './routes/launch.ts';
import { lobbyRoutes } from './routes/lobby.ts';
import { lotteryRoutes } from './routes/lottery.ts';
import { missionRoutes } from './routes/missions.ts';
import { memberRoutes } from './routes/member.ts';
import { referralRoutes } from './routes/referrals.ts';
import { rebateRoutes } from './routes/rebates.ts';
import { rewardRoutes } from './routes/rewards.ts';
import { sessionRoutes } from './routes/session.ts';
import { systemRoutes } from './routes/system.ts';
import { walletRecordRoutes } from './routes/wallet-record.ts';
import { walletRoutes } from './routes/wallet.ts';
import { withdrawalRoutes } from './routes/withdrawals.ts';
// Contracts
import { contractAdminRoutes, contractRoutes } from './routes/contracts.ts';
import { createRouter } from './routing.ts';
// Hostile URLs (test mode)
import { hostileHtmlMiddleware } from './hostile-html.ts';
import { hostileUrlMiddleware } from './hostile-urls.ts';
import { defaultSettings, type SandboxSettings } from './settings.ts';
import { languageOf, say } from './texts.ts';

/** The sandbox platform: the whole endpoint table, its images and game pages, and the admin switches. */
export function createSandboxApp(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  // sandbox hardening: before any route reads a body
  app.use('*', bodyLimits());
  app.use(`${ADMIN_PATH}/*`, adminGuard());
  app.use(ADMIN_PATH, adminGuard());

  adminRoutes(app, ctx);
  paymentAdminRoutes(app, ctx);
  rewardAdminRoutes(app, ctx);
  // Contracts
  contractAdminRoutes(app, ctx);
  app.use('*', async (c, next) =>
    c.req.path.startsWith(ADMIN_PATH) ? next() : faultMiddleware(ctx.faults, ctx.settings.timeoutFaultMs)(c, next),
  );

  // A site built with VITE_PLATFORM_BASE_URL calls the platform from another origin.
  const platformCors = cors({
    origin: '*',
    allowHeaders: [
      'Merchant',
      'Device',
      'Language',
      'Authorization',
      'Encryption',
      'Content-Type',
      'Os',
      'Platform',
      'Gateway-Version',
    ],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
  for (const prefix of ['/wps/*', '/lgw/*', '/lotto/*']) app.use(prefix, platformCors);

  // Hostile URLs (test mode): one visitor's answers carry a hostile address in every URL field.
  app.use('*', hostileUrlMiddleware(ctx));
  // Hostile HTML (test mode): one visitor's notices, promotions, help and messages carry hostile markup.
  app.use('*', hostileHtmlMiddleware(ctx));

  // The brand comes with every call. Without the header (curl, say) the first brand answers.
  app.use('*', async (c, next) => {
    const code = c.req.header('Merchant');
    const merchant = code ? ctx.merchants.get(code) : ctx.merchants.values().next().value;
    if (!merchant) return refuse(c, { message: say(languageOf(c.req.header('Language')), 'unknown_merchant') });
    c.set('merchant', merchant);
    return next();
  });

  const router = createRouter(app, ctx);
  sessionRoutes(router);
  memberRoutes(router);
  accountRoutes(router);
  systemRoutes(router);
  feedbackRoutes(router);
  walletRoutes(router);
  walletRecordRoutes(router);
  depositRoutes(router);
  withdrawalRoutes(router);
  gameRoutes(router);
  launchRoutes(router);
  lobbyRoutes(router);
  lotteryRoutes(router);
  missionRoutes(router);
  rewardRoutes(router);
  rebateRoutes(router);
  referralRoutes(router);
  inboxPointsRoutes(router);
  agentRoutes(router);
  betRecordRoutes(router);
  bonusRoutes(router);
  // Contracts
  contractRoutes(router);
  // agent reports
  agentReportRoutes(router);
  agentNoticeRoutes(router);
  assetRoutes(app, ctx);
  gamePageRoutes(app, ctx);
  paymentPageRoutes(app, ctx);

  app.notFound((c) =>
    refuse(
      c,
      { message: say(languageOf(c.req.header('Language')), 'no_such_call', { call: `${c.req.method} ${c.req.path}` }) },
      404,
    ),
  );
  app.onError((error, c) => {
    ctx.settings.log(`unhandled: ${error.stack ?? error.message}`);
    return refuse(c, { message: say(languageOf(c.req.header('Language')), 'internal_error') }, 500);
  });
  return app;
}

/** For tests: an app over an already seeded database. */
export function createSandboxAppFor(db: Db, settings: Partial<SandboxSettings> = {}) {
  return createSandboxApp(createContext(db, defaultSettings(settings)));
}
