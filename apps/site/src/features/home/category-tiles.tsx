import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CherryIcon } from '@lobbykit/ui/icons/cherry';
import { ClapperboardIcon } from '@lobbykit/ui/icons/clapperboard';
import { FishIcon } from '@lobbykit/ui/icons/fish';
import { Gamepad2Icon } from '@lobbykit/ui/icons/gamepad-2';
import { SpadeIcon } from '@lobbykit/ui/icons/spade';
import { TicketIcon } from '@lobbykit/ui/icons/ticket';
import { TrophyIcon } from '@lobbykit/ui/icons/trophy';
import { categoryPages, type CategoryPage } from '../../core/games/game-categories.ts';

const icons: Record<CategoryPage, ReactElement> = {
  rng: <CherryIcon />,
  live: <ClapperboardIcon />,
  sports: <TrophyIcon />,
  esports: <Gamepad2Icon />,
  fish: <FishIcon />,
  pvp: <SpadeIcon />,
  elott: <TicketIcon />,
};

/** A tile per game category, leading to its page. */
export function CategoryTiles() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="home-categories" data-slot="category-tiles" className="space-y-4">
      <h2 id="home-categories" className="text-xl font-bold tracking-tight">
        {t('home.categories_title')}
      </h2>
      {/* Slots, the biggest category, takes two cells, so seven tiles fill whole rows. */}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {categoryPages.map(({ page, path }) => (
          <li key={page} className="first:col-span-2">
            <Link
              href={path}
              className="group flex h-full flex-col gap-3 rounded-xl border border-border/30 bg-card p-4 text-card-foreground shadow-xs transition outline-none hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md focus-visible:ring-3 focus-visible:ring-ring motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground [&_svg]:size-5.5">
                {icons[page]}
              </span>
              <span className="space-y-1">
                <span className="block font-semibold">{t(`nav.categories.${page}`)}</span>
                <span className="block text-sm text-muted-foreground">{t(`home.category_text.${page}`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
