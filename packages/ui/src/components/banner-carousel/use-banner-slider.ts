import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface BannerSliderOptions {
  /** Changes when the set of slides changes, so the slider is built again around them. */
  slidesKey: string;
  slideCount: number;
  /** Milliseconds a slide stays before the next one; 0 or less turns autoplay off. */
  autoplayInterval: number;
  /** Slide animations last no time at all (reduced motion). */
  instant: boolean;
}

export interface BannerSlider {
  containerRef: RefObject<HTMLDivElement | null>;
  /** The slide in view (0-based). */
  activeIndex: number;
  goTo: (index: number) => void;
  /** True when the pointer moved the slides since it went down, so the click that ends a drag is not a press. */
  wasDragged: () => boolean;
}

/**
 * keen-slider around the banner slides, plus an autoplay that survives interaction: every slide
 * change (a swipe, a dot, the timer) starts the next interval, and nothing ever stops it.
 */
export function useBannerSlider({
  slidesKey,
  slideCount,
  autoplayInterval,
  instant,
}: BannerSliderOptions): BannerSlider {
  const containerRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const dragged = useRef(false);
  const [current, setCurrent] = useState(0);
  // A new set of slides starts again at the first one (reset during render, not after it).
  const [currentFor, setCurrentFor] = useState(slidesKey);
  if (currentFor !== slidesKey) {
    setCurrentFor(slidesKey);
    setCurrent(0);
  }
  // Counts timer firings and interactions: each one starts a fresh interval, even when the slide stays.
  const [autoplayTick, setAutoplayTick] = useState(0);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || slideCount === 0) return;
    const slider = new KeenSlider(container, {
      loop: slideCount > 1,
      drag: slideCount > 1,
      defaultAnimation: { duration: instant ? 0 : 700 },
      slideChanged: (instance) => setCurrent(instance.track.details.rel),
      dragStarted: () => {
        dragged.current = false;
        // A swipe restarts the interval, so the timer never yanks the slide from under the finger.
        setAutoplayTick((tick) => tick + 1);
      },
      dragged: () => {
        dragged.current = true;
      },
    });
    sliderRef.current = slider;
    return () => {
      slider.destroy();
      sliderRef.current = null;
    };
  }, [slidesKey, slideCount, instant]);

  useEffect(() => {
    if (autoplayInterval <= 0 || slideCount < 2) return;
    const timer = window.setTimeout(() => {
      sliderRef.current?.next();
      setAutoplayTick((tick) => tick + 1);
    }, autoplayInterval);
    return () => window.clearTimeout(timer);
  }, [autoplayInterval, slideCount, current, autoplayTick]);

  return {
    containerRef,
    activeIndex: current,
    goTo: (index) => {
      sliderRef.current?.moveToIdx(index);
      // The chosen banner gets a full interval before the rotation carries on.
      setAutoplayTick((tick) => tick + 1);
    },
    wasDragged: () => {
      const moved = dragged.current;
      dragged.current = false;
      return moved;
    },
  };
}
