import type { TFunction } from 'i18next';
import { categoryFor } from '../../core/games/game-categories.ts';
import type { StageLink } from './game-stage.tsx';

/** Back to the category page of a game type (LIVE → /live…), or home for a type without one. */
export function stageBackLink(gameType: string | null, t: TFunction<'launch'>): StageLink {
  const category = gameType ? categoryFor(gameType) : null;
  if (!category) return { href: '/', label: t('stage.back_home') };
  return { href: category.path, label: t('stage.back_to', { category: t(`categories.${category.gameTypes[0]}`) }) };
}
