export interface MoneyFormat {
  /** BCP 47 locale for digits, grouping, decimals and where the symbol goes. */
  locale?: string;
  /** The brand's currency symbol, e.g. "₱" or the platform's placeholder "P". */
  currencySymbol?: string;
  fractionDigits?: number;
}

/**
 * Building a formatter loads the locale's data and costs far more than formatting with it (a
 * winner board formats dozens of amounts per render): each one is built once and reused.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch {
      // An unknown locale tag falls back to the runtime's default rather than breaking the page.
      formatter = new Intl.NumberFormat(undefined, options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount with Intl in the given locale and places the brand's own symbol where the
 * locale puts a currency sign. Intl only knows ISO codes, so it formats US dollars and the symbol
 * replaces theirs: USD's narrow symbol is a sign ("$"), not letters, so ICU adds no spacing of its
 * own around it and the locale's pattern alone decides.
 */
export function formatMoney(amount: number, { locale, currencySymbol, fractionDigits = 2 }: MoneyFormat = {}): string {
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  if (!currencySymbol) return numberFormat(locale, digits).format(amount);
  const parts = numberFormat(locale, {
    ...digits,
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(amount);
  return parts
    .map((part) => (part.type === 'currency' ? currencySymbol : part.value))
    .join('')
    .trim();
}
