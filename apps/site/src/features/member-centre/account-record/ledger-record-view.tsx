import type { LedgerEntry } from '@lobbykit/platform/endpoints/wallet';
import { ReceiptTextIcon } from '@lobbykit/ui/icons/receipt-text';
import { cn } from '@lobbykit/ui/lib/cn';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../page-kit/query-states.tsx';
import { RecordView, type RecordStateLabels, type RecordViewProps } from '../../page-kit/record-view.tsx';
import type { Money } from '../money/use-money.ts';
import { LedgerRow, LedgerRowsSkeleton } from './ledger-row.tsx';
import { LedgerTotals } from './ledger-totals.tsx';

/** One page of ledger lines as the platform answers it (the member's or the agent's team's). */
export interface LedgerPage<E extends LedgerEntry> {
  list: readonly E[];
  total: number;
  totalPages: number;
  totals: { in: number; out: number; net: number };
}

/** The page's own words for its states and its list; the lines, totals and pager speak the account record's. */
interface LedgerRecordLabels extends RecordStateLabels {
  list: (count: number) => string;
}

/**
 * A page of ledger lines as the account record shows it, shared by the member's account record
 * and the agent's transaction details: what came in, went out and the difference over the range,
 * the lines, newest first, and the pager. `owner` names whose line each is, where the record holds
 * several members' lines.
 */
export function LedgerRecordView<E extends LedgerEntry>({
  query,
  money,
  labels,
  page,
  onPage,
  owner,
}: RecordViewProps<LedgerPage<E>, LedgerRecordLabels> & { money: Money; owner?: (entry: E) => string }) {
  const { t } = useTranslation('member-money');
  return (
    <RecordView
      query={query}
      labels={{ ...labels, page: (number) => t('record.page', { page: number }) }}
      skeleton={
        <ul className="divide-y divide-border rounded-xl border border-border bg-card">
          <LedgerRowsSkeleton />
        </ul>
      }
      page={page}
      onPage={onPage}
    >
      {(data, updating) => (
        <>
          <LedgerTotals totals={data.totals} money={money} />
          {data.list.length === 0 ? (
            <EmptyState icon={ReceiptTextIcon} title={labels.emptyTitle} description={labels.emptyDescription} />
          ) : (
            <ul
              aria-label={labels.list(data.total)}
              className={cn(
                'divide-y divide-border rounded-xl border border-border bg-card text-sm text-card-foreground',
                updating && 'opacity-60',
              )}
            >
              {data.list.map((entry) => (
                <LedgerRow key={String(entry.id)} entry={entry} money={money} owner={owner?.(entry)} />
              ))}
            </ul>
          )}
        </>
      )}
    </RecordView>
  );
}
