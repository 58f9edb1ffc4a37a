import { describe, expect, it } from 'vitest';
import { defaultBrand, parseBrand } from './index.ts';

describe('parseBrand', () => {
  it('accepts the built-in default brand', () => {
    expect(defaultBrand.merchantCode).toBe('AURORA');
    expect(defaultBrand.languages).toContain(defaultBrand.defaultLanguage);
  });

  it('names the offending field of an invalid brand', () => {
    expect(() => parseBrand({ merchantCode: 'X', displayName: '', defaultLanguage: 'EN', languages: ['EN'] })).toThrow(
      /displayName/,
    );
  });
});
