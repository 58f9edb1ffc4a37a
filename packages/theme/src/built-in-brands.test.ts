import { describe, expect, it } from 'vitest';
import { builtInBrandIds, builtInBrands, defaultBrand, findBuiltInBrand } from './built-in-brands.ts';

describe('built-in brands', () => {
  it('are aurora (the default), jade and ember', () => {
    expect(builtInBrandIds).toEqual(['aurora', 'jade', 'ember']);
    expect(defaultBrand).toBe(builtInBrands.aurora);
  });

  it('are found by the merchant code the server stamps on <html data-brand>', () => {
    expect(findBuiltInBrand('JADE')).toBe(builtInBrands.jade);
    expect(findBuiltInBrand('EMBER')).toBe(builtInBrands.ember);
  });

  it('find nothing for an unknown code, an unfilled placeholder or no code at all', () => {
    expect(findBuiltInBrand('jade')).toBeUndefined();
    expect(findBuiltInBrand('__LOBBYKIT_BRAND__')).toBeUndefined();
    expect(findBuiltInBrand(undefined)).toBeUndefined();
  });
});
