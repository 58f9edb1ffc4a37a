import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { primedDataMiddleware, type PrimedData } from '../core/primed-data.ts';

/**
 * SWR for server state: one shared cache, no refetch on every tab focus (balances and lists have
 * their own refresh controls), and failures kept for the screen to show with a retry. `primed` is
 * what a server-rendered page was drawn with; `use` lets the site server watch which data a page
 * asks for.
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
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
