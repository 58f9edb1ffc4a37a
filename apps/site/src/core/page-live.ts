/**
 * The page's live signal, on its own so the inline script's build (early-press-script.ts, read by
 * vite.config.ts) depends on nothing else of the app.
 */

/** Sent on `document` once the page is live (see usePageLive); the kept press is made then. */
export const pageLiveEvent = 'lobbykit:live';

/** Marks the page live: the kept press, if any, is made now, and presses reach their handlers. */
export function announcePageLive() {
  document.dispatchEvent(new Event(pageLiveEvent));
}
