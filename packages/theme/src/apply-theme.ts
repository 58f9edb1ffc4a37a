import type { Brand } from './brand-schema.ts';
import { brandCss } from './brand-css.ts';
import type { ColorScheme } from './tokens.ts';

/** localStorage key of the player's scheme (spec: stored locally, default light). */
export const schemeStorageKey = 'theme';

/** The <style> element that holds the brand applied at run time. */
export const brandStyleElementId = 'lobbykit-brand';

/** The stored scheme, or light when nothing (or anything but "light"/"dark") is stored. */
export function readStoredScheme(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ColorScheme {
  try {
    return storage?.getItem(schemeStorageKey) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light'; // storage can throw (privacy modes, sandboxed frames)
  }
}

export interface ApplySchemeOptions {
  /** Remember the choice for the next visit (the site does; Storybook's toolbar does not). */
  persist?: boolean;
  root?: HTMLElement;
}

/** Switches light/dark on <html data-theme>; every themed element follows with no reload. */
export function applyScheme(
  scheme: ColorScheme,
  { persist = true, root = document.documentElement }: ApplySchemeOptions = {},
) {
  root.dataset.theme = scheme;
  if (!persist) return;
  try {
    localStorage.setItem(schemeStorageKey, scheme);
  } catch {
    // Not remembered, still applied.
  }
}

/**
 * Applies a brand at run time: its variables go into one <style> (the previous brand's is replaced) and its
 * merchant code onto <html data-brand>. Portalled content restyles too, since it lives under <html>.
 */
export function applyBrand(brand: Brand, root: HTMLElement = document.documentElement) {
  const doc = root.ownerDocument;
  let style = doc.getElementById(brandStyleElementId);
  if (!style) {
    style = doc.createElement('style');
    style.id = brandStyleElementId;
    doc.head.append(style);
  }
  const css = brandCss(brand, { root: ':root' });
  // Rewriting identical CSS would still make the browser recompute every style.
  if (style.textContent !== css) style.textContent = css;
  root.dataset.brand = brand.merchantCode;
}
