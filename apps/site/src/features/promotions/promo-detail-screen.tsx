import { Badge } from '@lobbykit/ui/badge';
import { Button } from '@lobbykit/ui/button';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { ArrowLeftIcon } from '@lobbykit/ui/icons/arrow-left';
import { SearchXIcon } from '@lobbykit/ui/icons/search-x';
import { EmptyState, LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { SafeHtml } from '../page-kit/safe-html.tsx';
import { PromotionArt } from './promotion-art.tsx';
import { PromotionPeriod, useCategoryLabel } from './promotion-period.tsx';
import { useApplyForPromotion } from './use-apply.ts';
import { usePromotions, type Promotion } from './use-promotions.ts';

function BackLink() {
  const { t } = useTranslation('pages');
  return (
    <Link
      href="/promotions"
      className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t('promotions.back')}
    </Link>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('pages');
  return (
    <LoadingRegion label={t('promotions.loading_detail')} className="flex flex-col gap-4">
      <Skeleton className="aspect-[3/1] w-full rounded-xl" />
      <Skeleton variant="text" className="h-7 w-2/3" />
      <Skeleton variant="text" />
      <Skeleton variant="text" className="w-5/6" />
      <Skeleton variant="text" className="w-1/2" />
    </LoadingRegion>
  );
}

function PromotionArticle({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('pages');
  const applyFor = useApplyForPromotion();
  const categoryLabel = useCategoryLabel();
  const apply = () => applyFor(promotion);
  return (
    <article aria-labelledby="promotion-title" className="flex flex-col gap-5">
      <div className="aspect-[3/1] overflow-hidden rounded-xl bg-muted">
        <PromotionArt imageUrl={promotion.imageUrl} iconSize="size-12" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {promotion.category && (
          <Badge variant="secondary" className="px-2">
            {categoryLabel(promotion.category)}
          </Badge>
        )}
        <PromotionPeriod promotion={promotion} />
      </div>
      <h1 id="promotion-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {promotion.title}
      </h1>
      {promotion.summary && <p className="text-lg text-muted-foreground">{promotion.summary}</p>}
      <SafeHtml html={promotion.content} className="rounded-xl border border-border bg-card p-5 text-card-foreground" />
      <div className="flex flex-col gap-2 rounded-xl bg-muted p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">{t('promotions.apply_text')}</p>
        <Button size="lg" onClick={apply} className="shrink-0">
          {t('promotions.apply')}
        </Button>
      </div>
    </article>
  );
}

/** /promoDetail?id=…: one promotion with its full terms and the way to apply. */
export default function PromoDetailScreen() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, error, isLoading, mutate } = usePromotions();
  const promotion = data?.find((entry) => String(entry.id) === id);

  let content;
  if (isLoading) content = <DetailSkeleton />;
  else if (error || !data)
    content = <LoadError error={error} onRetry={() => mutate()} title={t('promotions.load_failed_detail')} />;
  else if (!promotion)
    content = (
      <>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('promotions.detail_title')}</h1>
        <EmptyState
          icon={SearchXIcon}
          title={t('promotions.not_found_title')}
          description={t('promotions.not_found_text')}
          action={
            <Button asChild variant="outline">
              <Link href="/promotions">{t('promotions.see_all')}</Link>
            </Button>
          }
        />
      </>
    );
  else content = <PromotionArticle promotion={promotion} />;

  return (
    <main data-screen="promoDetail" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <BackLink />
      {isLoading || error ? <h1 className="sr-only">{t('promotions.detail_title')}</h1> : null}
      {content}
    </main>
  );
}
