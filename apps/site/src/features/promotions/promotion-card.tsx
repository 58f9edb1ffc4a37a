import { Badge } from '@lobbykit/ui/badge';
import { Button } from '@lobbykit/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowRightIcon } from '@lobbykit/ui/icons/arrow-right';
import { PromotionArt } from './promotion-art.tsx';
import { PromotionPeriod, useCategoryLabel } from './promotion-period.tsx';
import { useApplyForPromotion } from './use-apply.ts';
import type { Promotion } from './use-promotions.ts';

/** One promotion in the list; the whole card leads to its detail page, its Apply button to the reward centre. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('pages');
  const categoryLabel = useCategoryLabel();
  const applyFor = useApplyForPromotion();
  return (
    <li
      data-slot="promotion-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md has-focus-visible:ring-3 has-focus-visible:ring-ring"
    >
      <div className="aspect-[3/1] bg-muted">
        <PromotionArt imageUrl={promotion.imageUrl} iconSize="size-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {promotion.category && (
          <Badge variant="secondary" className="self-start px-2">
            {categoryLabel(promotion.category)}
          </Badge>
        )}
        <h2 className="text-lg font-semibold text-balance">
          <Link
            href={`/promoDetail?id=${encodeURIComponent(String(promotion.id))}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {promotion.title}
          </Link>
        </h2>
        {promotion.summary && <p className="text-sm text-muted-foreground">{promotion.summary}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <PromotionPeriod promotion={promotion} />
          <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-medium text-primary">
            {t('promotions.details')}
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180" />
          </span>
        </div>
        <div className="flex justify-end">
          {/* Above the card's link, which covers the card. */}
          <Button
            size="sm"
            className="relative z-10"
            aria-label={`${t('promotions.apply')}: ${promotion.title}`}
            onClick={() => applyFor(promotion)}
          >
            {t('promotions.apply')}
          </Button>
        </div>
      </div>
    </li>
  );
}
