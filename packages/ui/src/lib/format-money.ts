import { applyMoneyPattern, readMoneyPattern, type MoneyPattern } from './money-pattern.ts';
import { moneyPatterns as patterns } from './money-patterns.ts';

export type { MoneyPattern } from './money-pattern.ts';
export { seedMoneyPatterns } from './money-patterns.ts';

export interface MoneyFormat {
  /** BCP 47 locale for digits, grouping, decimals and where the symbol goes. */
  locale?: string;
  /** The brand's currency symbol, e.g. "₱" or the platform's placeholder "P". */
  currencySymbol?: string;
  fractionDigits?: number;
}

/** While a server render is recorded: the patterns it used. */
let recording: Record<string, MoneyPattern> | undefined;

const patternKey = (locale: string | undefined, symbol: string | undefined, fractionDigits: number) =>
  `${locale ?? ''}|${symbol ?? ''}|${fractionDigits}`;

function intlFormatter(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // An unknown locale tag falls back to the runtime's default rather than breaking the page.
    return new Intl.NumberFormat(undefined, options);
  }
}

/**
 * Intl only knows ISO codes, so the pattern is read from US dollars and the brand's symbol replaces
 * theirs: USD's narrow symbol is a sign ("$"), not letters, so ICU adds no spacing of its own
 * around it and the locale's pattern alone decides.
 */
function formatterFor(locale: string | undefined, symbol: string | undefined, fractionDigits: number) {
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return intlFormatter(
    locale,
    symbol ? { ...digits, style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' } : digits,
  );
}

function patternFor(locale: string | undefined, symbol: string | undefined, fractionDigits: number): MoneyPattern {
  const key = patternKey(locale, symbol, fractionDigits);
  let pattern = patterns.get(key);
  if (!pattern) {
    pattern = readMoneyPattern(formatterFor(locale, symbol, fractionDigits), fractionDigits, symbol);
    patterns.set(key, pattern);
  }
  if (recording) recording[key] = pattern;
  return pattern;
}

/** Formats an amount in the given locale, with the brand's own symbol where the locale puts one. */
export function formatMoney(amount: number, { locale, currencySymbol, fractionDigits = 2 }: MoneyFormat = {}): string {
  if (!Number.isFinite(amount)) return formatterFor(locale, currencySymbol, fractionDigits).format(amount);
  return applyMoneyPattern(amount, patternFor(locale, currencySymbol, fractionDigits)).trim();
}

/**
 * Starts recording the patterns formatMoney uses, for a server that draws one page at a time; the
 * returned function stops and gives them, for the page to carry (see seedMoneyPatterns).
 */
export function recordMoneyPatterns(): () => Record<string, MoneyPattern> {
  const used: Record<string, MoneyPattern> = {};
  recording = used;
  return () => {
    if (recording === used) recording = undefined;
    return used;
  };
}
