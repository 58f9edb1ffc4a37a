import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import { proxy } from 'hono/proxy';
import { brandFor, previewCookie, type BrandHosts } from './brand-by-host.ts';

export interface SiteServerOptions {
  /** The built site (apps/site/dist). */
  root: URL;
  /** Where /wps and /lgw go: the sandbox, or an operator's real platform. */
  platformUrl: string;
  /**
   * Which merchant each host serves; the code is stamped on <html data-brand> so the brand
   * applies before first paint.
   */
  brandHosts: BrandHosts;
}

const platformPrefixes = ['/wps/', '/lgw/', '/lotto/'];

/** Serves the built site and forwards platform calls to the platform on the same origin. */
export function createSiteServer({ root, platformUrl, brandHosts }: SiteServerOptions) {
  const rootPath = fileURLToPath(root);
  const indexHtml = readFileSync(new URL('index.html', root), 'utf8');
  const app = new Hono<{ Bindings: { incoming?: IncomingMessage } }>();

  app.use('*', async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (!platformPrefixes.some((prefix) => pathname.startsWith(prefix))) return next();
    const headers = new Headers(c.req.raw.headers);
    headers.delete('host');
    const remote = c.env?.incoming?.socket.remoteAddress;
    if (remote) headers.set('X-Forwarded-For', remote);
    try {
      return await proxy(`${platformUrl}${pathname}${search}`, { ...c.req, headers });
    } catch {
      return c.json({ success: false, message: 'Platform unreachable' }, 502);
    }
  });

  app.use('*', compress());
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: rootPath }),
  );
  // History-mode routing: the shell for the root, for any path that is not a file, and never the
  // raw index.html (it still carries the brand placeholder).
  const shell = (c: Context) => {
    const { brand, remember } = brandFor(brandHosts, {
      host: c.req.header('host') ?? new URL(c.req.url).host,
      query: c.req.query('brand'),
      cookie: getCookie(c, previewCookie),
    });
    if (remember) setCookie(c, previewCookie, brand, { path: '/', sameSite: 'Lax' });
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Host, Cookie');
    return c.html(indexHtml.replace('__LOBBYKIT_BRAND__', brand));
  };
  app.get('/', shell);
  app.get('/index.html', shell);
  app.use('*', serveStatic({ root: rootPath }));
  app.get('*', shell);

  return app;
}
