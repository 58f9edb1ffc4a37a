import { Suspense, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { SiteLayout } from '../features/shell/site-layout.tsx';
import { StatusScreen } from '../features/status/status-screen.tsx';
import { currentBrand } from '../core/brand.ts';
import { openOverlay } from '../core/overlays.ts';
import { guestPaths, routeFor } from './routes.tsx';
import { ErrorBoundary } from '../core/error-boundary.tsx';
import { useSession } from '../core/session.ts';
import { useSiteConfig } from '../core/site-config.ts';
import { CurrentScreenProvider } from '../core/screen-frame.ts';
import { ServerDataScope } from '../core/server-data.ts';
import { CentreHost } from '../features/centres/centre-host.tsx';
import { OverlayHost } from './overlay-host.tsx';

function ScreenFallback() {
  return <div aria-busy="true" className="min-h-[60dvh]" />;
}

export function App() {
  const [location] = useLocation();
  const row = routeFor(location);
  const { isSignedIn } = useSession();
  const { data: config } = useSiteConfig();
  const guarded = currentBrand().settings?.loginedToHomePage === true && !isSignedIn && !guestPaths.has(location);

  // /register and /login open their modal over the home screen, each time the path is entered.
  useEffect(() => {
    if (row.opens && !guarded) openOverlay({ kind: row.opens });
  }, [row, guarded]);

  if (guarded) return <Redirect to="/login" replace />;
  if (config && config.systemStatus !== 0) return <StatusScreen status={config.systemStatus} ip={config.ip} />;

  return (
    <CurrentScreenProvider value={row}>
      <SiteLayout route={row}>
        <ErrorBoundary variant="page" key={row.page} onRetry={row.section.reset}>
          <ServerDataScope value={row.serverData !== false}>
            <Suspense fallback={<ScreenFallback />}>
              <row.section />
            </Suspense>
          </ServerDataScope>
        </ErrorBoundary>
      </SiteLayout>
      <OverlayHost />
      <CentreHost />
    </CurrentScreenProvider>
  );
}
