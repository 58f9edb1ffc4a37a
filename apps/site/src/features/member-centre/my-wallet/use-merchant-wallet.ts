import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

/** The main wallet's code on the platform; every other wallet belongs to a game vendor. */
export const MAIN_WALLET = 'MAIN';

export const merchantWalletKey = (token: string | null) => (token ? (['merchantWallet', token] as const) : null);

/** Every wallet the brand keeps for the member, main first, each with its balance; `isSingle` for one-wallet brands. */
export function useMerchantWallet() {
  const { token } = useSession();
  return useSWR(merchantWalletKey(token), () => callPlatform('wallet', 'merchantWallet', {}));
}

export type MerchantWallet = NonNullable<ReturnType<typeof useMerchantWallet>['data']>;
export type Wallet = MerchantWallet['wallets'][number];
