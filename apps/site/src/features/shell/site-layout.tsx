import type { ReactNode } from 'react';
import { OverlayHost } from '../../app/overlay-host.tsx';
import type { RouteRow } from '../../app/routes.tsx';

/** The frame around every screen (spec §2 Layout). */
export function SiteLayout({ route, children }: { route: RouteRow; children: ReactNode }) {
  return (
    <div data-chrome={route.chrome} className="flex min-h-dvh flex-col">
      {children}
      <OverlayHost />
    </div>
  );
}
