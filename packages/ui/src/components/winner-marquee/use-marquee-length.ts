import { useEffect, useState, type RefObject } from 'react';

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
  /**
   * How many leading items the loop's seam needs after the list: enough to fill the viewport once
   * the list has moved by its whole length. A phone's ticker shows two or three of twenty.
   */
  seamItems: number;
}

/**
 * An element's exact length along the motion: offsetWidth rounds to whole pixels, and the loop
 * would jump by the fraction at each seam.
 */
function lengthOf(element: Element, vertical: boolean): number {
  const box = element.getBoundingClientRect();
  return vertical ? box.height : box.width;
}

/** The fewest leading children whose lengths together reach `span` (all of them if none do). */
function leadingItemsSpanning(content: HTMLElement, span: number, vertical: boolean): number {
  const items = [...content.children];
  let covered = 0;
  for (const [index, item] of items.entries()) {
    covered += lengthOf(item, vertical);
    if (covered >= span) return index + 1;
  }
  return items.length;
}

/**
 * Measures the marquee's content when it or the viewport resizes, never per frame: the motion itself
 * is a CSS animation the compositor runs, so the page's main thread does no work while it scrolls.
 * The first measure comes from the ResizeObserver's first report, made after the browser's own
 * layout: measuring in the commit instead forced a layout of the whole page in the task that
 * hydrates the lobby, and redrew the marquee inside that same task. Until then the content stands
 * still and whole, which is also how it stands while the page starts (held motion).
 */
export function useMarqueeLength({
  viewportRef,
  contentRef,
  vertical,
  contentKey,
}: MarqueeLengthOptions): MarqueeLength {
  const [measured, setMeasured] = useState<MarqueeLength>({ overflows: false, length: 0, seamItems: 0 });

  useEffect(() => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!viewport || !content) return;
    const measure = () => {
      const length = lengthOf(content, vertical);
      const span = vertical ? viewport.clientHeight : viewport.clientWidth;
      const overflows = length > span;
      const seamItems = overflows ? leadingItemsSpanning(content, span, vertical) : 0;
      setMeasured((current) =>
        current.length === length && current.overflows === overflows && current.seamItems === seamItems
          ? current
          : { overflows, length, seamItems },
      );
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    observer.observe(content);
    return () => observer.disconnect();
  }, [viewportRef, contentRef, vertical, contentKey]);

  return measured;
}
