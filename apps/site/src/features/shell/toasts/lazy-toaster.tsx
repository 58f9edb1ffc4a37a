import { useToasts } from '@lobbykit/ui/toast';
import { lazy, Suspense, useState } from 'react';

const SiteToaster = lazy(() => import('./site-toaster.tsx'));

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
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  );
}
