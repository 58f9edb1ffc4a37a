/**
 * The visual matrix's locale axis (tests/visual/stories.spec.ts) snapshots one story per screen
 * in AR and the pseudo-locale. Those stories wait for their screen in words no language changes:
 * an element's `data-slot` or role, never its text.
 */
import { expectVisible } from './seed.ts';

/** Waits until the first element `selector` finds in the document (portalled dialogs too) can be seen. */
export const expectShown = (selector: string) => expectVisible(() => document.querySelector(selector));
