import { bonusStatuses, type BonusStatus } from '@lobbykit/platform/endpoints/bonuses';
import { Button } from '@lobbykit/ui/button';
import { GiftIcon } from '@lobbykit/ui/icons/gift';
import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCentreNavigation } from '../../centres/centre-url.ts';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { RecordPager } from '../../page-kit/record-pager.tsx';
import { RecordCardsSkeleton } from '../../page-kit/record-table.tsx';
import { useMoney } from '../money/use-money.ts';
import { BonusList } from './bonus-list.tsx';
import { BonusTotalsBar } from './bonus-totals.tsx';
import { useBonuses } from './use-bonuses.ts';

/** Loaded with the page: its own strings and the pager's. */
const pageNamespaces = ['member-bonus', 'pages'];

/**
 * Bonus details (spec §2 `bonusDetails`): every bonus a promotion credited the member, newest
 * first, each with the turnover it asks for and how far the member's settled bets have played it
 * (the platform's sum: oldest bonus first, no stake twice). The totals of all of them on top, a
 * status filter, a page at a time.
 */
export default function BonusDetailsPage() {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const [status, setStatus] = useState<BonusStatus | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = useBonuses({ status, page });
  // The page before stays while the next loads (keepPreviousData), dimmed.
  const updating = isValidating && !isLoading;
  const choices = [
    { value: null, label: t('filters.all') },
    ...bonusStatuses.map((value) => ({ value, label: t(`statuses.${value}`) })),
  ];

  return (
    <div data-slot="bonus-details" className="@container grid min-w-0 gap-4" aria-busy={updating || undefined}>
      {data ? <BonusTotalsBar totals={data.totals} money={money} /> : !error && <Skeleton className="h-16 w-full" />}
      <ChoiceChips
        name="bonus-status"
        label={t('filters.status')}
        choices={choices}
        selected={status}
        onChoose={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {error && <LoadError error={error} onRetry={() => mutate()} title={t('load_failed')} />}
      {!data ? (
        !error && (
          <LoadingRegion label={t('loading')}>
            <RecordCardsSkeleton rows={4} />
          </LoadingRegion>
        )
      ) : data.list.length === 0 ? (
        data.totals.bonuses === 0 ? (
          <NoBonusesYet />
        ) : (
          <EmptyState icon={GiftIcon} title={t('empty_status_title')} description={t('empty_status_description')} />
        )
      ) : (
        <div className={cn('min-w-0', updating && 'opacity-60 transition-opacity')}>
          <BonusList bonuses={data.list} total={data.total} money={money} />
        </div>
      )}
      {data && (
        <RecordPager
          page={page}
          pageCount={data.totalPages}
          onPage={setPage}
          pageLabel={(number) => t('page', { page: number })}
        />
      )}
    </div>
  );
}

/** No bonus ever: says where bonuses come from, and leads to the reward centre to get one. */
function NoBonusesYet() {
  const { t } = useTranslation('member-bonus');
  const centres = useCentreNavigation();
  return (
    <EmptyState
      icon={GiftIcon}
      title={t('empty_title')}
      description={t('empty_description')}
      action={
        <Button variant="primary" onClick={() => centres.switchTo('member', 'rewardCenter')}>
          {t('to_reward_centre')}
        </Button>
      }
    />
  );
}
