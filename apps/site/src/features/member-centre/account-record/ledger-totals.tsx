import { cn } from '@lobbykit/ui/lib/cn';
import { useTranslation } from 'react-i18next';
import type { Money } from '../money/use-money.ts';

/** What came in, went out and the difference over a record's whole range (account record, agent transactions). */
export function LedgerTotals({ totals, money }: { totals: { in: number; out: number; net: number }; money: Money }) {
  const { t } = useTranslation('member-money');
  const net = money.cents(totals.net);
  const items = [
    { key: 'in', label: t('record.total_in'), value: money.format(money.cents(totals.in)), tone: 'text-success' },
    { key: 'out', label: t('record.total_out'), value: money.format(money.cents(totals.out)), tone: '' },
    {
      key: 'net',
      label: t('record.total_net'),
      value: `${net < 0 ? '−' : ''}${money.format(Math.abs(net))}`,
      tone: net >= 0 ? 'text-success' : 'text-destructive',
    },
  ];
  return (
    <dl
      data-slot="ledger-totals"
      className="grid grid-cols-3 gap-2 rounded-xl border border-border bg-card p-3 text-card-foreground"
    >
      {items.map((item) => (
        <div key={item.key} className="grid min-w-0 gap-0.5 text-center">
          <dt className="truncate text-xs text-muted-foreground">{item.label}</dt>
          <dd className={cn('truncate text-sm font-semibold tabular-nums sm:text-base', item.tone)}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
