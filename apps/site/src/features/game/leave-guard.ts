import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** A way out of the game the player has asked for and not yet confirmed. */
export type PendingLeave = { kind: 'link'; to: string } | { kind: 'back' };

/** Marks the history entry pushed on top of the game's own, so Back can be caught. */
const guardMark = 'lobbykitGameGuard';

const isGuardEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[guardMark] === true;

/** A plain left click on a link of this site, the kind the router would follow. */
function inAppLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site: the browser's own leave prompt (beforeunload) asks.
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Spec §4 "Leaving a game asks for confirmation". While `active`:
 * - closing or reloading the tab, or leaving the site, raises the browser's own prompt
 *   (beforeunload; browsers show their own text);
 * - a link of the site is held back and reported as pending, for the screen to confirm;
 * - Back is caught with a history entry pushed over the game's: it is reported as pending too.
 * `leave()` carries the pending way out through; `stay()` drops it.
 */
export function useLeaveGuard(active: boolean) {
  const [location, navigate] = useLocation();
  const [pending, setPending] = useState<PendingLeave | null>(null);
  // Set once the player confirmed: the way out must not be caught again on its way.
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const to = inAppLinkTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', to });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture, so the router's own link handler never sees the click.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);

  // Back: only where the router follows the browser's address (not an in-memory router).
  // (The server has no browser address; its draw never runs the effects below.)
  const followsBrowser = typeof window !== 'undefined' && window.location.pathname === location;
  useEffect(() => {
    if (!active || !followsBrowser) return;
    if (!isGuardEntry(window.history.state)) {
      window.history.pushState({ [guardMark]: true }, '', window.location.href);
    }
    const onPopState = (event: PopStateEvent) => {
      if (!leaving.current && !isGuardEntry(event.state)) setPending({ kind: 'back' });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [active, followsBrowser]);

  // Side effects stay out of state updaters (React may run those twice).
  const stay = useCallback(() => {
    // Back already left the guard entry: put it back so the next Back is caught too.
    if (pending?.kind === 'back') window.history.pushState({ [guardMark]: true }, '', window.location.href);
    setPending(null);
  }, [pending]);

  const leave = useCallback(() => {
    leaving.current = true;
    setPending(null);
    if (pending?.kind === 'back') window.history.back();
    // The guard entry gives way to the destination, so Back from there returns to the game once.
    else if (pending?.kind === 'link') navigate(pending.to, { replace: isGuardEntry(window.history.state) });
  }, [navigate, pending]);

  return { pending, stay, leave };
}
