import { LayoutDashboardIcon } from '@lobbykit/ui/icons/layout-dashboard';
import { cn } from '@lobbykit/ui/lib/cn';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../page-kit/date-range.ts';
import { PeriodFilter, usePeriod } from '../../page-kit/period-filter.tsx';
import { EmptyState, LoadError, LoadingRegion, showsPreviousAnswer } from '../../page-kit/query-states.tsx';
import { useMoney } from '../../member-centre/money/use-money.ts';
import { FigureCards, FigureCardsSkeleton } from './figure-cards.tsx';
import { useTeamOverview } from './use-team-overview.ts';

/** Loaded with the page: its own strings, the record pages' period words and the load error's. */
const pageNamespaces = ['agent-team', 'member-bets', 'pages'];

/**
 * Team overview (spec §2 `agentTeamOverview`, the agent centre's first page): the size of the
 * agent's whole downline and, for a period, who joined, who played, the money in and out, the
 * bets, turnover and the team's result.
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation(pageNamespaces);
  const period = usePeriod();
  return (
    <div data-slot="team-overview" className="@container grid min-w-0 gap-4">
      <section
        aria-label={t('overview.filters')}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        {/* The record pages' words for a period, so the site names each period one way. */}
        <PeriodFilter state={period} label={(key) => t(`record.${key}`, { ns: 'member-bets' })} />
      </section>
      {period.range ? (
        <Figures range={period.range} />
      ) : (
        <EmptyState
          icon={LayoutDashboardIcon}
          title={t('record.range_needed_title', { ns: 'member-bets' })}
          description={t('overview.range_needed_description')}
        />
      )}
    </div>
  );
}

function Figures({ range }: { range: DateRange }) {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const { data, error, isLoading, mutate } = useTeamOverview(range);
  if (!data) {
    if (error) return <LoadError error={error} onRetry={() => mutate()} title={t('overview.load_failed')} />;
    return (
      <LoadingRegion label={t('overview.loading')}>
        <FigureCardsSkeleton />
      </LoadingRegion>
    );
  }
  const updating = showsPreviousAnswer({ data, isLoading });
  return (
    <div aria-busy={updating || undefined} className={cn('grid gap-3', updating && 'opacity-60')}>
      <FigureCards overview={data} money={money} />
      {error && <LoadError error={error} onRetry={() => mutate()} title={t('overview.load_failed')} />}
      <p className="text-xs text-muted-foreground">{t('overview.note')}</p>
    </div>
  );
}
