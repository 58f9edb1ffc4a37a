import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { SparklesIcon } from '@lobbykit/ui/icons/sparkles';
import { EmptyState, LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { CategoryFilter } from './category-filter.tsx';
import { PromotionCard } from './promotion-card.tsx';
import { promotionCategories, usePromotions } from './use-promotions.ts';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

function PromotionSkeletons() {
  const { t } = useTranslation('pages');
  return (
    <LoadingRegion label={t('promotions.loading')} className={grid}>
      {[0, 1, 2].map((card) => (
        <span key={card} className="flex flex-col overflow-hidden rounded-xl border border-border bg-card">
          <Skeleton className="aspect-[3/1] w-full rounded-none" />
          <span className="flex flex-col gap-2 p-4">
            <Skeleton variant="text" className="h-3 w-16" />
            <Skeleton variant="text" className="h-5 w-4/5" />
            <Skeleton variant="text" className="h-3" />
          </span>
        </span>
      ))}
    </LoadingRegion>
  );
}

/**
 * /promotions: every running promotion, filtered by category (kept in `?category=`; only the
 * categories present in the data are offered, so a filter never comes up empty).
 */
export default function PromotionsScreen() {
  const { t } = useTranslation('pages');
  const { data, error, isLoading, mutate } = usePromotions();
  const [params, setParams] = useSearchParams();
  const categories = data ? promotionCategories(data) : [];
  const requested = params.get('category');
  const category = requested && categories.includes(requested) ? requested : null;
  const choose = (next: string | null) => setParams(next ? { category: next } : {}, { replace: true });

  let content;
  if (isLoading) content = <PromotionSkeletons />;
  else if (error || !data)
    content = <LoadError error={error} onRetry={() => mutate()} title={t('promotions.load_failed')} />;
  else if (data.length === 0)
    content = (
      <EmptyState icon={SparklesIcon} title={t('promotions.empty_title')} description={t('promotions.empty_text')} />
    );
  else {
    const shown = category ? data.filter((promotion) => promotion.category.trim() === category) : data;
    content = (
      <div className="flex flex-col gap-4">
        {categories.length > 1 && <CategoryFilter categories={categories} value={category} onChange={choose} />}
        <ul aria-label={t('promotions.list_label')} className={grid}>
          {shown.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ScreenFrame screen="promotions" title={t('promotions.title')} description={t('promotions.lead')}>
      {content}
    </ScreenFrame>
  );
}
