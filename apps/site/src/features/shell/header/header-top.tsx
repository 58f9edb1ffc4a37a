import { Skeleton } from '@lobbykit/ui/skeleton';
import { Suspense, type ReactNode } from 'react';
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
 * A member area that failed to load says so in the placeholder's own box: on a phone the member
 * area wraps to a second row, and a chip alone would pull the page up when it appears.
 */
function inPlaceholderBox(failure: ReactNode) {
  return (
    <div className="relative">
      <div className="invisible [&_*]:animate-none">
        <MemberAreaPlaceholder />
      </div>
      <div className="absolute inset-0 flex items-center justify-end">{failure}</div>
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
      <div className="mx-auto flex min-h-13 max-w-7xl flex-wrap items-center gap-x-1.5 gap-y-1.5 px-3 py-1.5 sm:gap-x-2 sm:px-6">
        {withBrand && <BrandLink nameClassName="max-sm:sr-only" />}
        <div className="flex items-center gap-1 sm:gap-1.5">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
        <div className="ms-auto flex items-center">
          {isSignedIn ? (
            <ErrorBoundary variant="inline" onRetry={MemberArea.reset} frame={inPlaceholderBox}>
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
