import { useToasts } from '@lobbykit/ui/toast';
import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../core/error-boundary.tsx';
import { lazyComponent } from '../../../core/lazy-parts.tsx';

const SiteToaster = lazyComponent(() => import('./site-toaster.tsx'));

/** Where the toasts would have shown: a viewport that failed to load says so there. */
const inToastCorner = (failure: ReactNode) => <div className="fixed end-4 bottom-4 z-50">{failure}</div>;

/**
 * The toast viewport, kept off the first load (it brings Radix toast): only the small toast store
 * is read here, and the viewport loads with the first toast raised, then stays.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <ErrorBoundary variant="inline" onRetry={SiteToaster.reset} frame={inToastCorner}>
      <Suspense fallback={null}>
        <SiteToaster />
      </Suspense>
    </ErrorBoundary>
  );
}
