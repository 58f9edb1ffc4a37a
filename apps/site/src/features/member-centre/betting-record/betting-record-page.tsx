import type { Bet } from '@lobbykit/platform/endpoints/bets';
import { ListChecksIcon } from '@lobbykit/ui/icons/list-checks';
import { cn } from '@lobbykit/ui/lib/cn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeriod } from '../../page-kit/period-filter.tsx';
import { EmptyState } from '../../page-kit/query-states.tsx';
import { RecordCardsSkeleton } from '../../page-kit/record-table.tsx';
import { RecordView } from '../../page-kit/record-view.tsx';
import { useMoney, type Money } from '../money/use-money.ts';
import { BetDetailDialog } from './bet-detail-dialog.tsx';
import { BetFilters, type BetFilterValues } from './bet-filters.tsx';
import { BetList } from './bet-list.tsx';
import { BetTotalsBar } from './bet-totals.tsx';
import { useBets, type BetQuery } from './use-bets.ts';

/** Loaded with the page: its own strings and the pager's. */
const pageNamespaces = ['member-bets', 'pages'];

/**
 * Betting record (spec §2 `personalHistoryCopy`): the member's bets, newest first, for a period
 * (spec §9's presets or days of their own), a game type, a vendor and a status, a page at a time,
 * with the totals of everything the filters match and each bet's details.
 */
export default function BettingRecordPage() {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const period = usePeriod();
  const [filters, setFilters] = useState<BetFilterValues>({ gameType: null, vendor: null, status: null });
  const [page, setPage] = useState(1);

  return (
    <div data-slot="betting-record" className="@container grid min-w-0 gap-4">
      <BetFilters
        period={period}
        values={filters}
        onChange={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      {period.range ? (
        <Bets money={money} query={{ range: period.range, ...filters, page }} onPage={setPage} />
      ) : (
        <EmptyState
          icon={ListChecksIcon}
          title={t('record.range_needed_title')}
          description={t('record.range_needed_description')}
        />
      )}
    </div>
  );
}

function Bets({ money, query, onPage }: { money: Money; query: BetQuery; onPage: (page: number) => void }) {
  const { t } = useTranslation(pageNamespaces);
  const [open, setOpen] = useState<Bet | null>(null);
  return (
    <RecordView
      query={useBets(query)}
      labels={{
        loading: t('record.loading'),
        loadFailed: t('record.load_failed'),
        page: (number) => t('record.page', { page: number }),
      }}
      skeleton={<RecordCardsSkeleton />}
      page={query.page}
      onPage={onPage}
    >
      {(data, updating) => (
        <>
          <BetTotalsBar totals={data.totals} money={money} />
          {data.list.length === 0 ? (
            <EmptyState
              icon={ListChecksIcon}
              title={t('record.empty_title')}
              description={t('record.empty_description')}
            />
          ) : (
            <div className={cn('min-w-0', updating && 'opacity-60 transition-opacity')}>
              <BetList bets={data.list} total={data.total} money={money} onOpen={setOpen} />
            </div>
          )}
          <BetDetailDialog bet={open} money={money} onClose={() => setOpen(null)} />
        </>
      )}
    </RecordView>
  );
}
