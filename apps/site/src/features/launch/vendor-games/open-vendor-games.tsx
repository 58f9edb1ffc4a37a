import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import type { LaunchableGame } from '../../../core/games/launch-rules.ts';
import { VendorGamesDialog } from './vendor-games-dialog.tsx';
import type { VendorRef } from './use-vendor-games.ts';

/** Matches the dialog's closing animation, so it is not cut short. */
const closeAnimationMs = 200;

interface Mounted {
  root: Root;
  container: HTMLElement;
}

let mounted: Mounted | null = null;

/** Removes a popup root; the one open now unless another is named. */
function unmount(which: Mounted | null = mounted) {
  if (!which) return;
  which.root.unmount();
  which.container.remove();
  if (mounted === which) mounted = null;
}

function PopupRoot({
  vendor,
  onLaunch,
  onClosed,
}: {
  vendor: VendorRef & { name: string };
  onLaunch: (game: LaunchableGame) => void;
  onClosed: () => void;
}) {
  const [open, setOpen] = useState(true);
  // A cache of its own per opening: the list is fetched fresh each time the popup opens.
  const [cache] = useState(() => new Map());
  return (
    <SWRConfig value={{ provider: () => cache, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <VendorGamesDialog
        vendor={vendor}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTimeout(onClosed, closeAnimationMs);
        }}
        onLaunch={onLaunch}
      />
    </SWRConfig>
  );
}

/**
 * Opens the VASSALAGE popup list. Launching can start from any screen (a lobby card, the header's
 * vendor menu), so the popup renders in a root of its own, created on open and removed on close;
 * it needs nothing from the screen's tree but the way to navigate, which comes in `onLaunch`.
 */
export function openVendorGames(vendor: VendorRef & { name: string }, onLaunch: (game: LaunchableGame) => void): void {
  unmount();
  const container = document.createElement('div');
  container.dataset.slot = 'vendor-games-root';
  document.body.append(container);
  const popup: Mounted = { root: createRoot(container), container };
  mounted = popup;
  popup.root.render(<PopupRoot vendor={vendor} onLaunch={onLaunch} onClosed={() => unmount(popup)} />);
}

/** Closes the popup at once (a test or story ending). */
export function closeVendorGames(): void {
  unmount();
}
