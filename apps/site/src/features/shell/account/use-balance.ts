import { walletEndpoints } from '@lobbykit/platform/endpoints/wallet';
import useSWR from 'swr';
import { platform } from '../../../app/platform.ts';
import { useSession } from '../../../app/session.ts';

/** The wallet total (spec §3 Balance: sumBalance); loaded only with a session. */
export function useBalance() {
  const { token } = useSession();
  return useSWR(token ? (['balance', token] as const) : null, () => platform.call(walletEndpoints.balance, {}), {
    keepPreviousData: true,
  });
}
