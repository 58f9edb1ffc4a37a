import { Suspense } from 'react';
import { ErrorBoundary } from '../core/error-boundary.tsx';
import { lazyComponent, type LazyComponent } from '../core/lazy-parts.tsx';
import {
  closeOverlay,
  registerOverlayPreloader,
  useOverlay,
  type OverlayKind,
  type OverlayLoader,
} from '../core/overlays.ts';

/**
 * Each modal and panel is its own chunk, fetched the first time it opens (or when its trigger is
 * hovered or focused, see `preloadOverlay` in core/overlays.ts), so none of them weighs on the first page load.
 * Every module default-exports a component that reads its overlay from the store and closes it.
 */
const loaders = {
  login: () => import('../features/auth/login/login-dialog.tsx'),
  register: () => import('../features/auth/register/register-dialog.tsx'),
  forgotPassword: () => import('../features/auth/recovery/forgot-password-dialog.tsx'),
  changePassword: () => import('../features/auth/password/change-password-dialog.tsx'),
  logout: () => import('../features/auth/logout/logout-dialog.tsx'),
  trialWarning: () => import('../features/auth/trial-warning-dialog.tsx'),
  notices: () => import('../features/shell/notices/notice-dialog.tsx'),
} satisfies Record<OverlayKind, OverlayLoader>;

const components = {} as Record<OverlayKind, LazyComponent>;
for (const kind of Object.keys(loaders) as OverlayKind[]) components[kind] = lazyComponent(loaders[kind]);

registerOverlayPreloader((kind) => components[kind].preload());

export function OverlayHost() {
  const overlay = useOverlay();
  if (!overlay) return null;
  const Overlay = components[overlay.kind];
  // A chunk that fails shows a dialog in the overlay's place: Retry loads it again, Close closes it.
  return (
    <ErrorBoundary key={overlay.kind} variant="dialog" onRetry={Overlay.reset} onClose={closeOverlay}>
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    </ErrorBoundary>
  );
}
