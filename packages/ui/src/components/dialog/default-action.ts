import type { KeyboardEvent } from 'react';

/**
 * Elements that give Enter a meaning of their own: buttons and links activate, text areas take a
 * new line, and composite widgets (menus, list boxes, tabs…) select. Enter on any of these is
 * left alone instead of running the dialog's default action.
 */
const ownsEnterKey = [
  'textarea',
  'select',
  'button',
  'a[href]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="button"]',
  '[role="link"]',
  '[role="menuitem"]',
  '[role="menuitemcheckbox"]',
  '[role="menuitemradio"]',
  '[role="option"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="slider"]',
  '[role="treeitem"]',
].join(',');

/**
 * Whether a keydown inside a dialog should run its default action: a plain, fresh Enter that no
 * one handled, outside a form (a form submits itself on Enter) and outside any element that owns
 * the Enter key. A held-down key (`repeat`) is ignored so the Enter that opened the dialog from a
 * trigger cannot also confirm it.
 */
export function isDefaultActionKey(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.repeat || event.nativeEvent.isComposing) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target;
  if (!(target instanceof Element)) return true;
  return target.closest(`${ownsEnterKey},form`) === null;
}
