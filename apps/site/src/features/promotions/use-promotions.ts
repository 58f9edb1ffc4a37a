import useSWR from 'swr';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { callPlatform } from '../../core/platform/call-platform.ts';

/**
 * Every running promotion. The list and the detail screen share this one request (the platform
 * has no call for a single promotion), so opening a detail from the list costs nothing.
 */
export function usePromotions() {
  const { code: language } = useLanguage();
  return useSWR(['promotions', language], () => callPlatform('games', 'promotions', { language }));
}

export type Promotion = NonNullable<ReturnType<typeof usePromotions>['data']>[number];

/** The categories present in the data, in first-seen order, without blanks. */
export function promotionCategories(promotions: readonly Pick<Promotion, 'category'>[]): string[] {
  return [...new Set(promotions.map((promotion) => promotion.category.trim()).filter(Boolean))];
}
