import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | undefined;

/**
 * A purifier of its own, so its hooks (links open in a new tab, pictures without words are
 * decoration) never leak into other code that sanitises with the shared DOMPurify instance.
 */
function noticePurifier(): Purifier {
  if (purifier) return purifier;
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
  if (!purify.isSupported) return escapeText(html.replace(/<[^>]*>/g, ' '));
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog'],
    FORBID_ATTR: ['style', 'class', 'id', 'name', 'srcset'],
  });
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
