import { describe, expect, it } from 'vitest';
import { formatMoney, type MoneyFormat } from './format-money.ts';

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
});
