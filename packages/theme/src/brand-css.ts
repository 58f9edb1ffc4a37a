import type { Brand } from './brand-schema.ts';
import { colorTokenNames, type ColorScheme } from './tokens.ts';

/** `--name: value` pairs for one scheme; the light set also carries the scheme-independent radius and font. */
export function brandVariables(brand: Brand, scheme: ColorScheme): [name: string, value: string][] {
  const colors = colorTokenNames.map((name): [string, string] => [`--${name}`, brand.colors[scheme][name]]);
  if (scheme === 'dark') return colors;
  return [...colors, ['--radius', brand.radius], ['--font-sans', brand.fontFamily]];
}

export interface BrandCssOptions {
  /**
   * What the selectors start with. Static CSS uses `html` (beats theme.css's `:root` defaults);
   * a brand applied at run time uses `:root`, one step more specific, so an edited brand wins over
   * the static copy of a built-in with the same merchant code.
   */
  root?: 'html' | ':root';
}

function block(selector: string, variables: [string, string][]): string {
  return `${selector} {\n${variables.map(([name, value]) => `  ${name}: ${value};\n`).join('')}}\n`;
}

/** The brand's variables for `<html data-brand="CODE">`, light and `[data-theme='dark']`. */
export function brandCss(brand: Brand, { root = 'html' }: BrandCssOptions = {}): string {
  const selector = `${root}[data-brand='${brand.merchantCode}']`;
  return [
    block(selector, brandVariables(brand, 'light')),
    block(`${selector}[data-theme='dark']`, brandVariables(brand, 'dark')),
  ].join('\n');
}
