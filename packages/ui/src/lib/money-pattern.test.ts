import { describe, expect, it } from 'vitest';
import { applyMoneyPattern, readMoneyPattern, roundDecimal } from './money-pattern.ts';
import { moneyTestLocales as locales } from './money-test-locales.ts';

/** What Intl itself writes, with the symbol in place of the dollar sign. */
function intl(formatter: Intl.NumberFormat, amount: number, symbol: string | undefined) {
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' && symbol ? symbol : part.value))
    .join('');
}

const amounts = [
  0,
  -0,
  0.004,
  0.005,
  -0.004,
  1,
  5,
  9.995,
  12,
  123,
  999.995,
  1234,
  -1234,
  12345,
  123456.78,
  1234567.891,
  -98765432.1,
  1.005,
  2.675,
  1e-7,
  1e15 + 0.5,
  3904920.99,
  165.11,
  0.1 + 0.2,
  4.35,
  8.345,
  1e21,
];

describe('money patterns', () => {
  for (const symbol of [undefined, '₱', 'P']) {
    for (const fractionDigits of [0, 2]) {
      it(`write what Intl writes in every locale, symbol ${symbol ?? 'none'}, ${fractionDigits} decimals`, () => {
        const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
        for (const locale of locales) {
          const formatter = new Intl.NumberFormat(
            locale,
            symbol ? { ...digits, style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' } : digits,
          );
          const pattern = readMoneyPattern(formatter, fractionDigits, symbol);
          // A few hundred amounts of every size, both signs, on and off the half-cent.
          const generated = Array.from({ length: 300 }, (_, index) => {
            const magnitude = 10 ** (index % 11);
            return ((index % 2 ? -1 : 1) * Math.round(((index * 7919) % 100000) * magnitude)) / 1000;
          });
          for (const amount of [...amounts, ...generated]) {
            expect([locale, amount, applyMoneyPattern(amount, pattern)]).toEqual([
              locale,
              amount,
              intl(formatter, amount, symbol),
            ]);
          }
        }
      });
    }
  }

  it('read the locale’s digits, separators and grouping', () => {
    const indian = readMoneyPattern(new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }), 2, undefined);
    expect([indian.primaryGroup, indian.secondaryGroup, indian.group, indian.decimal]).toEqual([3, 2, ',', '.']);
    expect(applyMoneyPattern(1234567.5, indian)).toBe('12,34,567.50');
    const arabic = readMoneyPattern(new Intl.NumberFormat('ar-EG', { minimumFractionDigits: 2 }), 2, undefined);
    expect(arabic.digits).toBe('٠١٢٣٤٥٦٧٨٩');
    const polish = readMoneyPattern(new Intl.NumberFormat('pl', { minimumFractionDigits: 2 }), 2, undefined);
    expect(polish.minimumGrouping).toBe(2);
  });

  it('round half away from zero on the shortest decimal', () => {
    expect(roundDecimal(1.005, 2)).toEqual(['1', '01']);
    expect(roundDecimal(9.995, 2)).toEqual(['10', '00']);
    expect(roundDecimal(0.004, 2)).toEqual(['0', '00']);
    expect(roundDecimal(2.5, 0)).toEqual(['3', '']);
    expect(roundDecimal(1e-7, 2)).toEqual(['0', '00']);
    expect(roundDecimal(1.5e21, 2)).toEqual(['1500000000000000000000', '00']);
  });
});
