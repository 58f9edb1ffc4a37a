import useSWR from 'swr';
import { callPlatform } from '../platform/call-platform.ts';
import { useSession } from '../session.ts';

/** Where the wallet total is kept: the header and the money pages read and update it there. */
export const balanceKey = (token: string | null) => (token ? (['balance', token] as const) : null);

/** The wallet total (spec §3 Balance: sumBalance); loaded only with a session. */
export function useBalance() {
  const { token } = useSession();
  return useSWR(balanceKey(token), () => callPlatform('wallet', 'balance', {}), {
    keepPreviousData: true,
  });
}
