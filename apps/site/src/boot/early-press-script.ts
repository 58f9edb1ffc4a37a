/**
 * A press on a server-drawn control before the page's code runs would reach no handler: the page
 * looks ready while its code is still on the way (on a slow phone, for a second or more). The
 * inline script below, which runs before any bundle, keeps the last such press and makes it again
 * once the page is live, so a player's first tap on "Log in" or the language menu is never lost.
 *
 * - Controls only (buttons, tabs, switches, menu items): links work without code, so a press on a
 *   link, even one with a button's role, is left to the browser; typing is kept by the field itself.
 * - The press is held back (no default action, no propagation): a drawn submit button would
 *   otherwise submit its form without code, and React, listening on the root while it hydrates,
 *   would otherwise see the press as well.
 * - Once: a player who taps an unresponsive button three times wanted it once.
 * - Made again as a whole press (pointer down and up, mouse down and up, click), since some
 *   controls act on pointer down (menus) or mouse down (tabs) rather than on click.
 *
 * Plain ES5, no dependencies, as a classic script: it runs in <head> before any module.
 */

import { pageLiveEvent } from '../core/page-live-event.ts';

/** The controls whose press is kept; `:not([disabled])` as a disabled control has no press to keep. */
const earlyPressTargets =
  'button:not([disabled]),[role="button"],[role="tab"],[role="switch"],[role="menuitem"],[role="option"]';

export const earlyPressScript = `(function(d){var kept=null;function keep(e){var t=e.target,c=t&&t.closest?t.closest(${JSON.stringify(
  earlyPressTargets,
)}):null;if(!c||c.matches('a[href]'))return;e.preventDefault();e.stopPropagation();kept=c}function press(c){var P=window.PointerEvent||MouseEvent,o={bubbles:true,cancelable:true,composed:true,button:0,pointerId:1,pointerType:'mouse',isPrimary:true,view:window};c.dispatchEvent(new P('pointerdown',o));c.dispatchEvent(new MouseEvent('mousedown',o));c.dispatchEvent(new P('pointerup',o));c.dispatchEvent(new MouseEvent('mouseup',o));c.click()}d.addEventListener('click',keep,true);d.addEventListener(${JSON.stringify(
  pageLiveEvent,
)},function(){d.removeEventListener('click',keep,true);var c=kept;kept=null;if(c&&c.isConnected)press(c)},{once:true})})(document);`;
