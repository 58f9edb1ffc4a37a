import useSWR, { mutate } from 'swr';
import { useSession } from '../../core/session.ts';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { callPlatform } from '../../core/platform/call-platform.ts';

// Every points call needs a session: a guest gets no key, so nothing is fetched.
const key = (name: string, token: string | null, language?: string) =>
  token ? (['points', name, token, language ?? ''] as const) : null;

export function usePointBalance() {
  const { token } = useSession();
  return useSWR(key('balance', token), () => callPlatform('inboxPoints', 'pointBalance', {}));
}

export function usePointRewards() {
  const { token } = useSession();
  const { code: language } = useLanguage();
  return useSWR(key('rewards', token, language), () => callPlatform('inboxPoints', 'pointRewards', {}));
}

export function usePointConfig() {
  const { token } = useSession();
  const { code: language } = useLanguage();
  return useSWR(key('config', token, language), () => callPlatform('inboxPoints', 'pointConfig', {}));
}

export function useRedeemRecords(pageNo: number) {
  const { token } = useSession();
  const { code: language } = useLanguage();
  return useSWR(token ? ['points', 'records', token, language, pageNo] : null, () =>
    callPlatform('inboxPoints', 'redeemRecords', { pageNo, pageSize: 10 }),
  );
}

export function usePointTransactions(pageNo: number) {
  const { token } = useSession();
  const { code: language } = useLanguage();
  return useSWR(token ? ['points', 'transactions', token, language, pageNo] : null, () =>
    callPlatform('inboxPoints', 'pointTransactions', { pageNo, pageSize: 10 }),
  );
}

/** After a redemption: the balance, the stock and the histories all changed. */
export function refreshPoints() {
  return mutate((cacheKey) => Array.isArray(cacheKey) && cacheKey[0] === 'points');
}

export function redeemReward(rewardId: string | number, quantity: number, password: string) {
  return callPlatform('inboxPoints', 'redeemPointReward', { rewardId, quantity, password });
}
