import type { BonusTotals } from '@lobbykit/platform/endpoints/bonuses';
import { useTranslation } from 'react-i18next';
import type { Money } from '../money/use-money.ts';

/** All the member's bonuses at a glance: how many, what they credited, the turnover still owed. */
export function BonusTotalsBar({ totals, money }: { totals: BonusTotals; money: Money }) {
  const { t } = useTranslation('member-bonus');
  const items = [
    { key: 'bonuses', value: String(totals.bonuses) },
    { key: 'credited', value: money.format(money.cents(totals.credited)) },
    { key: 'remaining', value: money.format(money.cents(totals.turnoverRemaining)) },
  ];
  return (
    <dl
      data-slot="bonus-totals"
      aria-label={t('totals_label')}
      className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card p-3 text-card-foreground @md:grid-cols-3"
    >
      {items.map((item) => (
        <div
          key={item.key}
          data-slot={`bonus-total-${item.key}`}
          className="grid min-w-0 gap-0.5 text-center last:col-span-2 @md:last:col-span-1"
        >
          <dt className="text-xs text-muted-foreground">{t(`totals.${item.key}`)}</dt>
          <dd className="truncate text-sm font-semibold tabular-nums sm:text-base">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
