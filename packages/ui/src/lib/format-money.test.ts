import { describe, expect, it, vi } from 'vitest';
import { formatMoney, setMoneyPatternCache, type MoneyFormat, type MoneyPattern } from './format-money.ts';

/** ICU separates with no-break spaces of two widths; the tests compare plain spaces. */
const plain = (amount: number, format: MoneyFormat) => formatMoney(amount, format).replace(/\s/g, ' ');

describe('formatMoney', () => {
  it("places the brand's symbol where the locale puts a currency sign", () => {
    expect(formatMoney(1234.5, { locale: 'en-US', currencySymbol: '₱' })).toBe('₱1,234.50');
    expect(plain(1234.5, { locale: 'de-DE', currencySymbol: '₱' })).toBe('1.234,50 ₱');
  });

  it('keeps formats with different options apart although formatters are reused', () => {
    expect(formatMoney(2.5, { locale: 'en-US' })).toBe('2.50');
    expect(formatMoney(2.5, { locale: 'en-US', fractionDigits: 0 })).toBe('3');
    expect(formatMoney(2.5, { locale: 'en-US', fractionDigits: 1 })).toBe('2.5');
    expect(formatMoney(2.5, { locale: 'en-US' })).toBe('2.50');
    expect(plain(1000, { locale: 'fr-FR' })).toBe('1 000,00');
  });

  it("falls back to the runtime's locale for a tag Intl refuses", () => {
    expect(formatMoney(7, { locale: 'not a locale!' })).toBe(
      new Intl.NumberFormat(undefined, { minimumFractionDigits: 2 }).format(7),
    );
  });

  it('reads each pattern from Intl once and keeps it in the cache the host gives', () => {
    const cache = new Map<string, MoneyPattern>();
    const read = vi.spyOn(cache, 'set');
    setMoneyPatternCache(cache);
    const first = formatMoney(1234.5, { locale: 'de-CH', currencySymbol: '₱' });
    expect([...cache.keys()]).toEqual(['de-CH|₱|2']);
    expect(formatMoney(1234.5, { locale: 'de-CH', currencySymbol: '₱' })).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('formats from a cached pattern without asking Intl', () => {
    const cache = new Map<string, MoneyPattern>();
    setMoneyPatternCache(cache);
    const drawn = formatMoney(1234.5, { locale: 'de-CH', currencySymbol: '₱' });
    // A fresh page: the patterns arrive by JSON under another locale tag.
    const carried = JSON.parse(JSON.stringify(cache.get('de-CH|₱|2'))) as MoneyPattern;
    setMoneyPatternCache(new Map([['de-CH-x-page|₱|2', carried]]));
    const intl = vi.spyOn(Intl, 'NumberFormat');
    expect(formatMoney(1234.5, { locale: 'de-CH-x-page', currencySymbol: '₱' })).toBe(drawn);
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });
});
