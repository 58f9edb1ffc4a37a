import type { Banner } from '@lobbykit/ui/banner-carousel';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../../../core/error-boundary.tsx';
import { lazyComponent } from '../../../core/lazy-parts.tsx';
import { useVendorLanes } from '../nav/use-vendor-lanes.ts';
import { bannerDestination } from './banner-destination.ts';
import { useBanners } from './use-banners.ts';
import { useCarouselUpgrade } from './use-carousel-upgrade.ts';

// Type-only above; the carousel itself (keen-slider) is fetched only for a group with several banners.
const BannerCarousel = lazyComponent(() => import('@lobbykit/ui/banner-carousel'), 'BannerCarousel');

/** The same frame as the carousel's, so swapping one for the other moves nothing. */
const frameClasses = 'relative isolate overflow-hidden rounded-xl bg-muted shadow-md';
/**
 * The platform's banner artwork is 1200 × 400 with its words across most of it, so the frame
 * keeps 3:1 on phones too (the carousel's own phone crop is 2:1, which would cut the words off).
 */
const aspectClasses = 'aspect-[3/1]';
const carouselAspect = '[&_[data-slot=banner-carousel-viewport]]:aspect-[3/1]';
const imageSize = { width: 1200, height: 400 };

interface StillBannerProps {
  banner: Banner;
  label: string;
  onOpen: (banner: Banner) => void;
  onPainted: () => void;
}

/**
 * The first banner as a plain image, shown at once: it is the page's largest paint, so it carries
 * its size and a high fetch priority and waits for no script.
 */
function StillBanner({ banner, label, onOpen, onPainted }: StillBannerProps) {
  // A server-drawn picture may have loaded before the page hydrated, when no load event reaches React.
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (imageRef.current?.complete) onPainted();
  }, [onPainted]);
  const image = (
    <img
      ref={imageRef}
      data-slot="banner-image"
      src={banner.url}
      alt={banner.alt}
      {...imageSize}
      fetchPriority="high"
      loading="eager"
      draggable={false}
      onLoad={onPainted}
      onError={onPainted}
      className="size-full object-cover select-none"
    />
  );
  return (
    <section aria-label={label} data-slot="banner-still" className={frameClasses}>
      <div className={aspectClasses}>
        {banner.linkageType ? (
          <button
            type="button"
            onClick={() => onOpen(banner)}
            className="block size-full cursor-pointer outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
          >
            {image}
          </button>
        ) : (
          image
        )}
      </div>
    </section>
  );
}

/**
 * The route group's banners (spec §2 Banner carousel). Loading shows a placeholder of the final
 * size; a failed or empty group collapses, since banners are decoration. With several banners the
 * carousel replaces the still image once that has painted and the page has settled, or as soon as
 * the player reaches for the banner (use-carousel-upgrade.ts).
 */
export function SiteBanner({ group }: { group: string }) {
  const { t } = useTranslation('shell');
  const { data, error } = useBanners(group);
  const { data: lanes } = useVendorLanes();
  const [, navigate] = useLocation();
  const [painted, setPainted] = useState(false);
  const markPainted = useCallback(() => setPainted(true), []);
  const { upgraded, bannerHandlers } = useCarouselUpgrade(painted);

  if (error || data?.length === 0) return null;

  const label = t('banner.label');
  const wrap = (content: ReactNode) => (
    <div
      data-slot="site-banner"
      data-group={group}
      {...bannerHandlers}
      className="mx-auto w-full max-w-7xl px-3 pt-4 sm:px-6"
    >
      {content}
    </div>
  );
  if (!data) {
    return wrap(<Skeleton data-slot="banner-loading" className={`${aspectClasses} w-full rounded-xl`} />);
  }

  const banners: Banner[] = data.map((banner) => ({
    bannerId: banner.bannerId,
    url: banner.url,
    alt: banner.title || t('banner.untitled'),
    linkageType: banner.linkageType,
    link: banner.link,
  }));
  const open = (banner: Banner) => {
    const destination = bannerDestination(banner, lanes);
    if (destination?.kind === 'route') navigate(destination.path);
    else if (destination?.kind === 'external') window.open(destination.url, '_blank', 'noopener,noreferrer');
  };
  const still = <StillBanner banner={banners[0]!} label={label} onOpen={open} onPainted={markPainted} />;
  if (banners.length < 2 || !upgraded) return wrap(still);

  // The carousel's code failing leaves the first banner, with a Retry over its corner.
  const overStill = (failure: ReactNode) => (
    <div className="relative">
      {still}
      <div className="absolute end-3 bottom-3">{failure}</div>
    </div>
  );
  return wrap(
    <ErrorBoundary variant="inline" onRetry={BannerCarousel.reset} frame={overStill}>
      <Suspense fallback={still}>
        <BannerCarousel
          banners={banners}
          label={label}
          slideLabel={(position, total) => t('banner.slide', { position, total })}
          dotLabel={(position) => t('banner.show', { position })}
          pauseLabel={t('banner.pause')}
          playLabel={t('banner.play')}
          onOpen={open}
          className={carouselAspect}
        />
      </Suspense>
    </ErrorBoundary>,
  );
}
