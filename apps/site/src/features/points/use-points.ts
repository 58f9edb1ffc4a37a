import { inboxPointsEndpoints } from '@lobbykit/platform/endpoints/inbox-points';
import useSWR, { mutate } from 'swr';
import { platform } from '../../core/platform/client.ts';
import { useSession } from '../../core/session.ts';
import { useLanguage } from '../../core/i18n/use-language.ts';

// Every points call needs a session: a guest gets no key, so nothing is fetched.
const key = (name: string, token: string | null, language?: string) =>
  token ? (['points', name, token, language ?? ''] as const) : null;

export function usePointBalance() {
  const { token } = useSession();
  return useSWR(key('balance', token), () => platform.call(inboxPointsEndpoints.pointBalance, {}));
}

export function usePointRewards() {
  const { token } = useSession();
  const { code: language } = useLanguage();
  return useSWR(key('rewards', token, language), () => platform.call(inboxPointsEndpoints.pointRewards, {}));
}

export function usePointConfig() {
  const { token } = useSession();
  const { code: language } = useLanguage();
  return useSWR(key('config', token, language), () => platform.call(inboxPointsEndpoints.pointConfig, {}));
}

export function useRedeemRecords(pageNo: number) {
  const { token } = useSession();
  const { code: language } = useLanguage();
  return useSWR(token ? ['points', 'records', token, language, pageNo] : null, () =>
    platform.call(inboxPointsEndpoints.redeemRecords, { pageNo, pageSize: 10 }),
  );
}

export function usePointTransactions(pageNo: number) {
  const { token } = useSession();
  const { code: language } = useLanguage();
  return useSWR(token ? ['points', 'transactions', token, language, pageNo] : null, () =>
    platform.call(inboxPointsEndpoints.pointTransactions, { pageNo, pageSize: 10 }),
  );
}

/** After a redemption: the balance, the stock and the histories all changed. */
export function refreshPoints() {
  return mutate((cacheKey) => Array.isArray(cacheKey) && cacheKey[0] === 'points');
}

export function redeemReward(rewardId: string | number, quantity: number, password: string) {
  return platform.call(inboxPointsEndpoints.redeemPointReward, { rewardId, quantity, password });
}
