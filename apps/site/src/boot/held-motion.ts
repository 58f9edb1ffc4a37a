import { whenIdleAfter } from '@lobbykit/ui/lib/when-idle';

/** How long after the page is live its decorative motion waits, at least, for an idle moment. */
export const MOTION_RELEASE_DELAY_MS = 1000;

/**
 * index.html holds decorative motion (<html data-motion="held">; the design system's animated
 * parts honour it) while the page starts; it is let go once the page is live and the browser next
 * idle, so the first seconds' drawing and code have the phone's cores to themselves.
 */
export function releaseMotionWhenSettled() {
  const html = document.documentElement;
  if (html.dataset.motion !== 'held') return;
  whenIdleAfter(MOTION_RELEASE_DELAY_MS, () => delete html.dataset.motion, 2000);
}
