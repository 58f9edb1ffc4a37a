import { HistoryIcon } from '@lobbykit/ui/icons/history';
import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../page-kit/format.ts';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { RecordPager } from '../../page-kit/record-pager.tsx';
import type { Money } from '../money/use-money.ts';
import { useGameTypeLabel } from './rebate-lines.tsx';
import { useRebateClaims } from './use-manual-rebate.ts';

const headingId = 'manual-rebate-claims-heading';

/** Past claims, newest first, a page at a time: when, how much, and what each game type gave. */
export function RebateClaims({ money }: { money: Money }) {
  const { t } = useTranslation(['member-rebate', 'pages']);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = useRebateClaims(page);
  const gameType = useGameTypeLabel();

  const body = () => {
    if (!data) {
      if (error) return <LoadError error={error} onRetry={() => mutate()} title={t('claims.load_failed')} />;
      return (
        <LoadingRegion label={t('claims.loading')} className="grid gap-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-14 w-full rounded-xl" />
          ))}
        </LoadingRegion>
      );
    }
    if (data.list.length === 0) {
      return <EmptyState icon={HistoryIcon} title={t('claims.empty_title')} description={t('claims.empty_text')} />;
    }
    // The page before stays while the next loads (keepPreviousData), dimmed.
    const updating = isValidating && !isLoading;
    return (
      <>
        <ul
          data-slot="rebate-claims"
          aria-label={t('claims.list', { count: data.total })}
          aria-busy={updating || undefined}
          className={cn(
            'divide-y divide-border rounded-xl border border-border bg-card text-sm text-card-foreground',
            updating && 'opacity-60 transition-opacity',
          )}
        >
          {data.list.map((claim) => (
            <li key={String(claim.id)} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-4 py-3">
              <time className="font-medium" dateTime={new Date(claim.claimedAt).toISOString()}>
                {formatDateTime(claim.claimedAt)}
              </time>
              <span className="text-end font-semibold text-success tabular-nums">
                +{money.format(money.cents(claim.amount))}
              </span>
              <span className="col-span-2 text-xs text-muted-foreground">
                {claim.gameTypes
                  .map((line) => `${gameType(line.gameType)} ${money.format(money.cents(line.rebate))}`)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
        <RecordPager
          page={page}
          pageCount={data.totalPages}
          onPage={setPage}
          pageLabel={(number) => t('claims.page', { page: number })}
        />
      </>
    );
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        {t('claims.heading')}
      </h3>
      {body()}
    </section>
  );
}
