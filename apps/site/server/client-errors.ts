import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimiter } from 'hono-rate-limiter';
import type { ProxyEnv } from './platform-proxy.ts';

/** Where the site's own receiver listens; the page's default reporting endpoint (ERROR_REPORT_URL). */
export const clientErrorsPath = '/client-errors';

/** A report is a few hundred bytes (core/error-reports.ts); anything far larger is not one. */
export const clientErrorBodyLimit = 8 * 1024;

const fields = { kind: 20, message: 300, stack: 2000, path: 300, release: 64, brand: 20 } as const;

/** Only the known fields, as strings of their size: a log line nobody can inflate or forge into many. */
function cleaned(report: unknown): Record<string, string> | null {
  if (!report || typeof report !== 'object') return null;
  const entries = Object.entries(fields).flatMap(([name, max]) => {
    const value = (report as Record<string, unknown>)[name];
    return typeof value === 'string' ? [[name, value.slice(0, max)] as const] : [];
  });
  const line = Object.fromEntries(entries);
  return typeof line.message === 'string' ? line : null;
}

/** Reports one client address may send a minute; beyond, 429 until the minute is over. */
export const clientErrorsPerMinute = 30;

export interface ClientErrorLimit {
  /** The client's address, as the site server rebuilds it (visitor-address.ts). */
  addressOf: (c: Context<ProxyEnv>) => string | null;
}

/**
 * The default receiver of the browser’s error reports: each is logged as one JSON line on stdout
 * (`[client-error] {...}`), for the platform's log collection to pick up. A deployment with its own
 * collector points ERROR_REPORT_URL there instead. With `limit`, each client address may send
 * `clientErrorsPerMinute` reports a minute (429 beyond, the body unread), so a loop or a flood
 * cannot fill the log.
 */
export function clientErrorReceiver(
  log: (line: string) => void = (line) => console.log(line),
  limit?: ClientErrorLimit,
) {
  const app = new Hono<ProxyEnv>();
  // Over its rate an address is answered before its body is read. The library's memory store
  // forgets every address not seen within the last window, so a flood of addresses is let go too.
  if (limit) {
    app.post(
      clientErrorsPath,
      rateLimiter<ProxyEnv>({
        windowMs: 60_000,
        limit: clientErrorsPerMinute,
        keyGenerator: (c) => limit.addressOf(c) ?? 'unknown',
        handler: (c) => c.body(null, 429),
      }),
    );
  }
  app.post(
    clientErrorsPath,
    bodyLimit({ maxSize: clientErrorBodyLimit, onError: (c) => c.body(null, 413) }),
    async (c) => {
      let report: unknown;
      try {
        // Sent as text/plain (no preflight from another origin), JSON inside.
        report = JSON.parse(await c.req.text());
      } catch {
        return c.body(null, 400);
      }
      const line = cleaned(report);
      if (!line) return c.body(null, 400);
      log(`[client-error] ${JSON.stringify(line)}`);
      return c.body(null, 204);
    },
  );
  return app;
}
