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
