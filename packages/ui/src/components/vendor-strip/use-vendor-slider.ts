import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { whenIdleAfter } from '../../lib/when-idle.ts';

/** Spec §9: the footer strip shows 10 logos, 10 px apart, looping, one logo every 3000 ms. */
export const VENDOR_STRIP_SLIDES_PER_VIEW = 10;
export const VENDOR_STRIP_SPACING = 10;
export const VENDOR_STRIP_SPEED_MS = 3000;
/** Spec §9: the lobby's vendor strip gets arrows above 7 vendors, and shows 7 at a time. */
export const VENDOR_STRIP_ARROWS_ABOVE = 7;

export type VendorStripMode = 'footer' | 'lobby';

/** The latest moment the slider is built if the browser never goes idle. */
const SLIDER_BUILD_TIMEOUT_MS = 2000;

const tablet = '(max-width: 1023px)';
const phone = '(max-width: 639px)';

/** Slides per view and spacing per mode and screen; later breakpoints win in keen-slider. */
const layouts = {
  footer: { desktop: [VENDOR_STRIP_SLIDES_PER_VIEW, VENDOR_STRIP_SPACING], tablet: [6, 10], phone: [4, 8] },
  lobby: { desktop: [VENDOR_STRIP_ARROWS_ABOVE, 10], tablet: [5, 8], phone: [3.5, 8] },
} as const;

/**
 * The same layouts as CSS variables, for vendor-strip.css: until the slider is built, the slides
 * take the widths and gaps it will give them.
 */
export function slideLayoutStyle(mode: VendorStripMode): CSSProperties {
  const style: Record<string, number | string> = {};
  for (const [screen, [perView, spacing]] of Object.entries(layouts[mode])) {
    style[`--vendor-strip-${screen}-per-view`] = perView;
    style[`--vendor-strip-${screen}-spacing`] = `${spacing}px`;
  }
  return style;
}

function sliderOptions(mode: VendorStripMode, count: number, marquee: boolean, rtl: boolean): KeenSliderOptions {
  const layout = ([perView, spacing]: readonly [number, number]) => ({
    slides: { perView, spacing },
    // A loop needs more logos than fit, or the same logo would show twice at once.
    loop: mode === 'footer' && count > perView,
  });
  return {
    ...layout(layouts[mode].desktop),
    breakpoints: { [tablet]: layout(layouts[mode].tablet), [phone]: layout(layouts[mode].phone) },
    rtl,
    // The marquee moves on its own; dragging would fight it.
    drag: !marquee,
    mode: 'free-snap',
    renderMode: marquee ? 'performance' : 'precision',
  };
}

/**
 * Moves the strip to the next logo at the marquee speed, linearly. After a hold the strip stands
 * between two logos, so the time is scaled to the distance that is left.
 */
function continueMarquee(slider: KeenSliderInstance): void {
  const details = slider.track.details;
  if (!details || !slider.options.loop) return;
  let target = details.abs + 1;
  let distance = slider.track.idxToDist(target, true);
  const step = slider.track.idxToDist(target + 1, true) - distance;
  if (step <= 0) return;
  if (distance <= 0) {
    target += 1;
    distance += step;
  }
  slider.moveToIdx(target, true, { duration: (VENDOR_STRIP_SPEED_MS * distance) / step, easing: (t) => t });
}

export interface VendorSliderOptions {
  mode: VendorStripMode;
  count: number;
  /** Changes when the vendors change, so the slider is built again around them. */
  slidesKey: string;
  /** The footer's continuous movement is wanted (not paused, no reduced motion). */
  marquee: boolean;
}

export interface VendorSlider {
  containerRef: RefObject<HTMLUListElement | null>;
  atStart: boolean;
  atEnd: boolean;
  /** The pointer is over the strip, which holds the marquee. */
  held: boolean;
  page: (direction: -1 | 1) => void;
  /** Brings a slide fully into view, e.g. when the keyboard focuses it. */
  reveal: (index: number) => void;
}

interface Edges {
  /** The vendors these edges were measured for. */
  slidesKey: string;
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Builds the slider once the page is idle, or at once when the pointer reaches the strip or an arrow
 * or a logo is used. Building measures every slide, which is the largest piece of work a lobby does
 * as it hydrates; until then vendor-strip.css lays the slides out exactly as the slider will, so
 * nothing moves when it takes over.
 */
export function useVendorSlider({ mode, count, slidesKey, marquee }: VendorSliderOptions): VendorSlider {
  const containerRef = useRef<HTMLUListElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const buildRef = useRef<() => void>(() => {});
  const [edges, setEdges] = useState<Edges | null>(null);
  const [held, setHeld] = useState(false);
  const moving = marquee && !held;
  const movingRef = useRef(moving);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || count === 0) return;
    const trackEdges = (slider: KeenSliderInstance) => {
      const details = slider.track.details;
      if (!details) return;
      setEdges({ slidesKey, atStart: details.abs <= details.minIdx, atEnd: details.abs >= details.maxIdx });
    };
    const keepMoving = (slider: KeenSliderInstance) => {
      if (movingRef.current) continueMarquee(slider);
    };
    const build = () => {
      if (sliderRef.current) return;
      cancelIdleBuild();
      sliderRef.current = new KeenSlider(container, {
        ...sliderOptions(mode, count, marquee, getComputedStyle(container).direction === 'rtl'),
        created: (instance) => {
          trackEdges(instance);
          keepMoving(instance);
        },
        updated: keepMoving,
        optionsChanged: (instance) => {
          trackEdges(instance);
          keepMoving(instance);
        },
        animationEnded: keepMoving,
        slideChanged: trackEdges,
      });
      // Hands the slides' sizes over from vendor-strip.css to the slider. Set here, not through
      // React state, so the change lands in the same frame as the slider's own first layout.
      container.toggleAttribute('data-slider-ready', true);
    };
    const cancelIdleBuild = whenIdleAfter(0, build, SLIDER_BUILD_TIMEOUT_MS);
    buildRef.current = build;
    // Hover only holds the motion; it is not an action, so it is listened to here rather than in
    // JSX. Reaching the strip also builds the slider, before a press or a drag can start.
    const hold = () => {
      build();
      setHeld(true);
    };
    const release = () => setHeld(false);
    container.addEventListener('pointerenter', hold);
    container.addEventListener('pointerleave', release);
    return () => {
      cancelIdleBuild();
      container.removeEventListener('pointerenter', hold);
      container.removeEventListener('pointerleave', release);
      sliderRef.current?.destroy();
      sliderRef.current = null;
      buildRef.current = () => {};
      container.removeAttribute('data-slider-ready');
    };
  }, [mode, count, slidesKey, marquee]);

  useEffect(() => {
    movingRef.current = moving;
    const slider = sliderRef.current;
    if (!slider) return;
    if (moving) continueMarquee(slider);
    else if (marquee) slider.animator.stop();
  }, [moving, marquee]);

  const moveWithin = useCallback((index: number) => {
    buildRef.current();
    const slider = sliderRef.current;
    const details = slider?.track.details;
    if (!slider || !details) return;
    slider.moveToIdx(Math.min(Math.max(index, details.minIdx), details.maxIdx));
  }, []);

  // Until the slider has measured these vendors, the strip stands at its start.
  const measured = edges?.slidesKey === slidesKey ? edges : null;
  return {
    containerRef,
    atStart: measured?.atStart ?? true,
    atEnd: measured?.atEnd ?? count <= widestView(mode),
    held,
    page: (direction) => {
      buildRef.current();
      const slider = sliderRef.current;
      const details = slider?.track.details;
      if (!slider || !details) return;
      const perView = Math.max(1, Math.floor(visibleCount(slider)));
      moveWithin(details.abs + direction * perView);
    },
    reveal: (index) => {
      buildRef.current();
      const slider = sliderRef.current;
      const details = slider?.track.details;
      const slide = details?.slides[index];
      if (!slider || !details || !slide) return;
      // Focus makes the browser scroll the clipped container; the slider does the moving instead.
      slider.container.scrollLeft = 0;
      if (slide.portion >= 0.99) return;
      const perView = Math.max(1, Math.floor(visibleCount(slider)));
      moveWithin(index > details.abs ? index - perView + 1 : index);
    },
  };
}

/** The most slides any screen shows at once: with no more vendors than that, there is no end to reach. */
function widestView(mode: VendorStripMode): number {
  return Math.max(...Object.values(layouts[mode]).map(([perView]) => perView));
}

function visibleCount(slider: KeenSliderInstance): number {
  const slides = slider.options.slides;
  if (typeof slides === 'object' && slides !== null && !Array.isArray(slides) && 'perView' in slides) {
    return typeof slides.perView === 'number' ? slides.perView : 1;
  }
  return 1;
}
