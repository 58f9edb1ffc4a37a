/**
 * Puts text on the clipboard. The async Clipboard API needs a secure context and permission;
 * where it is missing or refused, a hidden textarea and execCommand('copy') still work in the
 * browsers players use (older WebViews among them). Resolves whether the text was copied.
 */
export async function copyText(value: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Refused or unavailable: fall through to the legacy path.
  }
  return copyWithTextarea(value);
}

function copyWithTextarea(value: string): boolean {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = value;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  // Off-screen but selectable; a readonly field keeps phone keyboards from opening.
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.append(textarea);
  // execCommand copies the focused field's selection.
  textarea.focus({ preventScroll: true });
  textarea.select();
  textarea.setSelectionRange(0, value.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus({ preventScroll: true });
  }
}
