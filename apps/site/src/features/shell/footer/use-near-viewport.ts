import { observeNearViewport } from '@lobbykit/ui/lib/observe-near-viewport';
import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true), so content
 * below the fold is fetched just before it is scrolled to. Without IntersectionObserver it is true
 * once mounted.
 */
export function useNearViewport<E extends Element>(margin = '300px') {
  const ref = useRef<E>(null);
  // Starts false everywhere, so a server-drawn page and its hydration agree.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return observeNearViewport(element, margin, () => setNear(true));
  }, [near, margin]);

  return { ref, near };
}
