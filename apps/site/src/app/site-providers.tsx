import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * SWR for server state: one shared cache, no refetch on every tab focus (balances and lists have
 * their own refresh controls), and failures kept for the screen to show with a retry.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>;
}
