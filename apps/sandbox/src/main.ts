import { parseArgs } from 'node:util';
import { defaultDatabaseFile } from './db/database.ts';
import { startSandbox } from './server.ts';
import { settingsFromEnv } from './settings.ts';

const usage = `Usage: tsx apps/sandbox/src/main.ts [--reset] [--db <file>] [--port <port>]

  --reset        throw the database away and seed it afresh
  --db <file>    database file (env SANDBOX_DB, default ${defaultDatabaseFile})
  --port <port>  port (env SANDBOX_PORT, default 4100)

Environment: SANDBOX_TEST_MODE=1 (fixed SMS code and captcha), SANDBOX_SYSTEM_STATUS=0|1|2,
SANDBOX_FAULTS='[{"path":"/wps/v2/wallets/balance","kind":"status","status":503}]'`;

async function main() {
  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      db: { type: 'string' },
      port: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const settings = settingsFromEnv(process.env);
  const sandbox = await startSandbox({
    port: Number(values.port ?? process.env.SANDBOX_PORT ?? 4100),
    dbFile: values.db ?? process.env.SANDBOX_DB ?? defaultDatabaseFile,
    reset: values.reset,
    settings,
  });
  const brands = [...sandbox.ctx.merchants.keys()].join(', ');
  console.log(`sandbox platform on ${sandbox.url} (brands ${brands}${settings.testMode ? ', test mode' : ''})`);
  console.log('sign in as demo / Demo1234; every demo account is listed in apps/sandbox/README.md');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(`[sandbox] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
