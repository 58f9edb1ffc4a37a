import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { DirectionProvider } from '@lobbykit/ui/direction';
import { ErrorBoundary } from '../core/error-boundary.tsx';
import { languages } from '../core/i18n/languages.ts';
import { useLanguage } from '../core/i18n/use-language.ts';
import { primedDataMiddleware, type PrimedData } from '../core/primed-data.ts';

/** Radix parts (tabs, menus, selects) run in the language's direction, as the page does. */
function LanguageDirection({ children }: { children: ReactNode }) {
  const { code } = useLanguage();
  return <DirectionProvider dir={languages[code].dir}>{children}</DirectionProvider>;
}

/**
 * SWR for server state: one shared cache, no refetch on every tab focus (balances and lists have
 * their own refresh controls), and failures kept for the screen to show with a retry. `primed` is
 * what a server-rendered page was drawn with; `use` lets the site server watch which data a page
 * asks for. Around it all, the last-resort boundary: whatever no nearer boundary caught shows a
 * full-page message with Retry and Reload, never a blank page.
 */
export function SiteProviders({
  children,
  primed = {},
  use = [],
}: {
  children: ReactNode;
  primed?: PrimedData;
  use?: Middleware[];
}) {
  const value = useMemo(
    () => ({
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      use: [...use, primedDataMiddleware(primed)],
    }),
    [primed, use],
  );
  return (
    <ErrorBoundary variant="root">
      <SWRConfig value={value}>
        <LanguageDirection>{children}</LanguageDirection>
      </SWRConfig>
    </ErrorBoundary>
  );
}
