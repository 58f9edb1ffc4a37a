import { describe, expect, it } from 'vitest';
import aurora from './brands/aurora.json';
import { parseBrand, validateBrand } from './brand-schema.ts';
import { builtInBrands, defaultBrand } from './built-in-brands.ts';

/** A deep copy of the default brand document to break one field at a time. */
const auroraDocument = () => structuredClone(aurora) as Record<string, unknown> & typeof aurora;

const pathsOf = (input: unknown) => validateBrand(input).problems.map((problem) => problem.path);

describe('brandSchema', () => {
  it('accepts every built-in brand, each with its default language among its languages', () => {
    expect(defaultBrand.merchantCode).toBe('AURORA');
    for (const brand of Object.values(builtInBrands)) {
      expect(brand.languages).toContain(brand.defaultLanguage);
      expect(brand.fontFamily).toMatch(/^'Inter Variable', /);
    }
  });

  it('keeps the built-in brands distinct', () => {
    const brands = Object.values(builtInBrands);
    const distinct = (values: string[]) => new Set(values).size === values.length;
    expect(distinct(brands.map((brand) => brand.merchantCode))).toBe(true);
    expect(distinct(brands.map((brand) => brand.radius))).toBe(true);
    expect(distinct(brands.map((brand) => brand.colors.light.primary))).toBe(true);
    expect(distinct(brands.map((brand) => brand.colors.dark.background))).toBe(true);
  });

  it('names the offending field of an invalid brand', () => {
    expect(() => parseBrand({ ...auroraDocument(), displayName: '' })).toThrow(
      'Invalid brand: displayName: must not be empty',
    );
    expect(() => parseBrand({ ...auroraDocument(), languages: 'EN' })).toThrow(
      'Invalid brand: languages: must be array, not string',
    );
  });

  it('names the exact colour token that is not a CSS colour', () => {
    const document = auroraDocument();
    document.colors.dark.ring = 'purple';
    const [problem] = validateBrand(document).problems;
    expect(problem?.path).toBe('colors.dark.ring');
    expect(problem?.message).toMatch(/CSS colour.*oklch\(\)/);
  });

  it('reports a missing or misspelt token', () => {
    const document = auroraDocument();
    const { primary, ...lightWithoutPrimary } = document.colors.light;
    Object.assign(document.colors, { light: { ...lightWithoutPrimary, primery: primary } });
    expect(validateBrand(document).problems).toEqual([
      { path: 'colors.light.primary', message: 'is missing' },
      { path: 'colors.light', message: 'has an unknown key "primery"' },
    ]);
  });

  it('requires the default language to be a supported one', () => {
    expect(pathsOf({ ...auroraDocument(), defaultLanguage: 'RU' })).toEqual(['defaultLanguage']);
  });

  it('keeps values that end up in CSS from breaking out of it', () => {
    expect(pathsOf({ ...auroraDocument(), merchantCode: "X'] { color: red } [x='" })).toEqual(['merchantCode']);
    expect(pathsOf({ ...auroraDocument(), fontFamily: 'Inter; } body { display: none' })).toEqual(['fontFamily']);
    expect(pathsOf({ ...auroraDocument(), radius: '1rem; color: red' })).toEqual(['radius']);
  });

  it('takes logos and image hosts as URLs, absolute paths or inline images only', () => {
    expect(pathsOf({ ...auroraDocument(), imageHost: 'https://img.example.com' })).toEqual([]);
    expect(pathsOf({ ...auroraDocument(), imageHost: 'img.example.com' })).toEqual(['imageHost']);
    expect(pathsOf({ ...auroraDocument(), logo: { src: 'javascript:alert(1)', alt: 'Aurora' } })).toEqual(['logo.src']);
    expect(pathsOf({ ...auroraDocument(), logo: { src: '/logo.svg', alt: '' } })).toEqual(['logo.alt']);
  });
});
