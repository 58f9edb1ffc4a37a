import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, recordMoneyPatterns, seedMoneyPatterns, type MoneyFormat } from './format-money.ts';

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

  describe('patterns a server-drawn page carries', () => {
    afterEach(() => vi.restoreAllMocks());

    it('are the ones its render used, and format the same amounts without Intl in the browser', () => {
      const stop = recordMoneyPatterns();
      const drawn = formatMoney(1234.5, { locale: 'de-CH', currencySymbol: '₱' });
      const used = stop();
      expect(Object.keys(used)).toEqual(['de-CH|₱|2']);
      // A fresh browser: the page's patterns arrive by JSON, and Intl is never asked.
      const carried: unknown = JSON.parse(JSON.stringify(used).replaceAll('de-CH', 'de-CH-x-page'));
      seedMoneyPatterns(carried);
      const intl = vi.spyOn(Intl, 'NumberFormat');
      expect(formatMoney(1234.5, { locale: 'de-CH-x-page', currencySymbol: '₱' })).toBe(drawn);
      expect(intl).not.toHaveBeenCalled();
    });

    it('are checked: a malformed one is left out and Intl answers instead', () => {
      seedMoneyPatterns({ 'en-x-bad|₱|2': { positive: ['X'], digits: 'abc' }, 'en-x-odd|₱|2': null });
      expect(formatMoney(5, { locale: 'en-x-bad', currencySymbol: '₱' })).toBe('₱5.00');
      seedMoneyPatterns('not an object');
      expect(formatMoney(5, { locale: 'en-x-odd', currencySymbol: '₱' })).toBe('₱5.00');
    });

    it('are not recorded outside a server render', () => {
      const used = recordMoneyPatterns()();
      formatMoney(1, { locale: 'en-US' });
      expect(used).toEqual({});
    });
  });
});
