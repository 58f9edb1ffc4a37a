import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../core/error-boundary.tsx';
import { lazyComponent } from '../../../core/lazy-parts.tsx';
import { openCustomerService } from './customer-service.ts';

const PopupBlockedDialog = lazyComponent(() => import('./popup-blocked-dialog.tsx'));

/**
 * Opens customer service in its window; when the browser blocks the popup, `notice` is a dialog
 * (its own chunk, fetched only then) that tells the player to allow popups and try again.
 */
export function useCustomerService(url: string | null | undefined): { open: () => void; notice: ReactNode } {
  const [blocked, setBlocked] = useState(false);
  return {
    open: () => {
      if (url && !openCustomerService(url)) setBlocked(true);
    },
    notice: blocked && (
      <ErrorBoundary variant="dialog" onRetry={PopupBlockedDialog.reset} onClose={() => setBlocked(false)}>
        <Suspense fallback={null}>
          <PopupBlockedDialog onClose={() => setBlocked(false)} />
        </Suspense>
      </ErrorBoundary>
    ),
  };
}
