import type { ContractSettlement } from '@lobbykit/platform/endpoints/rewards';
import { cn } from '@lobbykit/ui/lib/cn';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../page-kit/format.ts';
import { EmptyState } from '../../page-kit/query-states.tsx';
import { useMoney } from '../../member-centre/money/use-money.ts';
import { ReceiptTextIcon } from '@lobbykit/ui/icons/receipt-text';

/**
 * What the member's contracts settled, newest first: each window, what the team did in it and
 * what it paid (nothing when the terms were missed, said as such).
 */
export function SettlementHistory({
  settlements,
  title,
  showKind = false,
}: {
  settlements: readonly ContractSettlement[];
  title: string;
  showKind?: boolean;
}) {
  const { t } = useTranslation('agent-contracts');
  const money = useMoney();
  return (
    <section data-slot="settlement-history" aria-label={title} className="grid gap-3">
      <h3 className="text-base font-semibold">{title}</h3>
      {settlements.length === 0 ? (
        <EmptyState
          icon={ReceiptTextIcon}
          title={t('history.empty_title')}
          description={t('history.empty_description')}
        />
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border bg-card text-sm text-card-foreground">
          {settlements.map((settlement) => {
            const cents = money.cents(settlement.amount);
            return (
              <li
                key={String(settlement.settlementId)}
                data-slot="settlement-row"
                className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-4 py-3"
              >
                <span className="min-w-0 font-medium">
                  {showKind ? t(`kinds.${settlement.kind}`) : t('history.window')}{' '}
                  <span className="font-normal text-muted-foreground">
                    <time dateTime={new Date(settlement.periodStart).toISOString()}>
                      {formatDateTime(settlement.periodStart)}
                    </time>
                    {' – '}
                    <time dateTime={new Date(settlement.periodEnd).toISOString()}>
                      {formatDateTime(settlement.periodEnd)}
                    </time>
                  </span>
                </span>
                <span
                  className={cn(
                    'text-end font-semibold tabular-nums',
                    cents > 0 ? 'text-success' : 'text-muted-foreground',
                  )}
                >
                  {cents > 0 ? `+${money.format(cents)}` : t('history.not_met')}
                </span>
                <span className="col-span-2 text-xs text-muted-foreground">
                  {t('history.team', {
                    count: settlement.activeMembers,
                    base: money.format(money.cents(settlement.base)),
                  })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
