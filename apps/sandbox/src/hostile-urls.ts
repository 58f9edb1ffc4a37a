import type { MiddlewareHandler } from 'hono';
import type { SandboxContext, SandboxEnv } from './context.ts';
import { clientIp } from './routing.ts';

/** Every field of the contract that carries an address (packages/platform/src/schemas.ts, platform URLs). */
const urlFields = new Set([
  'url',
  'link',
  'qrCodeUrl',
  'game_url',
  'imageUrl',
  'showIcon',
  'iconUrl',
  'smallIcon',
  'avatarUrl',
  'paymentUrl',
  'icon',
]);
const urlLists = new Set(['icons', 'imageCDNs', 'launchGameCDNs']);

function poison(value: unknown, hostile: string): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, hostile));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (urlFields.has(key) && typeof field === 'string') return [key, hostile];
      if (urlLists.has(key) && Array.isArray(field)) return [key, field.map(() => hostile)];
      return [key, poison(field, hostile)];
    }),
  );
}

/**
 * Test mode only: a visitor whose override names a `hostileUrl` (POST /sandbox/admin/visitors) gets
 * that address in every URL field of the platform's JSON answers, as a compromised or careless
 * platform might send, so an end-to-end test can check the site renders, opens and frames none of
 * them. Other visitors, and a sandbox not in test mode, are never touched.
 */
export function hostileUrlMiddleware(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    await next();
    const hostile = ctx.settings.testMode ? ctx.visitors.get(clientIp(c))?.hostileUrl : undefined;
    if (!hostile || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const body = (await c.res.clone().json()) as unknown;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(poison(body, hostile)), { status: c.res.status, headers });
  };
}
