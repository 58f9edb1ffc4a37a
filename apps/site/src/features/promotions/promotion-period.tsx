import { useTranslation } from 'react-i18next';
import { CalendarDaysIcon } from '@lobbykit/ui/icons/calendar-days';
import { formatDate } from '../page-kit/format.ts';
import type { Promotion } from './use-promotions.ts';

/** When a promotion runs: "2024-05-01 – 2024-06-30", or from its start with no end. */
export function PromotionPeriod({ promotion }: { promotion: Pick<Promotion, 'startTime' | 'endTime'> }) {
  const { t } = useTranslation('pages');
  const start = formatDate(promotion.startTime);
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
      <CalendarDaysIcon aria-hidden="true" className="size-3.5 shrink-0" />
      {promotion.endTime
        ? t('promotions.period', { start, end: formatDate(promotion.endTime) })
        : t('promotions.ongoing', { start })}
    </span>
  );
}

/** A category's translated name; an unknown category shows as the platform sent it. */
export function useCategoryLabel() {
  const { t } = useTranslation('pages');
  return (category: string) => t(`promotions.categories.${category}`, { defaultValue: category });
}
