import { useEffect, useState, type RefObject } from 'react';
import { observeNearViewport } from '../../lib/observe-near-viewport.ts';

/**
 * True once the element comes within `preload` viewport-heights of the top of the screen (the
 * spec's 1.3 loads an image when it is within 30% of a screen below the fold), then stays true.
 * Where IntersectionObserver is missing, everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, preload: number): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!supported);

  useEffect(() => {
    const element = ref.current;
    if (near || !supported || !element) return undefined;
    const margin = Math.round(Math.max(0, Number.isFinite(preload) ? preload - 1 : 0) * 100);
    return observeNearViewport(element, `${margin}%`, () => setNear(true));
  }, [ref, near, supported, preload]);

  return near;
}
