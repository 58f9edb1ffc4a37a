import { useLayoutEffect, useState, type RefObject } from 'react';

export interface MarqueeLengthOptions {
  viewportRef: RefObject<HTMLElement | null>;
  /** The first copy of the content; the track loops after moving by its length. */
  contentRef: RefObject<HTMLElement | null>;
  vertical: boolean;
  /** Changes when the content changes, so its size is measured again. */
  contentKey: string;
}

export interface MarqueeLength {
  /** Whether the content is longer than the viewport, i.e. whether there is anything to scroll. */
  overflows: boolean;
  /** The content's length along the motion, in CSS pixels. */
  length: number;
}

/**
 * Measures the marquee's content when it or the viewport resizes, never per frame: the motion itself
 * is a CSS animation the compositor runs, so the page's main thread does no work while it scrolls.
 */
export function useMarqueeLength({
  viewportRef,
  contentRef,
  vertical,
  contentKey,
}: MarqueeLengthOptions): MarqueeLength {
  const [measured, setMeasured] = useState<MarqueeLength>({ overflows: false, length: 0 });

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!viewport || !content) return;
    const measure = () => {
      const length = vertical ? content.offsetHeight : content.offsetWidth;
      const overflows = length > (vertical ? viewport.clientHeight : viewport.clientWidth);
      setMeasured((current) =>
        current.length === length && current.overflows === overflows ? current : { overflows, length },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    observer.observe(content);
    return () => observer.disconnect();
  }, [viewportRef, contentRef, vertical, contentKey]);

  return measured;
}
