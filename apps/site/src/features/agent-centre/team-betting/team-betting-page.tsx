import type { TeamBet } from '@lobbykit/platform/endpoints/agent-reports';
import { ListChecksIcon } from '@lobbykit/ui/icons/list-checks';
import { cn } from '@lobbykit/ui/lib/cn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetDetailDialog } from '../../member-centre/betting-record/bet-detail-dialog.tsx';
import { BetFilters, type BetFilterValues } from '../../member-centre/betting-record/bet-filters.tsx';
import { BetList } from '../../member-centre/betting-record/bet-list.tsx';
import { BetTotalsBar } from '../../member-centre/betting-record/bet-totals.tsx';
import { useMoney, type Money } from '../../member-centre/money/use-money.ts';
import { usePeriod } from '../../page-kit/period-filter.tsx';
import { EmptyState } from '../../page-kit/query-states.tsx';
import { RecordCardsSkeleton } from '../../page-kit/record-table.tsx';
import { RecordView } from '../../page-kit/record-view.tsx';
import { UsernameFilter } from '../report-kit/username-filter.tsx';
import { useTeamBets, type TeamBetQuery } from './use-team-bets.ts';

/** Its own strings, the betting record's (filters, list, details) and the pager's. */
const pageNamespaces = ['agent-reports', 'member-bets', 'pages'];

/**
 * Team betting (spec §2 agent centre): the bets of the agent's downline, newest first, filtered
 * as the member's betting record is (period, game type, vendor, status) and by a username, a page
 * at a time with the totals of everything the filters match. The list and its details are the
 * betting record's, with a column naming whose bet each is.
 */
export default function TeamBettingPage() {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const period = usePeriod();
  const [filters, setFilters] = useState<BetFilterValues>({ gameType: null, vendor: null, status: null });
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);

  return (
    <div data-slot="team-betting" className="@container grid min-w-0 gap-4">
      <BetFilters
        period={period}
        values={filters}
        onChange={(values) => {
          setFilters(values);
          setPage(1);
        }}
      >
        <UsernameFilter
          value={username}
          onSearch={(name) => {
            setUsername(name);
            setPage(1);
          }}
        />
      </BetFilters>
      {period.range ? (
        <TeamBets money={money} query={{ range: period.range, ...filters, username, page }} onPage={setPage} />
      ) : (
        <EmptyState
          icon={ListChecksIcon}
          title={t('member-bets:record.range_needed_title')}
          description={t('member-bets:record.range_needed_description')}
        />
      )}
    </div>
  );
}

function TeamBets({ money, query, onPage }: { money: Money; query: TeamBetQuery; onPage: (page: number) => void }) {
  const { t } = useTranslation(pageNamespaces);
  const [open, setOpen] = useState<TeamBet | null>(null);
  return (
    <RecordView
      query={useTeamBets(query)}
      labels={{
        loading: t('team_betting.loading'),
        loadFailed: t('team_betting.load_failed'),
        page: (number) => t('member-bets:record.page', { page: number }),
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
              title={t('team_betting.empty_title')}
              description={t('team_betting.empty_description')}
            />
          ) : (
            <div className={cn('min-w-0', updating && 'opacity-60 transition-opacity')}>
              <BetList
                bets={data.list}
                total={data.total}
                money={money}
                onOpen={setOpen}
                owner={{ heading: t('team_betting.member'), of: (bet) => bet.username }}
              />
            </div>
          )}
          <BetDetailDialog bet={open} money={money} onClose={() => setOpen(null)} />
        </>
      )}
    </RecordView>
  );
}
