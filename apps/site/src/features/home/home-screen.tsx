import { Button } from '@lobbykit/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { currentBrand } from '../../core/brand.ts';
import { lazyPart } from '../../core/lazy-parts.tsx';
import { SparklesIcon } from '@lobbykit/ui/icons/sparkles';
import { CategoryTiles } from './category-tiles.tsx';
import { HomeFeatures } from './home-features.tsx';
import { WinnersSection, WinnersSkeleton } from './winners-section.tsx';

/**
 * Below the fold: its code, the number formatting of its amounts (the first use of Intl costs tens
 * of milliseconds) and its hydration wait until the player scrolls towards it.
 */
const LatestWinners = lazyPart(
  () => import('./latest-winners.tsx'),
  <WinnersSection busy>
    <WinnersSkeleton />
  </WinnersSection>,
  { exportName: 'LatestWinners' },
);

/**
 * The home screen (spec §1/§2): the brand, its promise, a way into every game category and the
 * latest winners. Kept light: no carousel, dialog or menu code of its own.
 */
export default function HomeScreen() {
  const { t } = useTranslation('shell');
  const brand = currentBrand();
  return (
    <main data-screen="home" className="mx-auto w-full max-w-7xl space-y-12 px-3 py-8 sm:px-6">
      <section
        aria-labelledby="home-title"
        className="relative isolate overflow-hidden rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 sm:py-12"
      >
        <span
          aria-hidden="true"
          className="absolute -end-16 -top-20 -z-10 size-72 rounded-full bg-primary-foreground/10"
        />
        <span
          aria-hidden="true"
          className="absolute end-24 -bottom-24 -z-10 size-56 rounded-full bg-primary-foreground/5"
        />
        <p className="mb-3 inline-flex items-center gap-2 rounded-full border border-primary-foreground/40 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
          <SparklesIcon className="size-3.5" />
          {t('home.eyebrow')}
        </p>
        <h1 id="home-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {brand.displayName}
        </h1>
        <p className="mt-3 max-w-2xl text-base text-pretty opacity-90 sm:text-lg">{t('home.tagline')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link href="/rng">{t('home.cta_slots')}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link href="/promotions">{t('home.cta_promotions')}</Link>
          </Button>
        </div>
      </section>
      <HomeFeatures />
      <CategoryTiles />
      <LatestWinners />
    </main>
  );
}
