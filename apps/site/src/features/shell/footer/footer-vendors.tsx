import { Skeleton } from '@lobbykit/ui/skeleton';
import { useNearViewport } from '@lobbykit/ui/lib/use-near-viewport';
import { lazy, Suspense, useRef } from 'react';
import { useSiteConfig } from '../../../core/site-config.ts';
import { footerVendors } from '../../../core/games/game-categories.ts';
import { useVendorLanes } from '../nav/use-vendor-lanes.ts';

const FooterVendorStrip = lazy(() => import('./footer-vendor-strip.tsx'));

const placeholder = <Skeleton className="h-12 w-full rounded-lg sm:h-14" />;

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
        <Suspense fallback={placeholder}>
          <FooterVendorStrip vendors={vendors} imageHost={config.imageHost} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
