import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { loadBrandHosts } from './brand-by-host.ts';
import { createSiteServer, type PageRenderer } from './site-server.ts';

const port = Number(process.env.PORT ?? 4173);
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4100}`;
// BRAND forces one merchant for every host (a single-brand deployment or a quick local check).
const brandHosts = loadBrandHosts(process.env.BRAND_HOSTS ?? new URL('../brand-hosts.json', import.meta.url));
if (process.env.BRAND) brandHosts.default = process.env.BRAND;
const dist = process.env.SITE_DIST
  ? pathToFileURL(`${process.env.SITE_DIST.replace(/\/$/, '')}/`)
  : new URL('../dist/', import.meta.url);

const rendererFile = new URL('ssr/entry-server.js', dist);
const renderer = existsSync(rendererFile) ? ((await import(rendererFile.href)) as PageRenderer) : null;
if (!renderer) console.log('no server renderer in the build: the browser draws every page');

const app = createSiteServer({ root: dist, platformUrl, brandHosts, renderer });
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`site on http://localhost:${info.port} (platform: ${platformUrl})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
