import { useEffect, useState, type RefObject } from 'react';
import { observeNearViewport } from './observe-near-viewport.ts';

/**
 * True once the element has come within `rootMargin` of the viewport, then stays true, so what is
 * below the fold loads just before it is scrolled to. It starts false everywhere, the server
 * included, so a server-drawn page and its hydration agree; where IntersectionObserver is missing
 * it turns true as soon as the element is mounted.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    return observeNearViewport(element, rootMargin, () => setNear(true));
  }, [ref, near, rootMargin]);

  return near;
}
