import { useEffect } from 'react';

/**
 * The page's code announces that it is live; the inline script of `early-press-script.ts` then
 * makes the press it kept while the page was not.
 */

/** Sent on `document` once the page is live (see usePageLive); the kept press is made then. */
export const pageLiveEvent = 'lobbykit:live';

/** Marks the page live: the kept press, if any, is made now, and presses reach their handlers. */
export function announcePageLive() {
  document.dispatchEvent(new Event(pageLiveEvent));
}

/**
 * Marks <html data-hydrated> and announces the page live once the component using it runs: a
 * server-drawn page looks ready before it is, so automated checks (and anything else that must not
 * act on dead markup) wait for the mark. Used by whatever the page shows in its main place: the
 * screen, its load error, a status page.
 */
export function usePageLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    announcePageLive();
  }, []);
}
