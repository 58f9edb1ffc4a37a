import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyPatternFor } from './format-money.ts';
import { amountToCents, centsToAmount, checkAmountLimits, parseMoneyInput } from './money-input.ts';
import { moneyTestLocales } from './money-test-locales.ts';

const RUNS = 10_000;
const en = moneyPatternFor({ locale: 'en' });
const de = moneyPatternFor({ locale: 'de' });
const fr = moneyPatternFor({ locale: 'fr' });
const read = (text: string, pattern = en) => parseMoneyInput(text, pattern);

describe('parseMoneyInput', () => {
  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['0.01', 1],
    ['.5', 50],
    ['1,234.56', 123_456],
    ['1 234.56', 123_456],
    ['  42  ', 4_200],
    ['1.500', 150],
    ['007', 700],
  ])('reads %j in English as %i cents', (text, cents) => {
    expect(read(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['10,5', 'not-a-number'],
    ['1234,567', 'not-a-number'],
    ['.', 'not-a-number'],
    ['1e5', 'not-a-number'],
    ['0', 'not-positive'],
    ['0.00', 'not-positive'],
    ['-5', 'not-positive'],
    ['\u22125', 'not-positive'],
    ['1.005', 'too-many-decimals'],
    ['123456789012', 'too-large'],
  ])('refuses %j in English: %s', (text, problem) => {
    expect(read(text)).toEqual({ ok: false, problem });
  });

  it('reads German amounts, where "." groups and "," is the decimal point', () => {
    expect(read('1.234,56', de)).toEqual({ ok: true, cents: 123_456 });
    expect(read('10,5', de)).toEqual({ ok: true, cents: 1_050 });
    // "." groups thousands here, so "10.5" is refused rather than read as 105.
    expect(read('10.5', de)).toEqual({ ok: false, problem: 'not-a-number' });
  });

  it('takes the keypad\'s "." as the decimal point where the locale neither groups nor writes decimals with it', () => {
    expect(read('10.5', fr)).toEqual({ ok: true, cents: 1_050 });
    expect(read('1 000,25', fr)).toEqual({ ok: true, cents: 100_025 });
  });

  it("reads the locale's own digits and the brand's currency sign", () => {
    const arabic = moneyPatternFor({ locale: 'ar-EG' });
    expect(read(formatMoney(1234.5, { locale: 'ar-EG' }), arabic)).toEqual({ ok: true, cents: 123_450 });
    const peso = moneyPatternFor({ locale: 'fil', currencySymbol: '₱' });
    expect(read('₱1,000.25', peso)).toEqual({ ok: true, cents: 100_025 });
  });
});

describe('checkAmountLimits', () => {
  it('names the first limit broken: the minimum, the maximum, then the balance', () => {
    const limits = { minCents: 1_000, maxCents: 50_000, balanceCents: 20_000 };
    expect(checkAmountLimits(999, limits)).toBe('below-minimum');
    expect(checkAmountLimits(50_001, limits)).toBe('above-maximum');
    expect(checkAmountLimits(20_001, limits)).toBe('above-balance');
    expect(checkAmountLimits(20_000, limits)).toBeNull();
    expect(checkAmountLimits(1_000, limits)).toBeNull();
    expect(checkAmountLimits(5, {})).toBeNull();
  });
});

describe('amounts, property by property', () => {
  const pattern = fc.constantFrom(...moneyTestLocales).map((locale) => ({
    locale,
    plain: moneyPatternFor({ locale }),
    withSign: moneyPatternFor({ locale, currencySymbol: '₱' }),
  }));
  const cents = fc.integer({ min: 1, max: 10 ** 13 - 1 });

  it('never throws, and what it takes is a positive whole number of cents', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 24 }), pattern, (text, { plain }) => {
        const result = parseMoneyInput(text, plain);
        if (result.ok) expect(Number.isSafeInteger(result.cents) && result.cents > 0).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('reads back exactly what formatMoney wrote, in every language, with and without the sign', () => {
    fc.assert(
      fc.property(cents, pattern, fc.boolean(), (amountCents, { locale, plain, withSign }, signed) => {
        const written = formatMoney(centsToAmount(amountCents), { locale, currencySymbol: signed ? '₱' : undefined });
        expect(parseMoneyInput(written, signed ? withSign : plain)).toEqual({ ok: true, cents: amountCents });
      }),
      { numRuns: RUNS },
    );
  });

  it('never accepts more than the balance', () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 16 }),
      cents.map((value) => formatMoney(centsToAmount(value), { locale: 'en' })),
      fc.stringMatching(/^\d{1,9}([.,]\d{0,3})?$/),
    );
    fc.assert(
      fc.property(typed, fc.integer({ min: 0, max: 10 ** 12 }), (text, balanceCents) => {
        const result = read(text);
        if (result.ok && checkAmountLimits(result.cents, { balanceCents }) === null) {
          expect(result.cents).toBeLessThanOrEqual(balanceCents);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('turns platform amounts into cents and back without losing a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 - 1 }), (value) => {
        expect(amountToCents(centsToAmount(value))).toBe(value);
      }),
      { numRuns: RUNS },
    );
  });
});
