/**
 * What a player does on a server-drawn page before its code runs would be lost: the page looks
 * ready while its code is still on the way (on a slow phone, for a second or more). The inline
 * script below, which runs before any bundle, keeps it and hands it to the page once it is live,
 * so a player's first search, tap on "Log in" or choice in a form is never lost.
 *
 * - Typing (text, search, selects, native checkboxes and radios): the last value of each field the
 *   player changed is kept. React 19.3 hydrates a controlled field without reading it: its state
 *   keeps the server's value while the field shows the typed one, and its next render puts the
 *   server's value back (React's own replay of such changes is behind a flag it does not ship on).
 *   So once live, each changed field is set again as typing would set it, and the screen's onChange
 *   sees it. React skips a change event whose value it saw last (it recorded the typed value at
 *   hydration), so the field first takes, through React's own setter, the value React rendered
 *   (`defaultValue`, which React keeps equal to it); a field whose rendered value already is the
 *   typed one is left alone, as is every field the player did not touch.
 * - A password is kept nowhere but in its field: only which field was typed into is noted, and the
 *   page is handed what the field holds once live.
 * - Presses on controls (buttons, tabs, menu items): links work without code, so a press on a link,
 *   even one with a button's role, is left to the browser. The press is held back (no default
 *   action, no propagation): a drawn submit button would otherwise submit its form without code,
 *   and React, listening on the root while it hydrates, would otherwise see the press as well. The
 *   last one is kept, once: a player who taps an unresponsive button three times wanted it once. It
 *   is made again as a whole press (pointer down and up, mouse down and up, click), since some
 *   controls act on pointer down (menus) or mouse down (tabs) rather than on click.
 * - A form submitted with Enter is held back the same way: Enter in a form with a submit button is
 *   a click on that button (kept as above); in a form without one, the submit itself is kept.
 * - Checkboxes, switches and radios drawn as buttons are settings, not actions: each one pressed is
 *   kept (a checkbox or switch pressed twice is back where it was, so it is dropped) and pressed
 *   again before the last action.
 * - Once live: nothing is held back any more; in the next task (React is then outside its commit,
 *   so each value set reaches the screen's state before anything else runs) the typed values are
 *   set, but in a field the player changed again meanwhile, and the settings pressed; in the task
 *   after, the kept action is made, so a search submitted early runs with its text.
 *
 * Plain ES5, no dependencies, as a classic script: it runs in <head> before any module.
 */

import { pageLiveEvent } from '../core/page-live-event.ts';

/** The controls whose press is kept; `:not([disabled])` as a disabled control has no press to keep. */
const earlyPressTargets =
  'button:not([disabled]),[role="button"],[role="tab"],[role="switch"],[role="menuitem"],[role="option"],[role="checkbox"],[role="radio"]';

/** Of those, the settings: every one pressed is kept, not only the last. */
const earlySettings = '[role="switch"],[role="checkbox"],[role="radio"]';

/**
 * The script, written in pieces so each can carry its comment; joined, it is one static string, so
 * a Content-Security-Policy can name it by its hash.
 */
export const earlyPressScript = [
  '(function(d){var kept=null,settings=[],typed=[],live=false;',
  // A press on a control: held back; an action replaces the one kept, a setting is added to the list.
  `function keep(e){var t=e.target,c=t&&t.closest?t.closest(${JSON.stringify(earlyPressTargets)}):null,i;`,
  "if(!c||c.matches('a[href]'))return;e.preventDefault();e.stopPropagation();",
  `if(!c.matches(${JSON.stringify(earlySettings)})){kept=c;return}`,
  'i=settings.indexOf(c);if(i>=0)settings.splice(i,1);if(i<0||c.matches(\'[role="radio"]\'))settings.push(c)}',
  // A form submitted without a press (Enter in a form with no submit button): held back, kept.
  'function hold(e){e.preventDefault();e.stopPropagation();kept=e.target}',
  // A field changed: its last value (none for a password), passwords first (they are read from
  // their fields once live, before setting any other field can make React draw them empty). A
  // field changed once the page is live is the page's own: it is not set again.
  "function note(e){var f=e.target,t=f.type,i,v;if(!/^(INPUT|TEXTAREA|SELECT)$/.test(f.tagName)||t=='file')return;",
  'for(i=0;i<typed.length;i++)if(typed[i][0]==f)typed.splice(i--,1);if(live)return;',
  "v=t=='password'?null:t=='checkbox'||t=='radio'?f.checked:f.tagName=='SELECT'?",
  '[].filter.call(f.options,function(o){return o.selected}).map(function(o){return o.value}):f.value;',
  "typed[v===null?'unshift':'push']([f,v])}",
  'function fire(f,n){f.dispatchEvent(new Event(n,{bubbles:true}))}',
  // Sets a field again as the player would (a field drawn anew is found by its id): a checkbox or
  // radio is clicked from the other state; a text field takes React's value through React's own
  // setter, then the typed one past it, so React sees a change.
  'function put(f,v){var t=f.type,i;if(!f.isConnected&&!(f=f.id&&d.getElementById(f.id)))return;',
  "if(t=='checkbox'||t=='radio'){if(f.defaultChecked!==v){f.checked=!v;f.click()}return}",
  "if(f.tagName=='SELECT'){for(i=0;i<f.options.length;i++)f.options[i].selected=v.indexOf(f.options[i].value)>=0}",
  'else{if(v===null)v=f.value;if(f.defaultValue===v)return;f.value=f.defaultValue;',
  "Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),'value').set.call(f,v)}fire(f,'input');fire(f,'change')}",
  // A whole press, for controls that act on pointer or mouse down rather than on click.
  "function press(c){var P=window.PointerEvent||MouseEvent,o={bubbles:true,cancelable:true,composed:true,button:0,pointerId:1,pointerType:'mouse',isPrimary:true,view:window};",
  "c.dispatchEvent(new P('pointerdown',o));c.dispatchEvent(new MouseEvent('mousedown',o));",
  "c.dispatchEvent(new P('pointerup',o));c.dispatchEvent(new MouseEvent('mouseup',o));c.click()}",
  "function on(m,E){for(var k in E)d[m+'EventListener'](k,E[k],true)}var presses={click:keep,submit:hold},fields={input:note,change:note};",
  "on('add',presses);on('add',fields);",
  // Live: stop holding presses back; next task, the fields and settings; the task after, the
  // action, once.
  `d.addEventListener(${JSON.stringify(pageLiveEvent)},function(){live=true;on('remove',presses);setTimeout(function(){var i;on('remove',fields);`,
  'for(i=0;i<typed.length;i++)put(typed[i][0],typed[i][1]);',
  'for(i=0;i<settings.length;i++)if(settings[i].isConnected)press(settings[i]);',
  "setTimeout(function(){var c=kept;kept=null;if(c&&c.isConnected)c.tagName=='FORM'?c.requestSubmit?c.requestSubmit():c.submit():press(c)})",
  '})},{once:true})})(document);',
].join('');
