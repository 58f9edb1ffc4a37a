import { Skeleton } from '@lobbykit/ui/skeleton';
import { useNearViewport } from '@lobbykit/ui/lib/use-near-viewport';
import { Suspense, useRef, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../core/error-boundary.tsx';
import { lazyComponent } from '../../../core/lazy-parts.tsx';
import { useSiteConfig } from '../../../core/site-config.ts';
import { footerVendors } from '../../../core/games/game-categories.ts';
import { useVendorLanes } from '../nav/use-vendor-lanes.ts';

const FooterVendorStrip = lazyComponent(() => import('./footer-vendor-strip.tsx'));

const placeholder = <Skeleton className="h-12 w-full rounded-lg sm:h-14" />;
/** A strip that failed to load says so in the strip's own height. */
const centred = (failure: ReactNode) => <div className="flex h-12 items-center justify-center sm:h-14">{failure}</div>;

/**
 * Spec §1/§2: a strip of game-provider logos (lottery lanes skipped, BTI's single colour logo).
 * The strip and its logos load only as the footer nears the viewport; the space is held meanwhile.
 */
export function FooterVendors() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '300px');
  const { data: lanes, error } = useVendorLanes();
  const { data: config } = useSiteConfig();
  if (error && !lanes) return null;
  const vendors = lanes ? footerVendors(lanes) : [];
  const ready = near && lanes && config;
  return (
    <div ref={ref} data-slot="footer-vendors" className="min-h-12 sm:min-h-14">
      {ready ? (
        <ErrorBoundary variant="inline" onRetry={FooterVendorStrip.reset} frame={centred}>
          <Suspense fallback={placeholder}>
            <FooterVendorStrip vendors={vendors} imageHost={config.imageHost} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
