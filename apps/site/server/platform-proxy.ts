import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { proxy } from 'hono/proxy';
import { isolatePlatformContent } from './platform-content.ts';
import type { ServerMessages } from './server-messages.ts';
import { visitorAddress } from './visitor-address.ts';

export interface PlatformProxyOptions {
  platformUrl: string;
  messages: ServerMessages;
  /** How long the platform may take before the visitor gets a 504 (below the client's own 15 s). */
  timeoutMs: number;
  /** The largest request body passed on: three proof images of 5 MB in base64 JSON fit (spec §9). */
  bodyLimitBytes: number;
  /** Proxies in front of the site whose X-Forwarded-For hops are believed (visitor-address.ts). */
  trustedProxyHops: number;
}

export type ProxyEnv = { Bindings: { incoming?: IncomingMessage } };

export const platformPrefixes = ['/wps/', '/lgw/', '/lotto/'];

/**
 * What a platform call carries (protocol notes: Merchant, Device, Language, Authorization, the
 * envelope's Encryption with its X-Digest and X-RSA) and what plain HTTP needs. Nothing else goes
 * through: the site's own cookies (the brand preview, the language) are none of the platform's
 * business, and a header the proxy does not know cannot smuggle anything past it.
 */
const requestHeaders = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'device',
  'encryption',
  'if-modified-since',
  'if-none-match',
  'language',
  'merchant',
  'user-agent',
  'x-digest',
  'x-rsa',
];

/** What the browser needs of an answer; never the platform's cookies, which would land on the site's origin. */
const responseHeaders = [
  'cache-control',
  'content-disposition',
  'content-language',
  'content-type',
  'etag',
  'expires',
  'last-modified',
  'location',
  'referrer-policy',
  'retry-after',
  'vary',
  'x-sandbox-fault',
];

function pick(from: Headers, names: readonly string[]) {
  const kept = new Headers();
  for (const name of names) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

const failure = (c: Context, message: string, status: 413 | 502 | 504) =>
  c.json({ success: false, message }, status, { 'Cache-Control': 'no-store' });

/** Forwards the platform's paths to the platform, on the site's origin, through an allow-list each way. */
export function platformProxy(options: PlatformProxyOptions): MiddlewareHandler<ProxyEnv>[] {
  const { platformUrl, messages, timeoutMs, trustedProxyHops } = options;
  const isPlatformPath = (c: Context) => platformPrefixes.some((prefix) => c.req.path.startsWith(prefix));

  const limit = bodyLimit({
    maxSize: options.bodyLimitBytes,
    onError: (c) => failure(c, messages(c.req.header('language'), 'invalid_request'), 413),
  });

  const forward: MiddlewareHandler<ProxyEnv> = async (c) => {
    const { pathname, search } = new URL(c.req.url);
    const headers = pick(c.req.raw.headers, requestHeaders);
    const visitor = visitorAddress(
      c.req.header('x-forwarded-for'),
      c.env?.incoming?.socket.remoteAddress,
      trustedProxyHops,
    );
    if (visitor) headers.set('X-Forwarded-For', visitor);
    const timeout = AbortSignal.timeout(timeoutMs);
    const hasBody = !['GET', 'HEAD'].includes(c.req.method);
    try {
      // Hono's proxy drops hop-by-hop headers both ways and the Content-Encoding fetch has already
      // undone (compress() encodes again for the browser); the allow-lists below do the rest.
      const answer = await proxy(`${platformUrl}${pathname}${search}`, {
        method: c.req.method,
        headers,
        body: hasBody ? await c.req.arrayBuffer() : undefined,
        // A visitor who has gone stops the platform call too.
        signal: AbortSignal.any([timeout, c.req.raw.signal]),
        // A platform redirect goes to the browser as sent (the payment page's 303 back to a site
        // path): followed here, the platform would be asked for the site's own page.
        redirect: 'manual',
      });
      const kept = isolatePlatformContent(pick(answer.headers, responseHeaders), answer.status);
      // A platform page runs in an opaque origin (platform-content.ts), so its calls to its own
      // platform are cross-origin: the platform's public "*" answers them. Never a named origin or
      // credentials, which would open the site's answers to another site.
      if (answer.headers.get('access-control-allow-origin') === '*') kept.set('Access-Control-Allow-Origin', '*');
      return new Response(answer.body, { status: answer.status, headers: kept });
    } catch {
      const language = c.req.header('language');
      return timeout.aborted
        ? failure(c, messages(language, 'timeout'), 504)
        : failure(c, messages(language, 'unavailable'), 502);
    }
  };

  return [
    (c, next) => (isPlatformPath(c) ? limit(c, next) : next()),
    (c, next) => (isPlatformPath(c) ? forward(c, next) : next()),
  ];
}
