import { profitSorts, type ProfitSort } from '@lobbykit/platform/endpoints/agent-reports';
import { gameTypes } from '@lobbykit/platform/endpoints/games';
import { ChartLineIcon } from '@lobbykit/ui/icons/chart-line';
import { cn } from '@lobbykit/ui/lib/cn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetTotalsBar } from '../../member-centre/betting-record/bet-totals.tsx';
import { useMoney, type Money } from '../../member-centre/money/use-money.ts';
import { SumsTable } from '../../member-centre/profit-loss/sums-table.tsx';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { PeriodFilter, usePeriod } from '../../page-kit/period-filter.tsx';
import { EmptyState } from '../../page-kit/query-states.tsx';
import { RecordCardsSkeleton } from '../../page-kit/record-table.tsx';
import { RecordView } from '../../page-kit/record-view.tsx';
import { UsernameFilter } from '../report-kit/username-filter.tsx';
import { useTeamProfitLoss, type TeamProfitQuery } from './use-team-profit-loss.ts';

/** Its own strings, the profit and loss table's, the betting record's (totals, game types, period). */
const pageNamespaces = ['agent-reports', 'member-profit', 'member-bets', 'pages'];

const ALL = 'all';

/**
 * User profit and loss (spec §2 agent centre): each downline member's settled bets over a period
 * (of one game type, or all) — bets, stake, payout and the member's profit — sorted by profit,
 * a page at a time, with the whole team's totals.
 */
export default function UserProfitLossPage() {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const period = usePeriod('past30');
  const [gameType, setGameType] = useState<string | null>(null);
  const [sort, setSort] = useState<ProfitSort>('profit-desc');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const firstPage =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };

  return (
    <div data-slot="user-profit-loss" className="@container grid min-w-0 gap-4">
      <section
        aria-label={t('filters.label')}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <PeriodFilter
          state={period}
          label={(key) => t(`record.${key}`, { ns: 'member-bets' })}
          onChange={() => setPage(1)}
        />
        <UsernameFilter value={username} onSearch={firstPage(setUsername)} />
        <ChoiceChips
          name="game-type"
          wrap
          label={t('record.game_type', { ns: 'member-bets' })}
          choices={[ALL, ...gameTypes].map((value) => ({
            value,
            label:
              value === ALL ? t('record.all', { ns: 'member-bets' }) : t(`game_types.${value}`, { ns: 'member-bets' }),
          }))}
          selected={gameType ?? ALL}
          onChoose={firstPage((value: string) => setGameType(value === ALL ? null : value))}
        />
        <ChoiceChips
          name="sort"
          wrap
          label={t('profit_loss.sort')}
          choices={profitSorts.map((value) => ({ value, label: t(`profit_loss.sorts.${value}`) }))}
          selected={sort}
          onChoose={firstPage(setSort)}
        />
      </section>
      {period.range ? (
        <MemberProfits money={money} query={{ range: period.range, gameType, username, sort, page }} onPage={setPage} />
      ) : (
        <EmptyState
          icon={ChartLineIcon}
          title={t('record.range_needed_title', { ns: 'member-bets' })}
          description={t('profit_loss.range_needed_description')}
        />
      )}
    </div>
  );
}

function MemberProfits({
  money,
  query,
  onPage,
}: {
  money: Money;
  query: TeamProfitQuery;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(pageNamespaces);
  return (
    <RecordView
      query={useTeamProfitLoss(query)}
      labels={{
        loading: t('profit_loss.loading'),
        loadFailed: t('profit_loss.load_failed'),
        page: (number) => t('record.page', { ns: 'member-bets', page: number }),
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
              icon={ChartLineIcon}
              title={t('profit_loss.empty_title')}
              description={t('profit_loss.empty_description')}
            />
          ) : (
            <div className={cn('min-w-0', updating && 'opacity-60 transition-opacity')}>
              <SumsTable
                caption={t('profit_loss.by_member', { count: data.total })}
                first={t('profit_loss.member')}
                rows={data.list.map((row) => ({ key: row.username, label: row.username, sums: row }))}
                money={money}
                visibleCaption
              />
            </div>
          )}
        </>
      )}
    </RecordView>
  );
}
