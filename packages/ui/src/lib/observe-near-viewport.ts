/**
 * Calls `onNear` once, the first time `element` comes within `rootMargin` of the viewport, and
 * returns what stops watching. Where IntersectionObserver is missing, everything counts as near:
 * `onNear` is called at once.
 */
export function observeNearViewport(element: Element, rootMargin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
