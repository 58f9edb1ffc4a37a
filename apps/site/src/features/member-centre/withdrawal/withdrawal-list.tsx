import { ArrowUpFromLineIcon } from '@lobbykit/ui/icons/arrow-up-from-line';
import { cn } from '@lobbykit/ui/lib/cn';
import { Pagination } from '@lobbykit/ui/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingRegion, showsPreviousAnswer } from '../../page-kit/query-states.tsx';
import type { Money } from '../money/use-money.ts';
import { usePayoutAccounts, useWithdrawalRequirements, useWithdrawals } from './use-withdrawals.ts';
import { WithdrawalRow, WithdrawalRowsSkeleton } from './withdrawal-row.tsx';

/** The member's requests, newest first, a page at a time, each with its progress and answer. */
export function WithdrawalList({ money, headingId }: { money: Money; headingId: string }) {
  const { t } = useTranslation(['member-withdrawal', 'pages']);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useWithdrawals(page);
  // Channel names and the confirmation window come with the page's other reads.
  const channels = usePayoutAccounts().data?.channels ?? [];
  const confirmMinutes = useWithdrawalRequirements().data?.confirmMinutes;

  let body;
  if (!data) {
    body = error ? (
      <LoadError error={error} onRetry={() => mutate()} title={t('list.load_failed')} />
    ) : (
      <LoadingRegion label={t('list.loading')}>
        <ul className="divide-y divide-border rounded-lg border border-border">
          <WithdrawalRowsSkeleton />
        </ul>
      </LoadingRegion>
    );
  } else if (data.list.length === 0) {
    body = (
      <EmptyState icon={ArrowUpFromLineIcon} title={t('list.empty_title')} description={t('list.empty_description')} />
    );
  } else {
    const updating = showsPreviousAnswer({ data, isLoading });
    body = (
      <div className="grid gap-4" aria-busy={updating || undefined}>
        <ul
          aria-label={t('list.label')}
          className={cn('divide-y divide-border rounded-lg border border-border', updating && 'opacity-60')}
        >
          {data.list.map((withdrawal) => (
            <WithdrawalRow
              key={withdrawal.withdrawalId}
              withdrawal={withdrawal}
              channels={channels}
              confirmMinutes={confirmMinutes}
              money={money}
            />
          ))}
        </ul>
        {error && <LoadError error={error} onRetry={() => mutate()} title={t('list.load_failed')} />}
        {data.totalPages > 1 && (
          <Pagination
            page={page}
            pageCount={data.totalPages}
            onPageChange={setPage}
            label={t('list.pagination')}
            previousLabel={t('shared.previous', { ns: 'pages' })}
            nextLabel={t('shared.next', { ns: 'pages' })}
            pageLabel={(number) => t('list.page', { page: number })}
          />
        )}
      </div>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t('list.title')}
      </h3>
      {body}
    </section>
  );
}
