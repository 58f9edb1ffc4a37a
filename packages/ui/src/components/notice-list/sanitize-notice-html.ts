import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | undefined;

/**
 * A purifier of its own, so its hooks (links open in a new tab, pictures without words are
 * decoration) never leak into other code that sanitises with the shared DOMPurify instance.
 */
function noticePurifier(): Purifier | undefined {
  if (purifier) return purifier;
  // A server has no DOM for DOMPurify to parse with (see noticePlainText).
  if (typeof window === 'undefined') return undefined;
  purifier = DOMPurify(window);
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
 * Notice HTML comes from the operator's back office and is shown inside the site, so only
 * formatting survives: no scripts or event handlers, no javascript: URLs, no frames, forms or
 * embedded documents, and no style, class or id — those could restyle or cover the page (a
 * class of "fixed inset-0" is a Tailwind utility here) or collide with the site's own ids.
 */
export function sanitizeNoticeHtml(html: string): string {
  const purify = noticePurifier();
  // DOMPurify hands back its input untouched where it cannot run; show plain text instead.
  if (!purify?.isSupported) return noticePlainText(html);
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog'],
    FORBID_ATTR: ['style', 'class', 'id', 'name', 'srcset'],
  });
}

/**
 * The notice's words without any markup, as HTML that can only be text: every tag dropped and the
 * characters that could open one escaped (an entity such as `&amp;` stays one). What a page drawn
 * on the server shows until the browser, which can sanitise, takes over.
 */
export function noticePlainText(html: string): string {
  return html
    .replace(/<[a-zA-Z!/?][^>]*>?/g, ' ')
    .replace(/[<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
    .replace(/\s+/g, ' ')
    .trim();
}
