import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;

/**
 * What an operator's notice, promotion, help article or message needs, and nothing else: text
 * formatting, headings, lists, tables, links, pictures and line breaks. Everything not named here is
 * dropped: scripts, frames, forms, embedded documents, media (audio, video, source, track), image maps
 * (map, area), SVG and MathML, dialogs and popovers.
 */
export const NOTICE_ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['a', 'img', 'figure', 'figcaption'],
];

/**
 * Attributes that survive: where a link goes and a picture comes from (each judged by the URL rule
 * below), words for a picture or an abbreviation, table spans, list numbering and writing direction.
 * Never style, class, id, name or srcset (they could restyle or cover the page, collide with the site's
 * ids or load an address unchecked), never an event handler, `data-*`, `popover` or `usemap`.
 */
export const NOTICE_ALLOWED_ATTR = [
  ...['href', 'src', 'alt', 'title', 'width', 'height'],
  ...['colspan', 'rowspan', 'scope', 'span', 'start', 'reversed', 'dir'],
];

// Tabs, newlines and other control characters are dropped by browsers inside a URL (`java\tscript:`):
// nothing honest needs them, so an address carrying any is refused rather than judged.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;
const probeOrigin = 'https://site.invalid';

/**
 * The platform's URL rule (packages/platform/src/safe-url.ts, which the design system may not import)
 * as it applies to operator HTML, judged the way the browser will read the address (`new URL`):
 * an absolute https address; a picture may also be an inline raster image (never an SVG, which can
 * carry script); a link may also be a path that stays on the site (`/promotions`, never `//host` or
 * `/\host`) or write to or call support (mailto:, tel:). Anything else is dropped.
 */
function allowedAddress(raw: string, kind: 'link' | 'image'): boolean {
  const text = raw.trim();
  if (!text || controlCharacters.test(text)) return false;
  if (kind === 'image' && /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i.test(text)) return true;
  try {
    if (text.startsWith('/')) return kind === 'link' && new URL(text, probeOrigin).origin === probeOrigin;
    const { protocol, host } = new URL(text);
    if (protocol === 'https:') return host !== '' && /^https:\/\//i.test(text);
    return kind === 'link' && (protocol === 'mailto:' || protocol === 'tel:');
  } catch {
    return false;
  }
}

let purifier: Purifier | undefined;

/**
 * A purifier of its own, so its hooks (the URL rule, links open in a new tab, pictures without words
 * are decoration) never leak into other code that sanitises with the shared DOMPurify instance.
 */
function noticePurifier(): Purifier | undefined {
  if (purifier) return purifier;
  // A server has no DOM for DOMPurify to parse with (see noticePlainText).
  if (typeof window === 'undefined') return undefined;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'href' && node.tagName === 'A') {
      data.keepAttr &&= allowedAddress(data.attrValue, 'link');
    } else if (data.attrName === 'src' && node.tagName === 'IMG') {
      data.keepAttr &&= allowedAddress(data.attrValue, 'image');
    } else if (data.attrName === 'href' || data.attrName === 'src') {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // The back office may leave out the alternative text: a screen reader would then read the
    // file's address aloud. With none given, the picture is treated as decoration.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return purifier;
}

/**
 * Operator HTML (notices, promotions, help, messages) comes from the back office and is shown inside
 * the site, so only what NOTICE_ALLOWED_TAGS and NOTICE_ALLOWED_ATTR name survives, links and
 * pictures only with an address the URL rule accepts. The one sanitiser for every HTML channel.
 */
export function sanitizeNoticeHtml(html: string): string {
  const purify = noticePurifier();
  // DOMPurify hands back its input untouched where it cannot run; show plain text instead.
  if (!purify?.isSupported) return noticePlainText(html);
  return purify.sanitize(html, {
    ALLOWED_TAGS: NOTICE_ALLOWED_TAGS,
    ALLOWED_ATTR: NOTICE_ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}

/**
 * The notice's words without any markup, as HTML that can only be text: every tag dropped and the
 * characters that could open one escaped (an entity such as `&amp;` stays one). What a page drawn
 * on the server shows until the browser, which can sanitise, takes over. Linear in its input: it
 * never throws and never lets a `<` through, whatever it is given.
 */
export function noticePlainText(html: string): string {
  return html
    .replace(/<[a-zA-Z!/?][^>]*>?/g, ' ')
    .replace(/[<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`)
    .replace(/\s+/g, ' ')
    .trim();
}
