import type { Bet, BetTotals } from '@lobbykit/platform/endpoints/bets';
import { ListChecksIcon } from '@lobbykit/ui/icons/list-checks';
import { cn } from '@lobbykit/ui/lib/cn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../page-kit/query-states.tsx';
import { RecordCardsSkeleton } from '../../page-kit/record-table.tsx';
import { RecordView, type RecordViewProps } from '../../page-kit/record-view.tsx';
import type { Money } from '../money/use-money.ts';
import { BetDetailDialog } from './bet-detail-dialog.tsx';
import { BetList, type BetOwner } from './bet-list.tsx';
import { BetTotalsBar } from './bet-totals.tsx';

/** One page of a bet record as the platform answers it (the member's bets or the agent's team's). */
export interface BetPage<B extends Bet> {
  list: readonly B[];
  total: number;
  totalPages: number;
  totals: BetTotals;
}

/**
 * A page of bets as the betting record shows it, shared by the member's betting record and the
 * agent's team betting (the page gives its own words for the states; the rest speaks the betting
 * record's): the totals of everything the filters match, the bets (cards or a table),
 * each bet's details on demand, and the pager. `owner` adds whose bet each is, in the list and
 * in the details, where the record holds several members' bets.
 */
export function BetRecordView<B extends Bet>({
  query,
  money,
  labels,
  page,
  onPage,
  owner,
}: RecordViewProps<BetPage<B>> & { money: Money; owner?: BetOwner<B> }) {
  const { t } = useTranslation('member-bets');
  const [open, setOpen] = useState<B | null>(null);
  return (
    <RecordView
      query={query}
      labels={{ ...labels, page: (number) => t('record.page', { page: number }) }}
      skeleton={<RecordCardsSkeleton />}
      page={page}
      onPage={onPage}
    >
      {(data, updating) => (
        <>
          <BetTotalsBar totals={data.totals} money={money} />
          {data.list.length === 0 ? (
            <EmptyState icon={ListChecksIcon} title={labels.emptyTitle} description={labels.emptyDescription} />
          ) : (
            <div className={cn('min-w-0', updating && 'opacity-60 transition-opacity')}>
              <BetList bets={data.list} total={data.total} money={money} onOpen={setOpen} owner={owner} />
            </div>
          )}
          <BetDetailDialog
            bet={open}
            money={money}
            onClose={() => setOpen(null)}
            owner={open && owner ? { heading: owner.heading, name: owner.of(open) } : undefined}
          />
        </>
      )}
    </RecordView>
  );
}
