import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
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

/**
 * Puts a total the platform just answered (a claim's `sumBalance`) into the header's balance at
 * once, without asking again; the caller revalidates when it likes.
 */
export function useSetBalance() {
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  return useCallback(
    (sumBalance: number) =>
      mutate(
        balanceKey(token),
        <Value extends { sumBalance: number }>(current?: Value) => (current ? { ...current, sumBalance } : current),
        { revalidate: false },
      ),
    [mutate, token],
  );
}
