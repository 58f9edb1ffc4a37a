/**
 * Puts focus in a dialog's first visible text field, so typing can start at once; without one (the
 * form is still loading) the dialog itself takes focus, and `claimFocus` moves it to the form when
 * the form appears.
 */
export function focusFirstField(container: HTMLElement | null) {
  if (!container) return;
  const fields = container.querySelectorAll<HTMLElement>('input:not([type="hidden"]):not([disabled])');
  const visible = [...fields].find((field) => field.offsetParent !== null || field.getClientRects().length > 0);
  if (visible) visible.focus();
  else if (!container.contains(document.activeElement)) container.focus();
}

/** Once the form has rendered: focus its first field if the dialog itself still holds focus. */
export function claimFocus(container: HTMLElement | null) {
  if (container && document.activeElement === container) focusFirstField(container);
}

/**
 * For a dialog's `onOpenAutoFocus`: focus goes to the field marked `data-autofocus` (the one the
 * player is most likely to type in first); without one, Radix's default (the first focusable) stays.
 */
export function focusMarkedField(event: Event) {
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
  if (!field) return;
  event.preventDefault();
  field.focus();
}
