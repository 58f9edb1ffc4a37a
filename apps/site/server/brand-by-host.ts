import { readFileSync } from 'node:fs';

export interface BrandHosts {
  default: string;
  hosts: Record<string, string>;
  /** The https origins allowed to frame each brand's site (CSP frame-ancestors); nobody otherwise. */
  frameAncestors?: Record<string, string[]>;
}

const httpsOrigin = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;

const merchantCode = /^[A-Z0-9_-]{1,32}$/;

/** Reads and checks the host → merchant mapping, failing at start-up on a bad file. */
export function loadBrandHosts(file: URL | string): BrandHosts {
  return brandHostsFrom(JSON.parse(readFileSync(file, 'utf8')) as unknown);
}

/** Checks a parsed mapping (a file's, or the committed one compiled into the server). */
export function brandHostsFrom(mapping: unknown): BrandHosts {
  const parsed = (mapping ?? {}) as Partial<BrandHosts>;
  const codes = [parsed.default, ...Object.values(parsed.hosts ?? {})];
  const bad = codes.find((code) => typeof code !== 'string' || !merchantCode.test(code));
  if (bad !== undefined) throw new Error(`brand hosts file: "${String(bad)}" is not a merchant code`);
  const ancestors = Object.entries(parsed.frameAncestors ?? {});
  for (const [code, origins] of ancestors) {
    const badOrigin = Array.isArray(origins) ? origins.find((origin) => !httpsOrigin.test(origin)) : origins;
    if (!merchantCode.test(code) || badOrigin !== undefined)
      throw new Error(`brand hosts file: frameAncestors of "${code}" must be a list of https origins`);
  }
  return { default: parsed.default!, hosts: parsed.hosts ?? {}, frameAncestors: Object.fromEntries(ancestors) };
}

export const previewCookie = 'lobbykit_brand';

/**
 * The merchant a request is served as: `?brand=` (a preview, remembered for the browser session
 * by a cookie), then the preview cookie, then the host, then the default.
 */
export function brandFor(
  mapping: BrandHosts,
  request: { host: string | undefined; query: string | undefined; cookie: string | undefined },
): { brand: string; remember: boolean } {
  const preview = request.query?.toUpperCase();
  if (preview && merchantCode.test(preview)) return { brand: preview, remember: true };
  if (request.cookie && merchantCode.test(request.cookie)) return { brand: request.cookie, remember: false };
  const hostname = (request.host ?? '').replace(/:\d+$/, '').toLowerCase();
  return { brand: mapping.hosts[hostname] ?? mapping.default, remember: false };
}
