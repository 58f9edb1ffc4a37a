import type { CallOptions, Endpoint, RequestOf, ResponseOf } from '@lobbykit/platform';
// Types only: erased from the build, so each table below stays in a chunk of its own.
import type { accountEndpoints } from '@lobbykit/platform/endpoints/account';
import type { agentEndpoints } from '@lobbykit/platform/endpoints/agent';
// agent reports
import type { agentReportEndpoints } from '@lobbykit/platform/endpoints/agent-reports';
import type { feedbackEndpoints } from '@lobbykit/platform/endpoints/feedback';
import type { betEndpoints } from '@lobbykit/platform/endpoints/bets';
import type { bonusEndpoints } from '@lobbykit/platform/endpoints/bonuses';
import type { gameEndpoints } from '@lobbykit/platform/endpoints/games';
import type { inboxPointsEndpoints } from '@lobbykit/platform/endpoints/inbox-points';
import type { lotteryEndpoints } from '@lobbykit/platform/endpoints/lottery';
import type { memberEndpoints } from '@lobbykit/platform/endpoints/member';
import type { rebateEndpoints } from '@lobbykit/platform/endpoints/rebates';
import type { rewardEndpoints } from '@lobbykit/platform/endpoints/rewards';
import type { sessionEndpoints } from '@lobbykit/platform/endpoints/session';
import type { systemEndpoints } from '@lobbykit/platform/endpoints/system';
import type { walletEndpoints } from '@lobbykit/platform/endpoints/wallet';
import { renderContext } from '../render-context.ts';

/**
 * The one way features call the platform:
 *
 *   callPlatform('system', 'systemStatus', { url: siteHost() })
 *
 * - Lazy: the client, its endpoint tables and zod are chunks of their own, fetched with the first
 *   call, so none of them is in the first load. Once they are here a call leaves at once.
 * - The same on the site server, where it uses the visitor's own client (their address forwarded,
 *   no token): whether a screen's data is drawn on the server is the route table's say
 *   (`serverData` in app/routes.tsx), never which module a hook imports.
 * - Injectable: tests hand it a fake platform (core/testing/fake-platform.ts) instead of mocking
 *   modules.
 */
export interface EndpointTables {
  session: typeof sessionEndpoints;
  system: typeof systemEndpoints;
  member: typeof memberEndpoints;
  account: typeof accountEndpoints;
  games: typeof gameEndpoints;
  lottery: typeof lotteryEndpoints;
  rewards: typeof rewardEndpoints;
  wallet: typeof walletEndpoints;
  inboxPoints: typeof inboxPointsEndpoints;
  agent: typeof agentEndpoints;
  feedback: typeof feedbackEndpoints;
  bets: typeof betEndpoints;
  rebates: typeof rebateEndpoints;
  bonuses: typeof bonusEndpoints;
  // agent reports
  agentReports: typeof agentReportEndpoints;
}

export type PlatformArea = keyof EndpointTables;

const tableLoaders: { [Area in PlatformArea]: () => Promise<EndpointTables[Area]> } = {
  session: () => import('@lobbykit/platform/endpoints/session').then((module) => module.sessionEndpoints),
  system: () => import('@lobbykit/platform/endpoints/system').then((module) => module.systemEndpoints),
  member: () => import('@lobbykit/platform/endpoints/member').then((module) => module.memberEndpoints),
  account: () => import('@lobbykit/platform/endpoints/account').then((module) => module.accountEndpoints),
  games: () => import('@lobbykit/platform/endpoints/games').then((module) => module.gameEndpoints),
  lottery: () => import('@lobbykit/platform/endpoints/lottery').then((module) => module.lotteryEndpoints),
  rewards: () => import('@lobbykit/platform/endpoints/rewards').then((module) => module.rewardEndpoints),
  wallet: () => import('@lobbykit/platform/endpoints/wallet').then((module) => module.walletEndpoints),
  inboxPoints: () => import('@lobbykit/platform/endpoints/inbox-points').then((module) => module.inboxPointsEndpoints),
  agent: () => import('@lobbykit/platform/endpoints/agent').then((module) => module.agentEndpoints),
  feedback: () => import('@lobbykit/platform/endpoints/feedback').then((module) => module.feedbackEndpoints),
  bets: () => import('@lobbykit/platform/endpoints/bets').then((module) => module.betEndpoints),
  rebates: () => import('@lobbykit/platform/endpoints/rebates').then((module) => module.rebateEndpoints),
  bonuses: () => import('@lobbykit/platform/endpoints/bonuses').then((module) => module.bonusEndpoints),
  // agent reports
  agentReports: () =>
    import('@lobbykit/platform/endpoints/agent-reports').then((module) => module.agentReportEndpoints),
};

type EndpointOf<
  Area extends PlatformArea,
  Name extends keyof EndpointTables[Area],
> = EndpointTables[Area][Name] extends Endpoint ? EndpointTables[Area][Name] : never;

export type PlatformRequest<Area extends PlatformArea, Name extends keyof EndpointTables[Area]> = RequestOf<
  EndpointOf<Area, Name>
>;
export type PlatformResponse<Area extends PlatformArea, Name extends keyof EndpointTables[Area]> = ResponseOf<
  EndpointOf<Area, Name>
>;

/** What the caller needs of a platform client: the real one, a visitor's on the server, or a fake. */
export interface PlatformCaller {
  call(endpoint: Endpoint, input: unknown, options?: CallOptions): Promise<unknown>;
}

const loadedTables: Partial<EndpointTables> = {};
const loadingTables: Partial<Record<PlatformArea, Promise<unknown>>> = {};
let browserClient: PlatformCaller | undefined;
let loadingClient: Promise<PlatformCaller> | undefined;
let injected: PlatformCaller | null = null;

/** Tests (and Storybook) put a platform of their own in place of the real client; null restores it. */
export function injectPlatform(platform: PlatformCaller | null) {
  injected = platform;
}

function tableOf<Area extends PlatformArea>(area: Area): EndpointTables[Area] | Promise<EndpointTables[Area]> {
  const loaded = loadedTables[area];
  if (loaded) return loaded;
  const loading = (loadingTables[area] ??= tableLoaders[area]().then(
    (table) => (loadedTables[area] = table),
    (error: unknown) => {
      delete loadingTables[area];
      throw error;
    },
  ));
  return loading as Promise<EndpointTables[Area]>;
}

/**
 * Fetches an area's endpoint table ahead of its first call (a centre page's, with the page's own
 * code), so that call leaves as soon as the page asks. Resolves once the table is here.
 */
export function preloadPlatformArea(area: PlatformArea): Promise<unknown> {
  return Promise.resolve(tableOf(area));
}

/** Chosen when the call is made, not after a wait: on the server, the page being drawn is this visitor's. */
function platformNow(): PlatformCaller | Promise<PlatformCaller> {
  if (injected) return injected;
  if (import.meta.env.SSR) {
    const visitors = renderContext()?.platform;
    if (!visitors) throw new Error('platform called on the site server outside a page render');
    return visitors;
  }
  if (browserClient) return browserClient;
  return (loadingClient ??= import('./client.ts').then(
    (module) => (browserClient = module.platform),
    (error: unknown) => {
      loadingClient = undefined;
      throw error;
    },
  ));
}

export function callPlatform<Area extends PlatformArea, Name extends keyof EndpointTables[Area]>(
  area: Area,
  name: Name,
  input: PlatformRequest<Area, Name>,
  ...options: [CallOptions?]
): Promise<PlatformResponse<Area, Name>> {
  let platform: PlatformCaller | Promise<PlatformCaller>;
  try {
    platform = platformNow();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const table = tableOf(area);
  const send = (caller: PlatformCaller, endpoints: EndpointTables[Area]) =>
    caller.call(endpoints[name] as Endpoint, input, ...options) as Promise<PlatformResponse<Area, Name>>;
  // Both at hand: the request leaves in this very task, not behind the render the choice started.
  if (!(platform instanceof Promise) && !(table instanceof Promise)) return send(platform, table);
  return Promise.all([platform, table]).then(([caller, endpoints]) => send(caller, endpoints));
}
