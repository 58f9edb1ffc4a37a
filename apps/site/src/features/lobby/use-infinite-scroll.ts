import { useEffect, useRef, type RefObject } from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from './lobby-state.ts';

/**
 * Calls `onReach` when the sentinel comes near the viewport, at most once per throttle interval
 * (spec §9: 200 ms). Off while `enabled` is false (nothing more to load, or a page is on its way).
 */
export function useInfiniteScroll(
  sentinel: RefObject<Element | null>,
  enabled: boolean,
  onReach: () => void,
  throttleMs = INFINITE_SCROLL_THROTTLE_MS,
) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const reach = useRef(onReach);
  useEffect(() => {
    reach.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      last.current = performance.now();
      reach.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(pending);
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const wait = last.current + throttleMs - performance.now();
        // Too soon: try once the interval is over (the observer will not call again while in view).
        if (wait > 0) pending = setTimeout(fire, wait);
        else fire();
      },
      // Ahead of the edge, so the next page is usually there before the player reaches it.
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(target);
    return () => {
      clearTimeout(pending);
      observer.disconnect();
    };
  }, [sentinel, enabled, throttleMs]);
}
