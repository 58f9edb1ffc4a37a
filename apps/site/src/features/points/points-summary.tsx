import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { CoinsIcon } from '@lobbykit/ui/icons/coins';
import { formatNumber } from '../page-kit/format.ts';
import { LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { usePointBalance } from './use-points.ts';

/** The member's points and what they are worth. */
export function PointsSummary() {
  const { t, i18n } = useTranslation('pages');
  const { data, error, isLoading, mutate } = usePointBalance();

  if (isLoading) {
    return (
      <LoadingRegion
        label={t('points.loading_balance')}
        className="flex items-center gap-4 rounded-xl border border-border bg-card p-5"
      >
        <Skeleton variant="circle" className="size-12" />
        <span className="flex flex-col gap-2">
          <Skeleton variant="text" className="w-24" />
          <Skeleton variant="text" className="h-7 w-36" />
        </span>
      </LoadingRegion>
    );
  }
  if (error || !data) return <LoadError error={error} onRetry={() => mutate()} title={t('points.balance_failed')} />;

  return (
    <section
      aria-label={t('points.balance_label')}
      data-slot="points-summary"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground"
      >
        <CoinsIcon className="size-6" />
      </span>
      <div className="flex flex-col">
        <span className="text-sm text-muted-foreground">{t('points.balance_label')}</span>
        <span className="text-2xl font-bold tabular-nums" data-slot="points-balance">
          {formatNumber(data.points, i18n.language)}
        </span>
      </div>
      <p className="text-sm text-muted-foreground sm:ms-auto">
        {t('points.ratio', { points: formatNumber(data.ratio, i18n.language) })}
      </p>
    </section>
  );
}
