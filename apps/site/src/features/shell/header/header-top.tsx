import { Skeleton } from '@lobbykit/ui/skeleton';
import { Suspense } from 'react';
import { ErrorBoundary } from '../../../core/error-boundary.tsx';
import { lazyComponent } from '../../../core/lazy-parts.tsx';
import { useSession } from '../../../core/session.ts';
import { BrandLink } from './brand-link.tsx';
import { GuestActions } from './guest-actions.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const MemberArea = lazyComponent(() => import('../account/member-area.tsx'));

function MemberAreaPlaceholder() {
  return (
    <div aria-hidden="true" className="flex items-center gap-2">
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-8 w-36 rounded-full" />
      <Skeleton variant="circle" className="size-10" />
    </div>
  );
}

/**
 * Spec §2 Header top: language and theme, then either the guest's log-in and register buttons or
 * the member's deposit, balance and account menu. Carries the logo itself when the page hides the
 * category bar (which normally holds it).
 */
export function HeaderTop({ withBrand }: { withBrand: boolean }) {
  const { isSignedIn } = useSession();
  return (
    <div data-slot="header-top" className="border-b border-border/30 bg-muted/70">
      <div className="mx-auto flex min-h-13 max-w-7xl flex-wrap items-center gap-x-2 gap-y-1.5 px-3 py-1.5 sm:px-6">
        {withBrand && <BrandLink nameClassName="max-sm:sr-only" />}
        <div className="flex items-center gap-1.5">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
        <div className="ms-auto flex items-center">
          {isSignedIn ? (
            <ErrorBoundary variant="inline" onRetry={MemberArea.reset}>
              <Suspense fallback={<MemberAreaPlaceholder />}>
                <MemberArea />
              </Suspense>
            </ErrorBoundary>
          ) : (
            <GuestActions />
          )}
        </div>
      </div>
    </div>
  );
}
