import { brandCss } from './brand-css.ts';
import { builtInBrands } from './built-in-brands.ts';

/** Where the generated stylesheet lives, relative to the repository root (for messages). */
export const brandsStylesheetPath = 'packages/theme/src/brands.css';
export const brandsStylesheetCommand = 'pnpm exec tsx packages/theme/src/cli/write-brands-css.ts';

/**
 * The built-in brands as static CSS, imported by theme.css, so a page whose <html data-brand> the
 * server stamped is styled on first paint with no JavaScript.
 */
export function renderBrandsStylesheet(): string {
  const header =
    `/*\n * Generated from src/brands/*.json by \`${brandsStylesheetCommand}\`.\n` +
    ' * Do not edit by hand: a unit test fails when this file and the JSON disagree.\n */\n';
  return [header, ...Object.values(builtInBrands).map((brand) => brandCss(brand))].join('\n');
}
