import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * The theme's own scales (the `@theme` blocks of @lobbykit/theme's theme.css and styles.css), by
 * tailwind-merge theme key, so a utility naming a token is given the property it sets. Colours
 * need no entry: whatever value of `text-`, `bg-`, `border-`… is no other group's is a colour. A
 * new token of another kind (a `--text-*` size, a `--shadow-*`, an `--animate-*`) must be listed
 * here, or `text-<size>` would be taken for a colour: cn.test.ts fails until it is.
 */
export const themeScales = {
  radius: ['sm', 'md', 'lg', 'xl'],
  font: ['sans'],
};

const twMerge = extendTailwindMerge({ extend: { theme: themeScales } });

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones. Constant class lists
 * at module level are joined plainly instead: the first cn() builds tailwind-merge's class map, and
 * at import time that cost would land in the task that evaluates the page's code, already its
 * longest.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map now, in the caller's task: a host starting a page calls it in a
 * task of its own, so the first component that calls cn() does not pay for it inside hydration (the
 * map is about 30 ms of a phone's main thread; the hydration task holding it was one of the page's
 * longest).
 */
export function prepareClassMerge(): void {
  twMerge('');
}
