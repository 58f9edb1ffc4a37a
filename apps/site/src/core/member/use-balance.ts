import useSWR from 'swr';
import { callPlatform } from '../platform/call-platform.ts';
import { useSession } from '../session.ts';

/** The wallet total (spec §3 Balance: sumBalance); loaded only with a session. */
export function useBalance() {
  const { token } = useSession();
  return useSWR(token ? (['balance', token] as const) : null, () => callPlatform('wallet', 'balance', {}), {
    keepPreviousData: true,
  });
}
