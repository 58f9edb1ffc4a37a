import { createHash } from 'node:crypto';

/**
 * The hashes of the page's own inline scripts (the theme and session flags, the start-after-paint
 * loader, the early-tap keeper, the web-font switch), read from the built index.html the server
 * sends. Hashing the very file served means a new build can never run with stale hashes, and no
 * other inline script — one a notice or a platform answer smuggled into the page — can run.
 * Data blocks (`type="application/json"`, the primed data) are never executed and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PagePolicy {
  scriptHashes: readonly string[];
  /** Who may frame the site: the brand's partners, or nobody. */
  frameAncestors: readonly string[];
  /** Further origins the browser calls (a platform on another origin, a client-error collector). */
  connectOrigins: readonly string[];
}

/**
 * The Content-Security-Policy of a page. Images, games and payment forms come from the platform's
 * CDNs and providers, which the platform names at run time, so those accept any https origin;
 * scripts accept only the site's own files and its hashed inline scripts.
 */
export function contentSecurityPolicy({ scriptHashes, frameAncestors, connectOrigins }: PagePolicy): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React's style props and Radix's measured positions are inline styles; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'https:'],
    'connect-src': ["'self'", ...connectOrigins],
    'frame-src': ["'self'", 'https:'],
    'form-action': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': frameAncestors.length > 0 ? frameAncestors : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every response of the site carries. */
export const everyResponseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** The headers of a page (the app shell), beside its Content-Security-Policy. */
export function pageHeaders(policy: PagePolicy, overHttps: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    // Popups (customer service, a payment provider) keep working; no other window can reach this one.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(overHttps ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
