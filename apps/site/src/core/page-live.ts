import { useEffect } from 'react';
import { pageLiveEvent } from './page-live-event.ts';

export { pageLiveEvent };

/**
 * A server-drawn page looks ready before its code runs. The screen says when it is live, and the
 * start-up (boot/start-page.tsx) and the inline early-press script (boot/early-press-script.ts)
 * take it from there.
 */

/** Whether the page has said it is live (<html data-hydrated>). */
export function isPageLive(): boolean {
  return 'hydrated' in document.documentElement.dataset;
}

/**
 * Marks <html data-hydrated> and announces the page live once the component using it runs:
 * automated checks (and anything else that must not act on dead markup) wait for the mark. Used by
 * whatever the page shows in its main place: the screen, its load error, a status page.
 */
export function usePageLive() {
  useEffect(() => {
    const first = !isPageLive();
    document.documentElement.dataset.hydrated = '';
    if (first) document.dispatchEvent(new Event(pageLiveEvent));
  }, []);
}
