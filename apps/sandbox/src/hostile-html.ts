import { endpoints } from '@lobbykit/platform';
import type { MiddlewareHandler } from 'hono';
import type { SandboxContext, SandboxEnv } from './context.ts';
import { clientIp } from './routing.ts';

/**
 * Every call whose answer carries operator HTML, in its `content` fields: notices (the popup, the
 * notice bar and the notice page), promotions (their detail pages), help articles and a message's
 * body (the inbox detail).
 */
const htmlPaths = new Set(
  [endpoints.announcements, endpoints.promotions, endpoints.helpCenter, endpoints.messageDetail].map(
    (endpoint) => endpoint.path,
  ),
);

function poison(value: unknown, hostile: string): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, hostile));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) =>
      key === 'content' && typeof field === 'string' ? [key, hostile] : [key, poison(field, hostile)],
    ),
  );
}

/**
 * Test mode only: a visitor whose override names a `hostileHtml` (POST /sandbox/admin/visitors) gets
 * that markup as the body of every notice, promotion, help article and message they are sent, as a
 * compromised back office might write it, so an end-to-end test can check the site runs none of it
 * (tests/e2e/xss-corpus.spec.ts). Other visitors, and a sandbox not in test mode, are never touched.
 */
export function hostileHtmlMiddleware(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    await next();
    const hostile = ctx.settings.testMode ? ctx.visitors.get(clientIp(c))?.hostileHtml : undefined;
    if (hostile === undefined || !htmlPaths.has(c.req.path)) return;
    if (!c.res.headers.get('content-type')?.includes('application/json')) return;
    const body = (await c.res.clone().json()) as { value?: unknown };
    if (!('value' in body)) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify({ ...body, value: poison(body.value, hostile) }), {
      status: c.res.status,
      headers,
    });
  };
}
