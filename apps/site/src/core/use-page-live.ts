import { useEffect } from 'react';
import { whenIdleAfter } from '@lobbykit/ui/lib/when-idle';
import { releaseServerState } from './store.ts';
import { announcePageLive } from './page-live.ts';

/**
 * The page's code announces that it is live; the inline script of `early-press-script.ts` then
 * makes the press it kept while the page was not.
 */

/** How long after the page is live its decorative motion waits, at least, for an idle moment. */
export const MOTION_RELEASE_DELAY_MS = 1000;

/**
 * index.html holds decorative motion (<html data-motion="held">, see the design system's
 * styles.css) while the page starts; it is let go once the page is live and the browser next idle,
 * so the first seconds' drawing and code have the phone's cores to themselves.
 */
function releaseMotionWhenSettled() {
  const html = document.documentElement;
  if (html.dataset.motion !== 'held') return;
  whenIdleAfter(MOTION_RELEASE_DELAY_MS, () => delete html.dataset.motion, 2000);
}

/**
 * Marks <html data-hydrated> and announces the page live once the component using it runs: a
 * server-drawn page looks ready before it is, so automated checks (and anything else that must not
 * act on dead markup) wait for the mark. Used by whatever the page shows in its main place: the
 * screen, its load error, a status page.
 */
export function usePageLive() {
  useEffect(() => {
    const html = document.documentElement;
    if (!('hydrated' in html.dataset)) releaseMotionWhenSettled();
    html.dataset.hydrated = '';
    releaseServerState();
    announcePageLive();
  }, []);
}
