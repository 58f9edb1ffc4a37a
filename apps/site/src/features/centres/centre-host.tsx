import i18next from 'i18next';
import { Suspense, useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import { ErrorBoundary } from '../../core/error-boundary.tsx';
import { lazyComponent } from '../../core/lazy-parts.tsx';
import { isPageLive, pageLiveEvent } from '../../core/page-live.ts';
import { centreFromSearch, useCentreNavigation, type CentreKind } from './centre-url.ts';

/**
 * Shows the centre the URL names (`?centre=member&page=…`) over the current screen. Small and in
 * the first load; the frame, its menu and each page are chunks of their own. Nothing is drawn on
 * the server or before the page is live: who the visitor is (guest, member, agent) is known in the
 * browser only, once the page's stores hold the session.
 */
const loadFrame = () =>
  Promise.all([import('./centre-frame.tsx'), i18next.loadNamespaces('centres')]).then(([frame]) => frame);

/** Retryable, like every lazy part: a frame that failed to load shows a dialog with Retry and Close. */
const CentreFrame = lazyComponent(loadFrame);

/** Fetches the frame and a page's code and strings before the centre opens (pointer over, focus). */
export function preloadCentre(centre: CentreKind, page?: string) {
  loadFrame().then(
    (frame) => frame.preloadPage(centre, page ?? null),
    () => undefined,
  );
}

function subscribeToLive(onLive: () => void) {
  document.addEventListener(pageLiveEvent, onLive);
  return () => document.removeEventListener(pageLiveEvent, onLive);
}

function usePageIsLive(): boolean {
  return useSyncExternalStore(subscribeToLive, isPageLive, () => false);
}

export function CentreHost() {
  const open = centreFromSearch(useSearch());
  const live = usePageIsLive();
  const navigation = useCentreNavigation();
  if (!open || !live) return null;
  return (
    <ErrorBoundary variant="dialog" onRetry={CentreFrame.reset} onClose={navigation.close}>
      <Suspense fallback={null}>
        <CentreFrame centre={open.centre} page={open.page} />
      </Suspense>
    </ErrorBoundary>
  );
}
