import { profitPeriods, type ProfitPeriod } from '@lobbykit/platform/endpoints/bets';
import { ChartLineIcon } from '@lobbykit/ui/icons/chart-line';
import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { formatDate } from '../../page-kit/format.ts';
import { PeriodFilter, usePeriod } from '../../page-kit/period-filter.tsx';
import { EmptyState, LoadError, LoadingRegion, showsPreviousAnswer } from '../../page-kit/query-states.tsx';
import { Profit } from '../betting-record/bet-parts.tsx';
import { BetTotalsBar } from '../betting-record/bet-totals.tsx';
import { useMoney, type Money } from '../money/use-money.ts';
import { ProfitChart } from './profit-chart.tsx';
import { SumsTable } from './sums-table.tsx';
import { useProfitLoss } from './use-profit-loss.ts';

/** Loaded with the page: its own strings and the betting record's (totals, game types). */
const pageNamespaces = ['member-profit', 'member-bets'];

/**
 * Personal profit and loss (spec §2 `personalProfit`): what the member's settled bets staked, paid
 * out and left as profit over a period, per day, week or month — drawn as a chart, listed as a
 * table (what a screen reader reads) — and per game type.
 */
export default function ProfitLossPage() {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const period = usePeriod('past30');
  const [groupBy, setGroupBy] = useState<ProfitPeriod>('day');
  return (
    <div data-slot="profit-loss" className="@container grid min-w-0 gap-4">
      <section
        aria-label={t('profit.filters')}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <PeriodFilter state={period} label={(key) => t(`record.${key}`, { ns: 'member-bets' })} />
        <ChoiceChips
          name="group-by"
          label={t('profit.group_by')}
          choices={profitPeriods.map((value) => ({ value, label: t(`profit.periods.${value}`) }))}
          selected={groupBy}
          onChoose={setGroupBy}
        />
      </section>
      {period.range ? (
        <Report money={money} range={period.range} groupBy={groupBy} />
      ) : (
        <EmptyState
          icon={ChartLineIcon}
          title={t('record.range_needed_title', { ns: 'member-bets' })}
          description={t('profit.range_needed_description')}
        />
      )}
    </div>
  );
}

function Report({
  money,
  range,
  groupBy,
}: {
  money: Money;
  range: { from: number; to: number };
  groupBy: ProfitPeriod;
}) {
  const { t } = useTranslation(pageNamespaces);
  const { tag } = useLanguage();
  const { data, error, isLoading, mutate } = useProfitLoss(range, groupBy);
  const periodLabel = useMemo(() => {
    const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' });
    return (start: number) =>
      groupBy === 'month'
        ? month.format(start)
        : groupBy === 'week'
          ? t('profit.week_of', { day: formatDate(start) })
          : formatDate(start);
  }, [tag, groupBy, t]);
  // The axis has room for less: the month alone, or the day without its year (spec §2's order).
  const periodTick = useMemo(() => {
    const month = new Intl.DateTimeFormat(tag, { month: 'short' });
    return (start: number) => (groupBy === 'month' ? month.format(start) : formatDate(start).slice(5));
  }, [tag, groupBy]);
  // Memoised so the chart is drawn again only when the figures, the language or the grouping change.
  const bars = useMemo(
    () =>
      (data?.periods ?? []).map((row) => ({
        key: String(row.start),
        label: periodLabel(row.start),
        tick: periodTick(row.start),
        value: money.cents(row.profit),
      })),
    [data, periodLabel, periodTick, money],
  );
  const formatTick = useMemo(() => {
    const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    return (cents: number) => compact.format(cents / 100);
  }, [tag]);
  if (!data) {
    if (error) return <LoadError error={error} onRetry={() => mutate()} title={t('profit.load_failed')} />;
    return (
      <LoadingRegion label={t('profit.loading')}>
        <Skeleton className="h-40 w-full rounded-xl" />
      </LoadingRegion>
    );
  }
  if (data.periods.length === 0) {
    return (
      <EmptyState icon={ChartLineIcon} title={t('profit.empty_title')} description={t('profit.empty_description')} />
    );
  }
  const updating = showsPreviousAnswer({ data, isLoading });
  return (
    <div
      className={cn('grid min-w-0 gap-4', updating && 'opacity-60 transition-opacity')}
      aria-busy={updating || undefined}
    >
      <BetTotalsBar totals={data.totals} money={money} />
      <figure className="grid gap-2 rounded-xl border border-border bg-card p-4 text-card-foreground">
        <figcaption className="text-sm font-medium">{t('profit.chart_title')}</figcaption>
        <ProfitChart
          bars={bars}
          formatTick={formatTick}
          readout={(index) => <Profit amount={data.periods[index]?.profit ?? null} money={money} />}
        />
        <SumsTable
          caption={t('profit.by_period')}
          first={t('profit.columns.period')}
          rows={data.periods.map((row) => ({ key: String(row.start), label: periodLabel(row.start), sums: row }))}
          money={money}
        />
      </figure>
      <SumsTable
        caption={t('profit.by_game_type')}
        first={t('profit.columns.game_type')}
        rows={data.gameTypes.map((row) => ({
          key: row.gameType,
          label: t(`game_types.${row.gameType}`, { ns: 'member-bets', defaultValue: row.gameType }),
          sums: row,
        }))}
        money={money}
        visibleCaption
      />
    </div>
  );
}
