import type { BetTotals } from '@lobbykit/platform/endpoints/bets';
import { useTranslation } from 'react-i18next';
import type { Money } from '../money/use-money.ts';
import { Profit } from './bet-parts.tsx';

/** The totals of a range of bets: how many, staked, valid, paid out, and the profit (the betting record's words). */
export function BetTotalsBar({ totals, money }: { totals: BetTotals; money: Money }) {
  const { t } = useTranslation('member-bets');
  const amount = (value: number) => money.format(money.cents(value));
  const items = [
    { key: 'bets', value: String(totals.bets) },
    { key: 'stake', value: amount(totals.stake) },
    { key: 'valid_bet', value: amount(totals.validBet) },
    { key: 'payout', value: amount(totals.payout) },
  ];
  return (
    <dl
      data-slot="bet-totals"
      aria-label={t('record.totals_label')}
      className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card p-3 text-card-foreground @xl:grid-cols-5"
    >
      {items.map((item) => (
        <div key={item.key} className="grid min-w-0 gap-0.5 text-center">
          <dt className="truncate text-xs text-muted-foreground">{t(`record.totals.${item.key}`)}</dt>
          <dd className="truncate text-sm font-semibold tabular-nums sm:text-base">{item.value}</dd>
        </div>
      ))}
      <div className="col-span-2 grid min-w-0 gap-0.5 text-center @xl:col-span-1">
        <dt className="truncate text-xs text-muted-foreground">{t('record.totals.profit')}</dt>
        <dd className="truncate text-sm sm:text-base">
          <Profit amount={totals.profit} money={money} />
        </dd>
      </div>
    </dl>
  );
}
