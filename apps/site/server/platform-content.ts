/**
 * Platform answers are served on the site's own origin (the proxy), so anything the browser could
 * run there — an HTML page, an SVG with a script, XML with an XHTML island — would run as the site,
 * with its storage and its session. Only JSON and raster images are plain data; everything else is
 * given a Content-Security-Policy `sandbox`, which puts the document in an opaque origin of its own
 * whatever its URL says.
 */

/** What a platform page may still do in its opaque origin: the sandbox's demo game and payment page run scripts and post forms. */
const pagePolicy = [
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
  // Only the site may frame it (the game stage); another site framing it would borrow the site's address.
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/** An SVG is a picture: opened on its own, no script runs and nothing is fetched. */
const svgPolicy = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** Anything else is a file to save, never a document of the site. */
const filePolicy = "sandbox; default-src 'none'";

const rasterImage = /^image\/(png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)$/;
const json = /^application\/([a-z0-9.+-]+\+)?json$/;
/** Types a page could load as a script or stylesheet from the site's own origin ('self' in its policy). */
const loadable = /(javascript|ecmascript|css|wasm)/;

export type PlatformContentKind = 'data' | 'page' | 'svg' | 'text' | 'file';

export function platformContentKind(contentType: string | null): PlatformContentKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (json.test(type) || rasterImage.test(type)) return 'data';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'page';
  if (type === 'image/svg+xml') return 'svg';
  // nosniff (every response) keeps plain text from being read as a script or a page.
  if (type === 'text/plain') return 'text';
  return 'file';
}

/** Rewrites the headers of a platform answer so that nothing in it can run as the site. */
export function isolatePlatformContent(headers: Headers, status: number): Headers {
  // A redirect or an empty answer has no content to run.
  if ((status >= 300 && status < 400) || status === 204) return headers;
  const kind = platformContentKind(headers.get('content-type'));
  if (kind === 'data') return headers;
  if (kind === 'page') headers.set('Content-Security-Policy', pagePolicy);
  else if (kind === 'svg') headers.set('Content-Security-Policy', svgPolicy);
  else headers.set('Content-Security-Policy', filePolicy);
  if (kind === 'file') {
    headers.set('Content-Disposition', 'attachment');
    // A script or stylesheet type would pass the site's own script-src 'self' if a page pointed at it.
    if (loadable.test(headers.get('content-type') ?? '') || !headers.has('content-type')) {
      headers.set('Content-Type', 'application/octet-stream');
    }
  }
  return headers;
}
