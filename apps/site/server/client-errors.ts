import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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

/** Reports one address may send: a bucket of this many, refilled at this many a minute. */
export const clientErrorsPerMinute = 30;
/** Addresses remembered at most; the least recently seen is forgotten first (a full bucket again). */
export const clientErrorAddresses = 10_000;

/**
 * A token bucket per client address: `take` answers whether one more report is let in. Bounded:
 * past `maxAddresses` the address seen least recently is forgotten, which only ever gives it a
 * full bucket again.
 */
export class ReportBuckets {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute = clientErrorsPerMinute,
    private readonly maxAddresses = clientErrorAddresses,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string): boolean {
    const now = this.now();
    const bucket = this.#buckets.get(address) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    bucket.at = now;
    // Re-inserted at the end: the Map's order is the order addresses were last seen.
    this.#buckets.delete(address);
    this.#buckets.set(address, bucket);
    while (this.#buckets.size > this.maxAddresses) this.#buckets.delete(this.#buckets.keys().next().value!);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  get size() {
    return this.#buckets.size;
  }
}

export interface ClientErrorLimit {
  /** The client's address, as the site server rebuilds it (visitor-address.ts). */
  addressOf: (c: Context<ProxyEnv>) => string | null;
  buckets?: ReportBuckets;
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
  const buckets = limit && (limit.buckets ?? new ReportBuckets());
  app.post(
    clientErrorsPath,
    // Over its rate an address is answered before its body is read.
    async (c, next) => {
      if (limit && buckets && !buckets.take(limit.addressOf(c) ?? 'unknown')) return c.body(null, 429);
      await next();
    },
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
