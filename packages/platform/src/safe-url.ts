/**
 * Addresses the platform sends (a customer-service chat, a banner's link) are only opened, framed
 * or followed when they are what they claim to be. Browsers read a backslash as a slash and drop
 * tabs and newlines inside a URL, so `/\evil.example` or `java\tscript:` must be judged as the
 * browser will read them, which is what `new URL` does.
 */

/** The address as an https URL, or null for any other scheme (javascript:, data:, http:…). */
export function httpsUrl(raw: string | null | undefined): URL | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A link that stays on the site: its path, query and fragment when it resolves to `siteOrigin`
 * itself, null otherwise (another host, a protocol-relative `//host` or `/\host`, a scheme).
 */
export function sitePath(raw: string | null | undefined, siteOrigin: string): string | null {
  const text = raw?.trim();
  if (!text?.startsWith('/')) return null;
  try {
    const url = new URL(text, siteOrigin);
    return url.origin === new URL(siteOrigin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Whether the platform may name paths on the site's own origin (`/wps/sandbox/assets/…`). A real
 * platform names https addresses on its CDNs and providers; the sandbox serves its images, demo game
 * and payment page behind the site's proxy, so the site turns this on only for a sandbox build
 * (VITE_PLATFORM_SITE_PATHS=1). One setting for the process: the endpoint schemas are shared.
 */
let sitePathsAllowed = false;

export function allowPlatformSitePaths(allowed: boolean): void {
  sitePathsAllowed = allowed;
}

const probeOrigin = 'https://site.invalid';
// Tabs, newlines and other control characters are dropped by browsers inside a URL (`java\tscript:`):
// nothing honest needs them, so an address carrying any is refused rather than judged.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Every address the platform sends (customer service, downloads, QR codes, images, banner links,
 * game and payment pages) as the browser will use it: an absolute https URL, or, where allowed, a
 * path that stays on the site's origin; null for anything else (`javascript:`, `data:`, `http:`,
 * `//host`, `/\host`, `https:host` with no slashes).
 */
export function platformUrl(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text || controlCharacters.test(text)) return null;
  if (/^https:\/\//i.test(text)) return httpsUrl(text)?.href ?? null;
  if (!sitePathsAllowed || !text.startsWith('/')) return null;
  try {
    const url = new URL(text, probeOrigin);
    return url.origin === probeOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** An image the platform names: a platform URL, or an inline raster picture (never an SVG, which can carry script). */
export function platformImageUrl(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (text && /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i.test(text)) return text;
  return platformUrl(raw);
}
