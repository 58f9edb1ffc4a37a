import { lazy, Suspense, useState, type ReactNode } from 'react';
import { openCustomerService } from './customer-service.ts';

const PopupBlockedDialog = lazy(() => import('./popup-blocked-dialog.tsx'));

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
      <Suspense fallback={null}>
        <PopupBlockedDialog onClose={() => setBlocked(false)} />
      </Suspense>
    ),
  };
}
