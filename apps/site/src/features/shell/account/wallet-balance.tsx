import { BalanceDisplay } from '@lobbykit/ui/balance-display';
import { Button } from '@lobbykit/ui/button';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { setBalanceMasked, useBalanceMasked } from './balance-mask.ts';
import { currencySymbol } from '../../../core/money/currency-symbol.ts';
import { useBalance } from '../../../core/member/use-balance.ts';

/**
 * The wallet total in the header: the refresh button asks the platform again, the eye hides the
 * amount as *** (remembered on this device). A balance that cannot load says so and offers a retry.
 */
export function WalletBalance() {
  const { t } = useTranslation('shell');
  const { tag } = useLanguage();
  const { data, error, isValidating, mutate } = useBalance();
  const masked = useBalanceMasked();

  if (error && !data) {
    return (
      <div role="alert" data-slot="wallet-balance-error" className="flex items-center gap-2">
        <span className="text-xs text-muted-foreground">{t('account.balance_unavailable')}</span>
        <Button variant="outline" size="sm" loading={isValidating} onClick={() => void mutate()}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }

  return (
    <BalanceDisplay
      variant="outline"
      size="sm"
      label={t('account.balance')}
      amount={data?.sumBalance}
      locale={tag}
      currencySymbol={currencySymbol(data?.currency)}
      refreshing={isValidating}
      onRefresh={() => void mutate()}
      refreshLabel={t('account.refresh_balance')}
      maskLabel={t('account.hide_balance')}
      masked={masked}
      onMaskedChange={setBalanceMasked}
    />
  );
}
