import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import type * as entryServer from '../src/ssr/entry-server.tsx';
import { brandFor, previewCookie, type BrandHosts } from './brand-by-host.ts';
import { clientErrorReceiver, clientErrorsPath } from './client-errors.ts';
import { GateFull, renderGate } from './render-gate.ts';
import { platformProxy, type PlatformProxyOptions, type ProxyEnv } from './platform-proxy.ts';
import { everyResponseHeaders, inlineScriptHashes, pageHeaders } from './security-headers.ts';
import { loadServerMessages } from './server-messages.ts';
import { visitorAddress } from './visitor-address.ts';

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
  /** The server renderer from the SSR build (dist/ssr); without it the browser draws every page. */
  renderer?: PageRenderer | null;
  /** The proxy's limits and trust (platform-proxy.ts); the defaults suit a site with no proxy in front. */
  proxy?: Partial<Omit<PlatformProxyOptions, 'platformUrl'>>;
  /** Origins besides the site's own the browser may call (CSP connect-src): a platform or error collector elsewhere. */
  connectOrigins?: readonly string[];
  /** How many pages draw at once, how many may wait, and how long a visitor waits for one. */
  rendering?: Partial<RenderingOptions>;
  /** The release the health endpoint names (RELEASE); the build's own id is always given beside it. */
  release?: string;
  /**
   * Where the browser reports its errors (ERROR_REPORT_URL): the site's own receiver by default,
   * a collector elsewhere, or '' for none.
   */
  errorReportUrl?: string;
  /** Where the site's own receiver writes each report (stdout by default). */
  logClientError?: (line: string) => void;
}

/** How long the readiness check waits for the platform before calling it down. */
const readinessTimeoutMs = 2000;

export interface RenderingOptions {
  /** Pages drawn at the same time (SSR_CONCURRENCY). */
  concurrency: number;
  /** Pages waiting for a turn; one more gets the plain shell at once (SSR_QUEUE_LIMIT). */
  queueLimit: number;
  /** A page not drawn within this, waiting included, is sent for the browser to draw (SSR_BUDGET_MS). */
  budgetMs: number;
}

/**
 * Drawing is mostly CPU on the server's one thread: two pages overlap one's platform wait with the
 * other's drawing, more only slow every page down (200 visitors at once with 8 drawing kept even
 * the turned-away ones waiting seconds for the busy thread). Past the queue, a visitor is better
 * served by the shell now than by a drawn page seconds later (`pnpm bench` reports the figure).
 */
export const renderingDefaults: RenderingOptions = { concurrency: 2, queueLimit: 8, budgetMs: 3000 };

const proxyDefaults = {
  timeoutMs: 12_000,
  // Three 5 MB proof images as base64 in one JSON body, with room for the rest of the form.
  bodyLimitBytes: 24 * 1024 * 1024,
  trustedProxyHops: 0,
};

const localesDir = new URL('../../../locales/', import.meta.url);

/** The renderer's entry as the server uses it (the build's own file, loaded at start). */
export type PageRenderer = Pick<typeof entryServer, 'renderPage'>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function withRenderedPage(page: string, rendered: Awaited<ReturnType<PageRenderer['renderPage']>>) {
  return page
    .replace(/<html lang="[^"]*" dir="[^"]*"/, `<html lang="${rendered.lang}" dir="${rendered.dir}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
    .replace('</head>', () => `<link rel="icon" href="${escapeHtml(rendered.icon)}">${rendered.head}</head>`)
    .replace(
      '<div id="root"></div>',
      // A function, so a "$&" in the drawn text or the data is not read as a replacement pattern.
      () =>
        `<div id="root">${rendered.html}</div><script type="application/json" id="primed-data">${rendered.primedJson}</script>`,
    );
}

/** Serves the built site and forwards platform calls to the platform on the same origin. */
export function createSiteServer(options: SiteServerOptions) {
  const { root, platformUrl, brandHosts, renderer = null, proxy = {}, connectOrigins = [] } = options;
  const rendering = { ...renderingDefaults, ...options.rendering };
  const errorReportUrl = options.errorReportUrl ?? clientErrorsPath;
  // The page learns where to report its errors, and the release to name, from the server.
  const withErrorReports = (page: string) =>
    errorReportUrl
      ? page.replace(
          '</head>',
          () =>
            `<meta name="lobbykit-error-reports" content="${escapeHtml(errorReportUrl)}" data-release="${escapeHtml(options.release ?? build)}"></head>`,
        )
      : page;
  const gate = renderGate(rendering);
  const rootPath = fileURLToPath(root);
  const indexHtml = readFileSync(new URL('index.html', root), 'utf8');
  const scriptHashes = inlineScriptHashes(indexHtml);
  // The build's id: the same on every instance serving this build, a new one with every release.
  const build = createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);
  const app = new Hono<ProxyEnv>();
  const proxySettings = { ...proxyDefaults, messages: proxy.messages ?? loadServerMessages(localesDir), ...proxy };
  const visitorOf = (c: Context<ProxyEnv>) =>
    visitorAddress(
      c.req.header('x-forwarded-for'),
      c.env?.incoming?.socket.remoteAddress,
      proxySettings.trustedProxyHops,
    );

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(everyResponseHeaders)) c.header(name, value);
  });
  // Liveness: the process answers. No platform call, so a slow platform never restarts the site.
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok', release: options.release ?? build, build, rendering: gate.load() });
  });
  // Readiness: whether the platform answers at all (any HTTP status below 500), for a load balancer
  // that should send visitors elsewhere while this instance cannot reach it.
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const platform = await fetch(new URL('/wps/system/status', platformUrl), {
      signal: AbortSignal.timeout(readinessTimeoutMs),
    }).then(
      (response) => (response.status < 500 ? 'up' : 'down'),
      () => 'down',
    );
    return c.json({ status: platform === 'up' ? 'ready' : 'not ready', platform }, platform === 'up' ? 200 : 503);
  });
  app.route('/', clientErrorReceiver(options.logClientError, { addressOf: visitorOf }));
  app.use('*', ...platformProxy({ platformUrl, ...proxySettings }));
  app.use('*', compress());
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      // Only a file that exists is the same for ever: a missing one may arrive with the next release,
      // and a cached 404 would break it for a year.
      c.header('Cache-Control', c.res.ok ? 'public, max-age=31536000, immutable' : 'no-store');
    },
    // The build writes Brotli and gzip copies of its text files (build/precompress.ts).
    serveStatic({ root: rootPath, precompressed: true }),
  );
  // History-mode routing: the shell for the root, for any path that is not a file, and never the
  // raw index.html (it still carries the brand placeholder).
  const render = async (c: Context<ProxyEnv>, brand: string, page: string) => {
    if (!renderer) return page;
    const { pathname, search, host, origin } = new URL(c.req.url);
    // Stops the render, and its platform calls, when the visitor goes or the budget runs out.
    const budget = new AbortController();
    const timer = setTimeout(
      () => budget.abort(new Error(`not drawn within ${rendering.budgetMs} ms`)),
      rendering.budgetMs,
    );
    const signal = AbortSignal.any([c.req.raw.signal, budget.signal]);
    const stopped = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
    );
    try {
      const drawing = gate.run(
        () =>
          renderer.renderPage({
            url: `${pathname}${search}`,
            host: c.req.header('host') ?? host,
            origin,
            brand,
            languageCookie: getCookie(c, 'language') ?? null,
            platformUrl,
            visitorAddress: visitorOf(c),
            signal,
          }),
        signal,
      );
      // The visitor gets the shell the moment the signal fires, whatever the renderer is doing.
      const rendered = await Promise.race([drawing, stopped]);
      return withRenderedPage(page, rendered);
    } catch (error) {
      // The browser draws the page itself, exactly as without a renderer.
      const reason = error instanceof GateFull ? 'busy' : error instanceof Error ? error.message : error;
      console.error(`[site] ${pathname} is left to the browser:`, reason);
      return page;
    } finally {
      clearTimeout(timer);
    }
  };

  const shell = async (c: Context<ProxyEnv>) => {
    const { brand, remember } = brandFor(brandHosts, {
      host: c.req.header('host') ?? new URL(c.req.url).host,
      query: c.req.query('brand'),
      cookie: getCookie(c, previewCookie),
    });
    if (remember) setCookie(c, previewCookie, brand, { path: '/', sameSite: 'Lax' });
    // Drawn for this visitor (their language, their brand preview): a shared cache keeps none.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Host, Cookie');
    const { protocol } = new URL(c.req.url);
    // Behind a trusted proxy that ended TLS, its X-Forwarded-Proto says how the visitor came.
    const forwardedProto = proxySettings.trustedProxyHops > 0 ? c.req.header('x-forwarded-proto') : undefined;
    const headers = pageHeaders(
      { scriptHashes, connectOrigins, frameAncestors: brandHosts.frameAncestors?.[brand] ?? [] },
      protocol === 'https:' || forwardedProto === 'https',
    );
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.html(await render(c, brand, withErrorReports(indexHtml.replace('__LOBBYKIT_BRAND__', brand))));
  };
  app.get('/', shell);
  app.get('/index.html', shell);
  // The renderer's own files and the build's manifest (every chunk's name) are the server's, not the browser's.
  app.use('/ssr/*', async (c) => c.notFound());
  app.use('/.vite/*', async (c) => c.notFound());
  app.use('*', serveStatic({ root: rootPath }));
  // A missing file (a browser's /favicon.ico, a stale chunk, a robot's probe) is not a page: it gets
  // a 404 rather than a drawn home page, which would also hold up the visitors' pages behind it.
  // History-mode paths have no extension, except the spec's /register.html alias.
  app.get('*', async (c, next) => {
    const { pathname } = new URL(c.req.url);
    return /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html') ? c.notFound() : next();
  });
  app.get('*', shell);

  return app;
}
