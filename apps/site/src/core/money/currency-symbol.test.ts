import { describe, expect, it } from 'vitest';
import { currencySymbol, defaultCurrencySymbol } from './currency-symbol.ts';

describe('currencySymbol', () => {
  it('uses the platform placeholder P for pesos and for no currency at all', () => {
    expect(defaultCurrencySymbol).toBe('P');
    expect(currencySymbol('PHP')).toBe('P');
    expect(currencySymbol(undefined)).toBe('P');
    expect(currencySymbol('')).toBe('P');
  });

  it('knows common symbols and shows an unknown code as itself', () => {
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol('XAF')).toBe('XAF');
  });
});
