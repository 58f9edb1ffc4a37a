import { cva, type VariantProps } from 'class-variance-authority';
import 'keen-slider/keen-slider.min.css';
import './vendor-strip.css';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import { VendorLogo } from '../vendor-logo/vendor-logo.tsx';
import { isLogoVendor, type Vendor } from '../vendor-logo/vendor-logo-url.ts';
import {
  slideLayoutStyle,
  useVendorSlider,
  VENDOR_STRIP_ARROWS_ABOVE,
  type VendorStripMode,
} from './use-vendor-slider.ts';
import { ChevronLeftIcon } from '../../icons/chevron-left.ts';
import { ChevronRightIcon } from '../../icons/chevron-right.ts';

export const vendorStripVariants = cva('group/vendor-strip flex min-w-0 items-center gap-2', {
  variants: {
    variant: {
      plain: '',
      card: 'rounded-xl border border-border/40 bg-card p-2 text-card-foreground shadow-sm sm:p-3',
    },
  },
  defaultVariants: { variant: 'plain' },
});

const arrowClasses = [
  'hidden size-9 shrink-0 cursor-pointer items-center justify-center rounded-full border border-border/60 bg-background text-foreground shadow-sm transition-colors outline-none sm:inline-flex',
  'hover:bg-muted disabled:cursor-default disabled:opacity-40 disabled:hover:bg-background',
  'focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
].join(' ');

export type VendorStripProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'onSelect'> &
  VariantProps<typeof vendorStripVariants> & {
    vendors: readonly Vendor[];
    /** Names the region, e.g. "Game providers". */
    label: string;
    /** The image CDN the logo paths are appended to. */
    imageHost?: string;
    /** An explicit logo per vendor (a lane card's smallIcon, say) instead of the path rule. */
    logoSrc?: (vendor: Vendor) => string | undefined;
    /** `footer`: a continuously moving logo strip. `lobby`: vendor buttons with arrows. */
    mode?: VendorStripMode;
    /** Lobby: the vassalage of the highlighted vendor. */
    selected?: string;
    onSelect?: (vendor: Vendor) => void;
    /** Lobby: names of the arrow buttons, e.g. "Previous vendors". */
    previousLabel?: string;
    nextLabel?: string;
    /** Lobby: the badge on hot vendors, e.g. "Hot". */
    hotLabel?: string;
    /** Footer: false keeps the strip still, e.g. for deterministic stories. */
    autoplay?: boolean;
  };

/**
 * Game providers' logos on keen-slider: the footer's endless marquee (held while the pointer is
 * over it, still for reduced motion), or the game-list screen's vendor picker with arrows.
 * Platform lottery lanes (TCG…) have no logo and are left out.
 */
export function VendorStrip({
  vendors,
  label,
  imageHost,
  logoSrc,
  mode = 'footer',
  selected,
  onSelect,
  previousLabel,
  nextLabel,
  hotLabel,
  autoplay = true,
  variant,
  className,
  ...props
}: VendorStripProps) {
  const reducedMotion = usePrefersReducedMotion();
  const shown = vendors.filter(isLogoVendor);
  const lobby = mode === 'lobby';
  const marquee = !lobby && autoplay && !reducedMotion;
  const { containerRef, atStart, atEnd, held, page, reveal } = useVendorSlider({
    mode,
    count: shown.length,
    slidesKey: shown.map((vendor) => `${vendor.gameType}/${vendor.vassalage}`).join('\n'),
    marquee,
  });
  if (shown.length === 0) return null;
  const arrows = lobby && shown.length > VENDOR_STRIP_ARROWS_ABOVE && previousLabel && nextLabel;

  return (
    <section
      aria-label={label}
      data-slot="vendor-strip"
      data-mode={mode}
      data-variant={variant ?? 'plain'}
      data-state={marquee ? (held ? 'held' : 'moving') : 'still'}
      className={cn(vendorStripVariants({ variant }), className)}
      {...props}
    >
      {arrows && (
        <button
          type="button"
          data-slot="vendor-strip-previous"
          aria-label={previousLabel}
          disabled={atStart}
          onClick={() => page(-1)}
          className={arrowClasses}
        >
          <ChevronLeftIcon aria-hidden="true" className="size-4 rtl:rotate-180" />
        </button>
      )}
      {/* Vertical padding leaves room for the hover lift inside the slider's clipped box. */}
      <ul
        ref={containerRef}
        data-slot="vendor-strip-list"
        style={slideLayoutStyle(mode)}
        // Size containment keeps the slides from widening the page; a footer with fewer logos than fit
        // centres them ("safe" falls back to the start once they overflow).
        className={cn('keen-slider min-w-0 flex-1 py-1.5 contain-inline-size', !lobby && 'justify-center-safe')}
      >
        {shown.map((vendor, index) => {
          const logo = (
            <VendorLogo
              vendor={vendor}
              imageHost={imageHost}
              src={logoSrc?.(vendor)}
              size={lobby ? 'md' : 'lg'}
              className="max-w-[85%]"
            />
          );
          return (
            <li
              key={`${vendor.gameType}/${vendor.vassalage}`}
              data-slot="vendor-strip-item"
              className="keen-slider__slide flex items-center justify-center overflow-visible!"
            >
              {lobby ? (
                <button
                  type="button"
                  data-slot="vendor-strip-vendor"
                  aria-pressed={vendor.vassalage === selected}
                  onClick={() => onSelect?.(vendor)}
                  onFocus={() => reveal(index)}
                  className={cn(
                    'relative flex h-14 w-full cursor-pointer items-center justify-center rounded-lg border border-border/40 bg-card px-2 shadow-sm transition',
                    'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0',
                    'aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:ring-1 aria-pressed:ring-primary',
                    // Inset: an outer ring would be clipped by the slider at the strip's ends.
                    'outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset',
                  )}
                >
                  {logo}
                  {vendor.isHot && hotLabel && (
                    <span
                      data-slot="vendor-strip-hot-badge"
                      className="absolute end-1 top-1 rounded-full bg-destructive px-1.5 text-[0.5625rem] leading-4 font-bold tracking-wide text-destructive-foreground uppercase shadow-sm"
                    >
                      {hotLabel}
                    </span>
                  )}
                </button>
              ) : (
                <span className="flex h-12 w-full items-center justify-center rounded-lg bg-muted/60 px-1.5 sm:h-14">
                  {logo}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {arrows && (
        <button
          type="button"
          data-slot="vendor-strip-next"
          aria-label={nextLabel}
          disabled={atEnd}
          onClick={() => page(1)}
          className={arrowClasses}
        >
          <ChevronRightIcon aria-hidden="true" className="size-4 rtl:rotate-180" />
        </button>
      )}
    </section>
  );
}
