import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../page-kit/format.ts';
import { LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { SafeHtml } from '../page-kit/safe-html.tsx';
import { usePointConfig } from './use-points.ts';

/** The operator's points rules and the exchange rate of each VIP level. */
export function PointsRules() {
  const { t, i18n } = useTranslation('pages');
  const { data, error, isLoading, mutate } = usePointConfig();

  if (isLoading) {
    return (
      <LoadingRegion label={t('points.loading_rules')} className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((block) => (
          <span key={block} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
            <Skeleton variant="text" className="h-5 w-40" />
            <Skeleton variant="text" />
            <Skeleton variant="text" className="w-4/5" />
            <Skeleton variant="text" className="w-3/5" />
          </span>
        ))}
      </LoadingRegion>
    );
  }
  if (error || !data) return <LoadError error={error} onRetry={() => mutate()} title={t('points.rules_failed')} />;

  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="points-rules-title"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground"
      >
        <h2 id="points-rules-title" className="text-lg font-semibold">
          {t('points.rules_title')}
        </h2>
        <SafeHtml html={data.rules} className="text-sm" />
        <p className="text-sm text-muted-foreground">
          {t('points.min_convert', { value: formatNumber(data.minConvert, i18n.language) })}
        </p>
      </section>
      <section
        aria-labelledby="points-rates-title"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground"
      >
        <h2 id="points-rates-title" className="text-lg font-semibold">
          {t('points.rates_title')}
        </h2>
        {data.exchangeRates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('points.rates_empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('points.rates_title')}</caption>
              <thead>
                <tr className="border-b border-border text-start text-muted-foreground">
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('points.rates_level')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    {t('points.rates_points')}
                  </th>
                  <th scope="col" className="py-2 ps-3 text-end font-medium">
                    {t('points.rates_amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.exchangeRates.map((rate) => (
                  <tr key={rate.level} className="border-b border-border last:border-b-0">
                    <th scope="row" className="py-2 pe-3 text-start font-medium">
                      {rate.level}
                    </th>
                    <td className="px-3 py-2 text-end tabular-nums">{formatNumber(rate.points, i18n.language)}</td>
                    <td className="py-2 ps-3 text-end tabular-nums">{formatNumber(rate.amount, i18n.language, 2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
