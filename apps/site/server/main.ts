import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import committedBrandHosts from '../brand-hosts.json' with { type: 'json' };
import { brandHostsFrom, loadBrandHosts } from './brand-by-host.ts';
import { serverMessagesFrom } from './server-messages.ts';
import { createSiteServer, type PageRenderer } from './site-server.ts';

const port = Number(process.env.PORT ?? 4173);
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4100}`;
// BRAND forces one merchant for every host (a single-brand deployment or a quick local check).
// The committed mapping is compiled in; BRAND_HOSTS names a deployment's own file.
const brandHosts = process.env.BRAND_HOSTS
  ? loadBrandHosts(process.env.BRAND_HOSTS)
  : brandHostsFrom(committedBrandHosts);
if (process.env.BRAND) brandHosts.default = process.env.BRAND;
// This file runs compiled, as <build>/ssr/server.js (build/server-entry.ts): its build is one up.
const dist = process.env.SITE_DIST
  ? pathToFileURL(`${process.env.SITE_DIST.replace(/\/$/, '')}/`)
  : new URL('../', import.meta.url);

const rendererFile = new URL('ssr/entry-server.js', dist);
const renderer = existsSync(rendererFile) ? ((await import(rendererFile.href)) as PageRenderer) : null;
if (!renderer) console.log('no server renderer in the build: the browser draws every page');

/** A whole number from the environment, or the server's default when the setting is absent. */
function wholeNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

const commonPacks = import.meta.glob<{ errors?: Record<string, string> }>('@locales/*/common.json', {
  eager: true,
  import: 'default',
});

/** The settings that were given; the server's defaults stand for the rest. */
const definedOnly = <T extends object>(settings: T) =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as Partial<T>;

const proxy = {
  // Proxies (load balancer, CDN) in front of the site whose X-Forwarded-For hops are believed.
  trustedProxyHops: wholeNumber('TRUSTED_PROXY_HOPS'),
  timeoutMs: wholeNumber('PLATFORM_TIMEOUT_MS'),
  bodyLimitBytes: wholeNumber('PLATFORM_BODY_LIMIT_BYTES'),
};
const rendering = {
  concurrency: wholeNumber('SSR_CONCURRENCY'),
  queueLimit: wholeNumber('SSR_QUEUE_LIMIT'),
  budgetMs: wholeNumber('SSR_BUDGET_MS'),
};
const app = createSiteServer({
  root: dist,
  platformUrl,
  brandHosts,
  renderer,
  // Space-separated origins the browser may call besides the site (CSP connect-src).
  connectOrigins: [
    ...(process.env.CSP_CONNECT_ORIGINS ?? '').split(/\s+/).filter(Boolean),
    // A collector on another origin must be reachable from the page.
    ...(/^https?:\/\//.test(process.env.ERROR_REPORT_URL ?? '') ? [new URL(process.env.ERROR_REPORT_URL!).origin] : []),
  ],
  // The proxy's translated errors, compiled in: the server reads no locales folder at run time.
  proxy: { ...definedOnly(proxy), messages: serverMessagesFrom(commonPacks) },
  rendering: definedOnly(rendering),
  release: process.env.RELEASE || undefined,
  errorReportUrl: process.env.ERROR_REPORT_URL,
});
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`site on http://localhost:${info.port} (platform: ${platformUrl})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
