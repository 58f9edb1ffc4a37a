import { formatMoney, moneyPatternFor } from '@lobbykit/ui/lib/format-money';
import { amountToCents } from '@lobbykit/ui/lib/money-input';
import { useMemo } from 'react';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { useBalance } from '../../../core/member/use-balance.ts';
import { currencySymbol } from '../../../core/money/currency-symbol.ts';

/**
 * The money pages' way of writing and reading amounts: the member's language and the wallet's
 * currency, as the header's balance shows them. Amounts are integer cents on these pages; the
 * platform's decimals are turned into cents as they arrive.
 */
export function useMoney() {
  const { tag } = useLanguage();
  const balance = useBalance();
  const symbol = currencySymbol(balance.data?.currency);
  return useMemo(() => {
    const options = { locale: tag, currencySymbol: symbol };
    return {
      symbol,
      /** How amounts are written here, to read what the member types in the same way. */
      pattern: moneyPatternFor(options),
      /** Cents as the member reads money: "P1,234.50", "1.234,50 ₫". */
      format: (cents: number) => formatMoney(cents / 100, options),
      /** The same amount without the currency sign, as it goes into an amount field. */
      formatPlain: (cents: number) => formatMoney(cents / 100, { locale: tag }),
      /** A platform amount in cents. */
      cents: amountToCents,
    };
  }, [tag, symbol]);
}

export type Money = ReturnType<typeof useMoney>;
