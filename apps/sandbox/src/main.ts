import { serve } from '@hono/node-server';
import { createSandboxApp } from './app.ts';

const port = Number(process.env.SANDBOX_PORT ?? 4100);
const systemStatus = Number(process.env.SANDBOX_SYSTEM_STATUS ?? 0);
if (systemStatus !== 0 && systemStatus !== 1 && systemStatus !== 2) {
  console.error(`SANDBOX_SYSTEM_STATUS must be 0, 1 or 2, not ${systemStatus}`);
  process.exit(2);
}

const app = createSandboxApp({ systemStatus });
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`sandbox platform on http://127.0.0.1:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
