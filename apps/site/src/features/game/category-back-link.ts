import type { TFunction } from 'i18next';
import { categoryFor } from '../shell/nav/game-categories.ts';

/** Back to the category page of a game type (LIVE → /live…), or home when the type is unknown. */
export function categoryBackLink(gameType: string | null, t: TFunction): { href: string; label: string } {
  const category = gameType ? categoryFor(gameType) : null;
  if (!category) return { href: '/', label: t('shared.back_home') };
  return {
    href: category.path,
    label: t('game.back_to', { category: t(`lobby.categories.${category.gameTypes[0]}.title`) }),
  };
}
