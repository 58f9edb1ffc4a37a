import { cva, type VariantProps } from 'class-variance-authority';
import 'keen-slider/keen-slider.min.css';
import { useId, useState, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useBannerSlider } from './use-banner-slider.ts';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import { PauseIcon } from '../../icons/pause.ts';
import { PlayIcon } from '../../icons/play.ts';

/** Spec §9: banners autoplay every 5000 ms. */
export const BANNER_AUTOPLAY_INTERVAL_MS = 5000;

/** A banner of the current route's group (spec §3), with the text alternative the site supplies. */
export interface Banner {
  bannerId: string | number;
  /** The banner image. */
  url: string;
  /** Describes the image for players who cannot see it; also names the banner's button. */
  alt: string;
  /** Set when pressing the banner opens something (`link`); banners without it are pictures only. */
  linkageType?: string | number | null;
  link?: string | null;
}

export const bannerCarouselVariants = cva('group/banner-carousel relative isolate overflow-hidden bg-muted', {
  variants: {
    variant: {
      rounded: 'rounded-xl shadow-md',
      flush: '',
    },
  },
  defaultVariants: { variant: 'rounded' },
});

const controlClasses = [
  'inline-flex cursor-pointer items-center justify-center rounded-full outline-none',
  'focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
];

export type BannerCarouselProps = Omit<ComponentPropsWithRef<'section'>, 'children'> &
  VariantProps<typeof bannerCarouselVariants> & {
    banners: readonly Banner[];
    /** Names the carousel, e.g. "Promotions". */
    label: string;
    /** Names each slide, e.g. (2, 4) => "2 of 4". */
    slideLabel: (position: number, total: number) => string;
    /** Names each pagination dot, e.g. (2, 4) => "Show banner 2"; defaults to `slideLabel`. */
    dotLabel?: (position: number, total: number) => string;
    /** Called when a banner with a linkageType is pressed. */
    onOpen?: (banner: Banner) => void;
    /** Whether rotation starts on its own; false waits for the play button (and keeps stories deterministic). */
    autoplay?: boolean;
    autoplayInterval?: number;
    /** With both labels, a button lets the player stop and start the rotation. */
    pauseLabel?: string;
    playLabel?: string;
  };

/**
 * The route's banner group as a swipeable, looping carousel. It advances every 5 s and keeps
 * going after a swipe or a dot press (spec §2); only the optional pause button stops it.
 */
export function BannerCarousel({
  banners,
  label,
  slideLabel,
  dotLabel = slideLabel,
  onOpen,
  autoplay = true,
  autoplayInterval = BANNER_AUTOPLAY_INTERVAL_MS,
  pauseLabel,
  playLabel,
  variant,
  className,
  ...props
}: BannerCarouselProps) {
  const slidesId = useId();
  const reducedMotion = usePrefersReducedMotion();
  // `autoplay` is where rotation starts; the pause button can change it, until the prop itself changes.
  const [stopped, setStopped] = useState(!autoplay);
  const [stoppedFor, setStoppedFor] = useState(autoplay);
  if (stoppedFor !== autoplay) {
    setStoppedFor(autoplay);
    setStopped(!autoplay);
  }
  const total = banners.length;
  // Reduced motion: slides change without sliding and never on their own.
  const playing = !stopped && !reducedMotion && total > 1;
  const { containerRef, activeIndex, goTo, wasDragged } = useBannerSlider({
    slidesKey: banners.map((banner) => banner.bannerId).join('\n'),
    slideCount: total,
    autoplayInterval: playing ? autoplayInterval : 0,
    instant: reducedMotion,
  });
  if (total === 0) return null;
  const canPause = !reducedMotion && total > 1 && pauseLabel !== undefined && playLabel !== undefined;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="banner-carousel"
      data-variant={variant ?? 'rounded'}
      data-state={playing ? 'playing' : 'stopped'}
      className={cn(bannerCarouselVariants({ variant }), className)}
      {...props}
    >
      <div
        ref={containerRef}
        id={slidesId}
        data-slot="banner-carousel-viewport"
        // Announce slide changes only when the player makes them, never on every autoplay tick.
        aria-live={playing ? 'off' : 'polite'}
        // Size containment: the slides laid out side by side never widen whatever the carousel sits in.
        className="keen-slider aspect-[2/1] contain-inline-size sm:aspect-[3/1]"
      >
        {banners.map((banner, index) => {
          const active = index === activeIndex;
          return (
            <div
              key={banner.bannerId}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, total)}
              data-slot="banner-carousel-slide"
              data-state={active ? 'active' : 'inactive'}
              // Slides out of view keep their controls out of the tab order and the accessibility tree.
              inert={!active}
              // Each slide on its own layer: the slider moves them by transform on every frame of a
              // change, and a layer is only moved, where a slide without one is painted again, its
              // picture decoded and drawn each time, at the cost of the page's main thread.
              className="keen-slider__slide h-full will-change-transform"
            >
              {banner.linkageType ? (
                <button
                  type="button"
                  data-slot="banner-carousel-link"
                  // Inert already skips it; the explicit tabIndex serves tools that walk the tab order by hand.
                  tabIndex={active ? undefined : -1}
                  onClick={() => {
                    if (!wasDragged()) onOpen?.(banner);
                  }}
                  className="block size-full cursor-pointer outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
                >
                  <BannerImage banner={banner} eager={index === 0} />
                </button>
              ) : (
                <BannerImage banner={banner} eager={index === 0} />
              )}
            </div>
          );
        })}
      </div>
      {total > 1 && (
        <div
          data-slot="banner-carousel-controls"
          className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-2 px-3 sm:bottom-3"
        >
          {canPause && (
            <button
              type="button"
              data-slot="banner-carousel-pause"
              aria-controls={slidesId}
              aria-label={stopped ? playLabel : pauseLabel}
              onClick={() => setStopped((value) => !value)}
              className={cn(
                controlClasses,
                'absolute end-3 size-8 bg-background/80 text-foreground shadow-sm backdrop-blur-sm hover:bg-background',
              )}
            >
              {stopped ? (
                <PlayIcon aria-hidden="true" className="size-4 fill-current" />
              ) : (
                <PauseIcon aria-hidden="true" className="size-4 fill-current" />
              )}
            </button>
          )}
          <div
            data-slot="banner-carousel-dots"
            className="flex items-center rounded-full bg-background/55 px-1 shadow-sm backdrop-blur-sm"
          >
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                data-slot="banner-carousel-dot"
                aria-controls={slidesId}
                aria-label={dotLabel(index + 1, total)}
                aria-current={index === activeIndex || undefined}
                onClick={() => goTo(index)}
                className={cn(controlClasses, 'group/dot h-6 min-w-6 px-1')}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-2 w-2 rounded-full bg-foreground/45 transition-[width,background-color] duration-300 motion-reduce:transition-none',
                    'group-hover/dot:bg-foreground/70 group-aria-[current=true]/dot:w-5 group-aria-[current=true]/dot:bg-primary',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <img
      data-slot="banner-carousel-image"
      src={banner.url}
      alt={banner.alt}
      draggable={false}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="size-full object-cover select-none"
    />
  );
}
