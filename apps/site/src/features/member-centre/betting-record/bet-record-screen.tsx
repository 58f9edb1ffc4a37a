import { ListChecksIcon } from '@lobbykit/ui/icons/list-checks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeriod } from '../../page-kit/period-filter.tsx';
import { EmptyState } from '../../page-kit/query-states.tsx';
import { BetFilters, type BetFilterValues } from './bet-filters.tsx';
import type { BetQuery } from './use-bets.ts';

/**
 * A screen of bets, shared by the member's betting record and the agent's team betting: the
 * betting record's filters (period, game type, vendor, status) with any of the page's own, and,
 * once the period is a range, the page's record for what they choose. Every change of a filter
 * goes back to the first page.
 */
export function BetRecordScreen({
  slot,
  filters,
  record,
}: {
  slot: string;
  /** Filters of the page's own, after the period; `restart` takes the record back to its first page. */
  filters?: (restart: () => void) => ReactNode;
  /** The page's record of bets for the query, paging itself through `onPage`. */
  record: (query: BetQuery, onPage: (page: number) => void) => ReactNode;
}) {
  const { t } = useTranslation('member-bets');
  const period = usePeriod();
  const [values, setValues] = useState<BetFilterValues>({ gameType: null, vendor: null, status: null });
  const [page, setPage] = useState(1);
  const restart = () => setPage(1);

  return (
    <div data-slot={slot} className="@container grid min-w-0 gap-4">
      <BetFilters
        period={period}
        values={values}
        onChange={(chosen) => {
          setValues(chosen);
          restart();
        }}
      >
        {filters?.(restart)}
      </BetFilters>
      {period.range ? (
        record({ range: period.range, ...values, page }, setPage)
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
