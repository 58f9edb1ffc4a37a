import type { MoneyPattern } from './money-pattern.ts';

/**
 * What a player types as an amount, read in their locale's way of writing it (the pattern formatMoney
 * writes with, so an amount copied from the screen reads back exactly) into integer cents. Money is
 * never a float between the keyboard and the platform: cents are exact, and the wire's decimals are
 * made from them at the last moment (`centsToAmount`).
 *
 * Why not a general number parser: for money, strictness is the feature. Reading with the exact
 * pattern the screen writes with lets a group mark stand only where the locale puts one, so a
 * German "10.5" is refused with an example instead of being read as 105, and the property tests
 * hold every language to a round trip to the cent. It runs on a short string per keystroke, off
 * start-up, so it costs a player nothing.
 */

/** Why a typed amount was not taken; the site words each one for the player. */
export type MoneyInputProblem =
  /** Nothing typed. */
  | 'empty'
  /** Not a number in the player's way of writing one (a letter, two decimal points, a group mark in the wrong place). */
  | 'not-a-number'
  /** Zero or below. */
  | 'not-positive'
  /** More than two decimals that are not zeros. */
  | 'too-many-decimals'
  /** More than any account could hold (beyond exact integer cents). */
  | 'too-large';

export type MoneyInputResult = { ok: true; cents: number } | { ok: false; problem: MoneyInputProblem };

/** Why an amount, readable as such, cannot be used here. */
export type AmountLimitProblem = 'below-minimum' | 'above-maximum' | 'above-balance';

export interface AmountLimits {
  /** The smallest amount allowed, in cents (a channel's minimum). */
  minCents?: number;
  /** The largest amount allowed, in cents (a channel's maximum). */
  maxCents?: number;
  /** What the source wallet holds, in cents: more cannot be moved. */
  balanceCents?: number;
}

const CENTS_PER_UNIT = 100;
/**
 * A hundred billion: far beyond any balance, and small enough that cents, and the platform's
 * decimals made from them, stay exact (a double carries about 16 significant digits).
 */
const MAX_INTEGER_DIGITS = 11;

const whitespace = /[\s\u00a0\u202f\u2009]/gu;
const minusSigns = /[-\u2212\u2012\u2013]/u;

/** Replaces the locale's own digits (Arabic-Indic, Devanagari, Bengali…) with ASCII ones. */
function asciiDigits(text: string, digits: string): string {
  if (digits === '0123456789') return text;
  return Array.from(text, (char) => {
    const digit = digits.indexOf(char);
    return digit >= 0 ? String(digit) : char;
  }).join('');
}

/** Text with the pattern's prefix and suffix (a currency sign, a bidi mark) taken off. */
function withoutAffixes(text: string, pattern: MoneyPattern): string {
  let rest = text;
  for (const affix of [...pattern.positive, ...pattern.negative]) {
    const bare = affix.replace(whitespace, '').replace(minusSigns, '');
    if (bare) rest = rest.split(bare).join('');
  }
  // Bidi marks Intl writes around numbers in right-to-left locales.
  return rest.replace(/[\u200e\u200f\u061c]/gu, '');
}

/**
 * A phone's decimal keypad may offer "." where the locale writes "," (or the other way round): the
 * other mark is taken as the decimal point when the locale does not group with it and the text has
 * no decimal mark of the locale's own.
 */
function withLocaleDecimal(text: string, pattern: MoneyPattern): string {
  if (text.includes(pattern.decimal)) return text;
  const other = ['.', ','].find((mark) => mark !== pattern.decimal && mark !== pattern.group && text.includes(mark));
  return other ? text.replace(other, pattern.decimal) : text;
}

/** Whether the integer part, split at the locale's group marks, groups its digits as the locale does. */
function groupedAsPattern(groups: string[], pattern: MoneyPattern): boolean {
  if (groups.length === 1) return true;
  const [first, ...rest] = groups;
  const last = rest.pop()!;
  return (
    first!.length > 0 &&
    first!.length <= Math.max(pattern.secondaryGroup, pattern.primaryGroup) &&
    last.length === pattern.primaryGroup &&
    rest.every((group) => group.length === pattern.secondaryGroup)
  );
}

/**
 * Reads `text` as an amount written in `pattern`'s locale. Accepts what formatMoney writes for that
 * locale, with or without its currency sign, the locale's own digits, and group marks only where
 * the locale puts them: "10.5" in a locale whose "." groups thousands is refused rather than read as
 * 105. Trailing zeros after two decimals are taken (1.500 is 1.50); other decimals are refused.
 */
export function parseMoneyInput(text: string, pattern: MoneyPattern): MoneyInputResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: 'empty' };
  const bare = asciiDigits(withoutAffixes(trimmed, pattern), pattern.digits).trim();
  const negative = minusSigns.test(bare);
  const compact = bare.replace(minusSigns, '').trim();
  const groupIsSpace = pattern.group.replace(whitespace, '') === '';
  const unspaced = compact.replace(whitespace, groupIsSpace && pattern.group ? pattern.group : '');
  if (!unspaced) return { ok: false, problem: 'not-a-number' };

  const parts = withLocaleDecimal(unspaced, pattern).split(pattern.decimal);
  if (parts.length > 2) return { ok: false, problem: 'not-a-number' };
  const [integerText = '', fractionText = ''] = parts;
  const groups = pattern.group ? integerText.split(pattern.group) : [integerText];
  if (!groups.every((group) => /^\d*$/u.test(group)) || !/^\d*$/u.test(fractionText)) {
    return { ok: false, problem: 'not-a-number' };
  }
  if (!groupedAsPattern(groups, pattern)) return { ok: false, problem: 'not-a-number' };
  const integer = groups.join('').replace(/^0+(?=\d)/u, '');
  if (!integer && !fractionText) return { ok: false, problem: 'not-a-number' };
  if (parts.length === 2 && !fractionText && !integer) return { ok: false, problem: 'not-a-number' };
  if (fractionText.slice(2).replace(/0/gu, '')) return { ok: false, problem: 'too-many-decimals' };
  if (integer.length > MAX_INTEGER_DIGITS) return { ok: false, problem: 'too-large' };

  const cents = Number(integer || '0') * CENTS_PER_UNIT + Number(fractionText.slice(0, 2).padEnd(2, '0'));
  if (negative || cents === 0) return { ok: false, problem: 'not-positive' };
  return { ok: true, cents };
}

/** The first limit `cents` breaks: the channel's minimum, its maximum, then the balance. */
export function checkAmountLimits(
  cents: number,
  { minCents, maxCents, balanceCents }: AmountLimits,
): AmountLimitProblem | null {
  if (minCents !== undefined && cents < minCents) return 'below-minimum';
  if (maxCents !== undefined && cents > maxCents) return 'above-maximum';
  if (balanceCents !== undefined && cents > balanceCents) return 'above-balance';
  return null;
}

/** A platform amount (a decimal number of at most two places) in exact integer cents. */
export function amountToCents(amount: number): number {
  return Math.round(amount * CENTS_PER_UNIT);
}

/** Integer cents as the platform's decimal amount: exact to two places below 10^13 cents, as input allows. */
export function centsToAmount(cents: number): number {
  return cents / CENTS_PER_UNIT;
}
