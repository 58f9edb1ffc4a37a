import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInBrands, defaultBrand } from './built-in-brands.ts';
import { resolveBrand } from './resolve-brand.ts';

afterEach(() => vi.restoreAllMocks());

describe('resolveBrand', () => {
  it('returns a valid brand as it is, quietly', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveBrand(structuredClone(builtInBrands.jade))).toEqual(builtInBrands.jade);
    expect(error).not.toHaveBeenCalled();
  });

  it('falls back to the default brand and names the problem on the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = structuredClone(builtInBrands.jade) as Record<string, unknown>;
    (broken.colors as { dark: Record<string, string> }).dark.primary = 'teal-ish';
    expect(resolveBrand(broken)).toBe(defaultBrand);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^Invalid brand, using AURORA instead: colors\.dark\.primary: must be a CSS colour/,
    );
  });

  it('falls back for something that is not a brand at all', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveBrand('AURORA')).toBe(defaultBrand);
    expect(resolveBrand(undefined, builtInBrands.ember)).toBe(builtInBrands.ember);
  });
});
