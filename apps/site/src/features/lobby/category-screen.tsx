import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useSiteConfig } from '../../app/site-config.ts';
import { Gamepad2Icon } from '../icons/gamepad-2.tsx';
import { useVendorLanes } from '../shell/nav/use-vendor-lanes.ts';
import { categoryOfPath, vendorsFor } from './game-categories.ts';
import { EmptyState, LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { VendorCard } from './vendor-card.tsx';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';

function VendorSkeletons() {
  const { t } = useTranslation('pages');
  return (
    <LoadingRegion label={t('lobby.loading')} className={grid}>
      {Array.from({ length: 10 }, (_, card) => (
        <span key={card} className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-4">
          <Skeleton className="h-10 w-24" />
          <Skeleton variant="text" className="h-3 w-16" />
        </span>
      ))}
    </LoadingRegion>
  );
}

/**
 * /live, /sports, /esports, /elott, /rng, /fish and /pvp: the category's vendors; choosing one puts
 * it in `?vendor=`, where the game list takes over.
 */
export default function CategoryScreen() {
  const { t } = useTranslation('pages');
  const [location] = useLocation();
  const [params] = useSearchParams();
  // Only the category paths route here; /rng stands in should the table ever send another.
  const category = categoryOfPath(location) ?? categoryOfPath('/rng')!;
  const { path } = category;
  const gameType = category.gameTypes[0];
  const { data, error, mutate } = useVendorLanes();
  const imageHost = useSiteConfig().data?.imageHost;
  const chosen = params.get('vendor');

  // The lanes may come from the session cache at once (spec §3), so data wins over a failed refresh.
  let content;
  if (!data && error) content = <LoadError error={error} onRetry={() => mutate()} title={t('lobby.load_failed')} />;
  else if (!data) content = <VendorSkeletons />;
  else {
    const vendors = vendorsFor(category, data);
    const chosenVendor = vendors.find((vendor) => vendor.vassalage === chosen);
    content =
      vendors.length === 0 ? (
        <EmptyState
          icon={Gamepad2Icon}
          title={t('lobby.empty_title')}
          description={t('lobby.empty_text')}
          action={
            <Link
              href="/"
              className="rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
            >
              {t('shared.back_home')}
            </Link>
          }
        />
      ) : (
        <section aria-labelledby="category-vendors-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="category-vendors-title" className="text-lg font-semibold">
              {t('lobby.vendors_title', { found: vendors.length })}
            </h2>
            {chosenVendor && (
              <p className="text-sm text-muted-foreground">
                {t('lobby.chosen', { vendor: chosenVendor.name || chosenVendor.vassalage })}{' '}
                <Link
                  href={path}
                  className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
                >
                  {t('lobby.all_vendors')}
                </Link>
              </p>
            )}
          </div>
          <ul className={grid}>
            {vendors.map((vendor) => (
              <VendorCard
                key={vendor.vassalage}
                vendor={vendor}
                href={`${path}?vendor=${encodeURIComponent(vendor.vassalage)}`}
                selected={vendor === chosenVendor}
                imageHost={imageHost}
              />
            ))}
          </ul>
        </section>
      );
  }

  return (
    <ScreenFrame
      screen="category"
      title={t(`lobby.categories.${gameType}.title`)}
      description={t(`lobby.categories.${gameType}.lead`)}
      data-category={gameType}
    >
      {content}
    </ScreenFrame>
  );
}
