import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandVariables } from './brand-css.ts';
import { brandsStylesheetCommand, renderBrandsStylesheet } from './brands-stylesheet.ts';
import { defaultBrand } from './built-in-brands.ts';
import { colorTokenNames } from './tokens.ts';

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/** The custom properties each rule of a stylesheet sets, keyed by its selector (comments stripped). */
function rules(css: string): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector = '', body = ''] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(
      ([, name = '', value = '']): [string, string] => [name, value.trim()],
    );
    result.set(selector.trim().replace(/^@import[^;]+;\s*/, ''), new Map(declarations));
  }
  return result;
}

describe('theme.css', () => {
  const themeRules = rules(read('./theme.css'));

  it('carries exactly the default brand (aurora.json) as its fallback values, in both schemes', () => {
    expect(Object.fromEntries(themeRules.get(':root') ?? [])).toEqual(
      Object.fromEntries(brandVariables(defaultBrand, 'light')),
    );
    expect(Object.fromEntries(themeRules.get("[data-theme='dark']") ?? [])).toEqual(
      Object.fromEntries(brandVariables(defaultBrand, 'dark')),
    );
  });

  it('bridges every colour token to Tailwind', () => {
    const bridge = themeRules.get('@theme inline');
    for (const name of colorTokenNames) expect(bridge?.get(`--color-${name}`)).toBe(`var(--${name})`);
  });

  it('imports the built-in brands before its own rules', () => {
    expect(read('./theme.css')).toMatch(/^(\/\*[\s\S]*?\*\/\s*)?@import '\.\/brands\.css';/);
  });
});

describe('brands.css', () => {
  it(`is up to date with src/brands/*.json (regenerate with ${brandsStylesheetCommand})`, () => {
    expect(read('./brands.css')).toBe(renderBrandsStylesheet());
  });

  it('styles each built-in brand in both schemes under html[data-brand]', () => {
    const brandRules = rules(read('./brands.css'));
    expect([...brandRules.keys()]).toEqual([
      "html[data-brand='AURORA']",
      "html[data-brand='AURORA'][data-theme='dark']",
      "html[data-brand='JADE']",
      "html[data-brand='JADE'][data-theme='dark']",
      "html[data-brand='EMBER']",
      "html[data-brand='EMBER'][data-theme='dark']",
    ]);
    expect(brandRules.get("html[data-brand='JADE']")?.get('--radius')).toBe('1rem');
  });
});
