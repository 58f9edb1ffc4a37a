import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface MarqueeOffsetOptions {
  viewportRef: RefObject<HTMLElement | null>;
  trackRef: RefObject<HTMLElement | null>;
  /** The first copy of the content; the track loops after moving by its length. */
  contentRef: RefObject<HTMLElement | null>;
  vertical: boolean;
  /** Pixels per animation frame. */
  step: number;
  /** Moving at all; false snaps back to the start (deterministic stories, reduced motion). */
  enabled: boolean;
  /** Holds the current position (hover, focus). */
  held: boolean;
  /** Changes when the content changes, so its size is measured again. */
  contentKey: string;
}

/**
 * Moves a track by a fixed step each animation frame and wraps it seamlessly. The transform is
 * written straight to the DOM: re-rendering React sixty times a second would be wasted work.
 * Returns whether the content overflows the viewport, i.e. whether there is anything to scroll.
 */
export function useMarqueeOffset({
  viewportRef,
  trackRef,
  contentRef,
  vertical,
  step,
  enabled,
  held,
  contentKey,
}: MarqueeOffsetOptions): boolean {
  const [overflows, setOverflows] = useState(false);
  const offset = useRef(0);
  // Measured when the content or the viewport resizes, never in the frame loop: reading a size
  // there would force a layout in every frame the page has changed.
  const contentLength = useRef(0);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!viewport || !content) return;
    const measure = () => {
      contentLength.current = vertical ? content.offsetHeight : content.offsetWidth;
      const viewportLength = vertical ? viewport.clientHeight : viewport.clientWidth;
      setOverflows(contentLength.current > viewportLength);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    observer.observe(content);
    return () => observer.disconnect();
  }, [viewportRef, contentRef, vertical, contentKey]);

  const moving = enabled && overflows;

  useEffect(() => {
    const track = trackRef.current;
    const content = contentRef.current;
    if (!track || !content) return;
    if (!moving) {
      offset.current = 0;
      track.style.transform = '';
      return;
    }
    if (held) return;
    // In right-to-left text the copy sits to the left, so a horizontal track moves right.
    const direction = !vertical && getComputedStyle(track).direction === 'rtl' ? 1 : -1;
    let frame = 0;
    const advance = () => {
      const length = contentLength.current;
      if (length > 0) {
        offset.current = (offset.current + step) % length;
        const distance = direction * offset.current;
        track.style.transform = vertical ? `translate3d(0, ${distance}px, 0)` : `translate3d(${distance}px, 0, 0)`;
      }
      frame = requestAnimationFrame(advance);
    };
    frame = requestAnimationFrame(advance);
    return () => cancelAnimationFrame(frame);
  }, [trackRef, contentRef, vertical, step, moving, held]);

  return overflows;
}
