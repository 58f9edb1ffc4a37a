import { applyMoneyPattern, readMoneyPattern, type MoneyPattern } from './money-pattern.ts';
import { moneyPatternCache } from './money-patterns.ts';

export type { MoneyPattern } from './money-pattern.ts';
export { setMoneyPatternCache, type MoneyPatternCache } from './money-patterns.ts';

export interface MoneyFormat {
  /** BCP 47 locale for digits, grouping, decimals and where the symbol goes. */
  locale?: string;
  /** The brand's currency symbol, e.g. "₱" or the platform's placeholder "P". */
  currencySymbol?: string;
  fractionDigits?: number;
}

/** The key of a pattern in the cache (see money-patterns.ts): locale, symbol and decimals. */
export const patternKey = (locale: string | undefined, symbol: string | undefined, fractionDigits: number) =>
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
  const cache = moneyPatternCache();
  let pattern = cache.get(key);
  if (!pattern) {
    pattern = readMoneyPattern(formatterFor(locale, symbol, fractionDigits), fractionDigits, symbol);
    cache.set(key, pattern);
  }
  return pattern;
}

/** Formats an amount in the given locale, with the brand's own symbol where the locale puts one. */
export function formatMoney(amount: number, { locale, currencySymbol, fractionDigits = 2 }: MoneyFormat = {}): string {
  if (!Number.isFinite(amount)) return formatterFor(locale, currencySymbol, fractionDigits).format(amount);
  return applyMoneyPattern(amount, patternFor(locale, currencySymbol, fractionDigits)).trim();
}

/** The pattern formatMoney writes amounts with for these options, so input can be read in the same way. */
export function moneyPatternFor({ locale, currencySymbol, fractionDigits = 2 }: MoneyFormat = {}): MoneyPattern {
  return patternFor(locale, currencySymbol, fractionDigits);
}
