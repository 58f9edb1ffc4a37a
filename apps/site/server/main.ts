import { serve } from '@hono/node-server';
import { createSiteServer } from './site-server.ts';

const port = Number(process.env.PORT ?? 4173);
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4100}`;
const brand = process.env.BRAND ?? 'AURORA';

const app = createSiteServer({ root: new URL('../dist/', import.meta.url), platformUrl, brand });
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`site on http://localhost:${info.port} (platform: ${platformUrl})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
