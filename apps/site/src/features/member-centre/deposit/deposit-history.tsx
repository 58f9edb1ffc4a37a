import type { DepositChannel } from '@lobbykit/platform/endpoints/wallet';
import { ReceiptTextIcon } from '@lobbykit/ui/icons/receipt-text';
import { cn } from '@lobbykit/ui/lib/cn';
import { Pagination } from '@lobbykit/ui/pagination';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import type { Money } from '../money/use-money.ts';
import { DepositRow, DepositRowsSkeleton } from './deposit-row.tsx';
import { useBalanceFollowsCredits, useDeposits } from './use-deposits.ts';

/**
 * The member's deposits, newest first, a page at a time; the pending ones marked and kept
 * current, so one settled meanwhile changes here (and in the header's balance) by itself.
 */
export function DepositHistory({ channels, money }: { channels: readonly DepositChannel[]; money: Money }) {
  const { t } = useTranslation(['member-deposit', 'pages']);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useDeposits(page);
  useBalanceFollowsCredits(data?.list);
  const nameOf = (code: string) => channels.find((channel) => channel.code === code)?.name ?? code;

  let body;
  if (!data) {
    body = error ? (
      <LoadError error={error} onRetry={() => mutate()} title={t('history.load_failed')} />
    ) : (
      <LoadingRegion label={t('history.loading')}>
        <ul className="divide-y divide-border rounded-xl border border-border bg-card">
          <DepositRowsSkeleton />
        </ul>
      </LoadingRegion>
    );
  } else if (data.list.length === 0) {
    body = (
      <EmptyState
        icon={ReceiptTextIcon}
        title={t('history.empty_title')}
        description={t('history.empty_description')}
      />
    );
  } else {
    const pending = data.list.filter((deposit) => deposit.status === 'pending').length;
    // Another page asked for: the one on show is dimmed until it arrives (a re-read is quiet).
    const paging = isLoading;
    body = (
      <>
        {pending > 0 && (
          <p data-slot="deposits-pending" className="text-sm text-muted-foreground">
            {t('history.pending_note', { count: pending })}
          </p>
        )}
        <ul
          aria-labelledby={headingId}
          className={cn(
            'divide-y divide-border overflow-hidden rounded-xl border border-border bg-card text-sm text-card-foreground',
            paging && 'opacity-60',
          )}
        >
          {data.list.map((deposit) => (
            <DepositRow key={deposit.depositId} deposit={deposit} channelName={nameOf(deposit.channel)} money={money} />
          ))}
        </ul>
        {error && <LoadError error={error} onRetry={() => mutate()} title={t('history.load_failed')} />}
        {data.totalPages > 1 && (
          <Pagination
            page={page}
            pageCount={data.totalPages}
            onPageChange={setPage}
            label={t('history.pagination')}
            previousLabel={t('shared.previous', { ns: 'pages' })}
            nextLabel={t('shared.next', { ns: 'pages' })}
            pageLabel={(number) => t('history.page', { page: number })}
          />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} data-slot="deposit-history" className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        {t('history.title')}
      </h3>
      {body}
    </section>
  );
}
