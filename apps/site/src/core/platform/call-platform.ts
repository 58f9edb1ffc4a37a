import type { CallOptions, Endpoint, RequestOf, ResponseOf } from '@lobbykit/platform';
// Types only: erased from the build, so the tables below stay in their own chunks.
import type { gameEndpoints } from '@lobbykit/platform/endpoints/games';
import type { inboxPointsEndpoints } from '@lobbykit/platform/endpoints/inbox-points';
import type { memberEndpoints } from '@lobbykit/platform/endpoints/member';
import type { rewardEndpoints } from '@lobbykit/platform/endpoints/rewards';
import type { systemEndpoints } from '@lobbykit/platform/endpoints/system';
import type { walletEndpoints } from '@lobbykit/platform/endpoints/wallet';
import { renderContext } from '../render-context.ts';

/**
 * Platform calls for what the first screen shows (status, menus, winners, member info), made
 * without the platform client in the first load: the client, its endpoint tables and zod arrive in
 * their own chunks on the first call, fetched in parallel with it.
 *
 *   callPlatform('system', 'systemStatus', { url: location.host })
 *
 * Screens and dialogs that load later import `platform` and the endpoint tables directly.
 */
interface EndpointTables {
  system: typeof systemEndpoints;
  games: typeof gameEndpoints;
  member: typeof memberEndpoints;
  rewards: typeof rewardEndpoints;
  wallet: typeof walletEndpoints;
  inboxPoints: typeof inboxPointsEndpoints;
}

const tables: { [Area in keyof EndpointTables]: () => Promise<EndpointTables[Area]> } = {
  system: () => import('@lobbykit/platform/endpoints/system').then((module) => module.systemEndpoints),
  games: () => import('@lobbykit/platform/endpoints/games').then((module) => module.gameEndpoints),
  member: () => import('@lobbykit/platform/endpoints/member').then((module) => module.memberEndpoints),
  rewards: () => import('@lobbykit/platform/endpoints/rewards').then((module) => module.rewardEndpoints),
  wallet: () => import('@lobbykit/platform/endpoints/wallet').then((module) => module.walletEndpoints),
  inboxPoints: () => import('@lobbykit/platform/endpoints/inbox-points').then((module) => module.inboxPointsEndpoints),
};

type EndpointOf<
  Area extends keyof EndpointTables,
  Name extends keyof EndpointTables[Area],
> = EndpointTables[Area][Name] extends Endpoint ? EndpointTables[Area][Name] : never;

export type LazyRequest<Area extends keyof EndpointTables, Name extends keyof EndpointTables[Area]> = RequestOf<
  EndpointOf<Area, Name>
>;
export type LazyResponse<Area extends keyof EndpointTables, Name extends keyof EndpointTables[Area]> = ResponseOf<
  EndpointOf<Area, Name>
>;

/** The site's client in the browser; the visitor's own one while the site server renders a page. */
async function clientForThisPage() {
  const onServer = import.meta.env.SSR ? renderContext()?.platform : undefined;
  return onServer ?? (await import('./client.ts')).platform;
}

export async function callPlatform<Area extends keyof EndpointTables, Name extends keyof EndpointTables[Area]>(
  area: Area,
  name: Name,
  input: LazyRequest<Area, Name>,
  ...options: [CallOptions?]
): Promise<LazyResponse<Area, Name>> {
  const [platform, table] = await Promise.all([clientForThisPage(), tables[area]()]);
  const endpoint = table[name] as EndpointOf<Area, Name>;
  return platform.call(endpoint, input, ...options) as Promise<LazyResponse<Area, Name>>;
}
