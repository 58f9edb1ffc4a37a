/**
 * The admin calls move money, clocks and statuses: a page on another site must not be able to
 * make a visitor's browser call them. A browser says where a request comes from (Sec-Fetch-Site,
 * Origin); tools and tests (curl, node's fetch) say nothing and pass. A change must come as JSON,
 * which a plain HTML form cannot send.
 */
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context.ts';
import { refuse } from './envelope.ts';

export function adminGuard(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const origin = c.req.header('Origin');
    const ownOrigin = new URL(c.req.url).origin;
    const crossSite =
      (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') ||
      (origin !== undefined && origin !== ownOrigin);
    const formPost = c.req.method === 'POST' && !c.req.header('Content-Type')?.startsWith('application/json');
    if (crossSite || formPost) {
      return refuse(
        c,
        { code: 'OPERATION_NOT_ALLOWED', message: 'Admin calls come only as JSON from no other site.' },
        403,
      );
    }
    return next();
  };
}
