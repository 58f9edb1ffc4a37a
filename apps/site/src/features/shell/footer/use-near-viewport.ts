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
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near };
}
