/**
 * The symbol shown before the balance. The platform's placeholder is "P" (the peso as the old
 * client wrote it): it stands for PHP and for a balance that names no currency.
 */
export const defaultCurrencySymbol = 'P';

const symbols: Readonly<Record<string, string>> = {
  PHP: defaultCurrencySymbol,
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: '¥',
  KRW: '₩',
  VND: '₫',
  THB: '฿',
  INR: '₹',
  IDR: 'Rp',
  MYR: 'RM',
};

/** A currency code's symbol; an unknown code is shown as itself rather than as a wrong symbol. */
export function currencySymbol(currency: string | null | undefined): string {
  if (!currency) return defaultCurrencySymbol;
  const code = currency.toUpperCase();
  return symbols[code] ?? code;
}
