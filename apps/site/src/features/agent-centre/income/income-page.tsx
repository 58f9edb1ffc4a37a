import { BanknoteIcon } from '@lobbykit/ui/icons/banknote';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../page-kit/date-range.ts';
import { PeriodFilter, usePeriod } from '../../page-kit/period-filter.tsx';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { useMoney } from '../../member-centre/money/use-money.ts';
import { useSiteConfig } from '../../../core/site-config.ts';
import { SettlementHistory } from '../contracts/settlement-history.tsx';
import { kindIsOn, type ContractKind } from '../contracts/use-contracts.ts';
import { useIncome } from './use-income.ts';

/** Loaded with the page: the contracts' strings and the load error's. */
const pageNamespaces = ['agent-contracts', 'pages'];

/**
 * My income (spec §2): what the agent earned in a period, in total and by contract kind
 * (dividend and the three salaries, those the brand has on), and every settlement behind it.
 * Commissions are these contract earnings: the platform pays agents no other kind (said on the
 * page, apps/sandbox/README.md), so no category is shown that could never fill.
 */
export default function IncomePage() {
  const { t } = useTranslation(pageNamespaces);
  const periodState = usePeriod();
  return (
    <div data-slot="agent-income" className="grid gap-4">
      <p data-slot="income-commissions" className="text-sm text-muted-foreground">
        {t('income.commissions')}
      </p>
      <section
        aria-label={t('income.filters')}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <PeriodFilter state={periodState} label={(key) => t(`income.${key}`)} onChange={() => undefined} />
      </section>
      {periodState.range ? (
        <Income range={periodState.range} />
      ) : (
        <EmptyState
          icon={BanknoteIcon}
          title={t('income.range_needed_title')}
          description={t('income.range_needed_description')}
        />
      )}
    </div>
  );
}

function Income({ range }: { range: DateRange }) {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const features = useSiteConfig().data?.features;
  // The platform answers the kinds that are on; a kind the brand has off never shows, even empty.
  const kindOn = (kind: ContractKind) => !features || kindIsOn(kind, features);
  const { data, error, mutate } = useIncome(range);
  if (!data) {
    if (error) return <LoadError error={error} onRetry={() => mutate()} title={t('income.load_failed')} />;
    return (
      <LoadingRegion label={t('income.loading')}>
        <Skeleton className="h-32 rounded-xl" />
      </LoadingRegion>
    );
  }
  return (
    <div className="grid gap-4">
      <dl
        data-slot="income-totals"
        className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <div className="col-span-2 grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('income.total')}</dt>
          <dd className="text-lg font-semibold text-success tabular-nums">{money.format(money.cents(data.total))}</dd>
        </div>
        {data.byKind
          .filter((row) => kindOn(row.kind))
          .map((row) => (
            <div key={row.kind} data-kind={row.kind} className="grid min-w-0 gap-0.5">
              <dt className="truncate text-xs text-muted-foreground">{t(`kinds.${row.kind}`)}</dt>
              <dd className="font-semibold tabular-nums">{money.format(money.cents(row.amount))}</dd>
            </div>
          ))}
      </dl>
      <SettlementHistory
        settlements={data.settlements.filter((settlement) => kindOn(settlement.kind))}
        title={t('income.history')}
        showKind
      />
    </div>
  );
}
