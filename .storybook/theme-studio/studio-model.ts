import {
  brandVariables,
  builtInBrands,
  colorTokenNames,
  type Brand,
  type BuiltInBrandId,
  type ColorScheme,
  type ColorTokenName,
} from '../../packages/theme/src/index.ts';
import type { CSSProperties } from 'react';

/** The tokens as the editor groups them: each surface with its text, then the outlines. */
export const tokenGroups: { title: string; tokens: ColorTokenName[] }[] = [
  { title: 'Page', tokens: ['background', 'foreground'] },
  { title: 'Card', tokens: ['card', 'card-foreground'] },
  { title: 'Popover', tokens: ['popover', 'popover-foreground'] },
  { title: 'Primary', tokens: ['primary', 'primary-foreground'] },
  { title: 'Secondary', tokens: ['secondary', 'secondary-foreground'] },
  { title: 'Accent', tokens: ['accent', 'accent-foreground'] },
  { title: 'Muted', tokens: ['muted', 'muted-foreground'] },
  { title: 'Destructive', tokens: ['destructive', 'destructive-foreground'] },
  { title: 'Success', tokens: ['success', 'success-foreground'] },
  { title: 'Warning', tokens: ['warning', 'warning-foreground'] },
  { title: 'Lines', tokens: ['border', 'input', 'ring'] },
];

/** A fresh, editable copy of a built-in brand. */
export function startFrom(id: BuiltInBrandId): Brand {
  return structuredClone(builtInBrands[id]);
}

export function withColor(brand: Brand, scheme: ColorScheme, token: ColorTokenName, value: string): Brand {
  return { ...brand, colors: { ...brand.colors, [scheme]: { ...brand.colors[scheme], [token]: value } } };
}

/**
 * Inline custom properties that theme one preview panel on its own, so light and dark can sit
 * side by side. The `--color-*` aliases are set too: Tailwind resolves those once on :root,
 * so without them a panel would inherit the page's border and surface colours.
 */
export function previewStyle(brand: Brand, scheme: ColorScheme): CSSProperties {
  const style: Record<string, string> = { colorScheme: scheme, fontFamily: 'var(--font-sans)' };
  for (const [name, value] of brandVariables(brand, scheme)) style[name] = value;
  style['--radius'] = brand.radius;
  style['--font-sans'] = brand.fontFamily;
  for (const name of colorTokenNames) style[`--color-${name}`] = `var(--${name})`;
  return style as CSSProperties;
}

/** Saves the JSON as `<merchant code>.json` through the browser's download. */
export function downloadJson(fileName: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoke after the click has been handled, not before the download starts.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
