import { useTranslation } from 'react-i18next';
import type { Money } from '../money/use-money.ts';

/**
 * What the player will pay before they go to pay it: the amount, the channel's fee on top, and
 * the total. The wallet is credited the amount; the fee stays with the channel.
 */
export function DepositTotal({
  amountCents,
  feeCents,
  money,
}: {
  /** null while the typed amount cannot be sent. */
  amountCents: number | null;
  feeCents: number;
  money: Money;
}) {
  const { t } = useTranslation('member-deposit');
  if (amountCents === null) {
    return (
      <p data-slot="deposit-total" className="rounded-lg bg-muted px-3 py-2.5 text-sm text-muted-foreground">
        {t('total.waiting')}
      </p>
    );
  }
  const rows = [
    { key: 'amount', label: t('total.amount'), cents: amountCents },
    { key: 'fee', label: t('total.fee'), cents: feeCents },
  ];
  return (
    <dl data-slot="deposit-total" className="grid gap-1 rounded-lg bg-muted px-3 py-2.5 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-3 text-muted-foreground">
          <dt>{row.label}</dt>
          <dd className="tabular-nums">
            {row.cents > 0 || row.key === 'amount' ? money.format(row.cents) : t('total.no_fee')}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-border pt-1 font-semibold">
        <dt>{t('total.total')}</dt>
        <dd className="tabular-nums">{money.format(amountCents + feeCents)}</dd>
      </div>
    </dl>
  );
}
