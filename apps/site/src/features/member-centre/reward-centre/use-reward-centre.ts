import type { Reward } from '@lobbykit/platform/endpoints/rewards';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { useSetBalance } from '../../../core/member/use-balance.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

/** The header's count and the menu badge read the reward list here (core/member/use-reward-list.ts). */
const rewardListKey = (token: string) => ['rewardList', token] as const;
// The platform answers titles in the request's language, so the language is part of these keys.
const activitiesKey = (token: string, language: string) => ['activityList', token, language] as const;
const envelopesKey = (token: string, language: string) => ['redEnvelopes', token, language] as const;

/** The brand's promotions as activities, each with this member's state. */
export function useActivities() {
  const { token } = useSession();
  const { code } = useLanguage();
  return useSWR(token ? activitiesKey(token, code) : null, () => callPlatform('rewards', 'activityList', {}));
}

/** The brand's red envelopes: to open, opened, upcoming, ended. */
export function useRedEnvelopes() {
  const { token } = useSession();
  const { code } = useLanguage();
  return useSWR(token ? envelopesKey(token, code) : null, () => callPlatform('rewards', 'redEnvelopes', {}));
}

const replaceReward = (claimed: Reward) => (list: Reward[] | undefined) =>
  list?.map((reward) => (String(reward.id) === String(claimed.id) ? claimed : reward));

/**
 * The reward centre's changes. A claim's answer goes straight into the caches the header and the
 * menu badge read (the reward list, the balance), so the count, the badge and the balance drop at
 * once; then the lists are read again from the platform.
 */
export function useRewardActions() {
  const { token } = useSession();
  const { code } = useLanguage();
  const { mutate } = useSWRConfig();

  const setBalance = useSetBalance();

  const claim = useCallback(
    async (rewardId: Reward['id']) => {
      if (!token) return undefined;
      const answer = await callPlatform('rewards', 'raffleClaim', { rewardId });
      await Promise.all([
        mutate(rewardListKey(token), replaceReward(answer.reward), { revalidate: false }),
        setBalance(answer.sumBalance),
      ]);
      void mutate(rewardListKey(token));
      void mutate(activitiesKey(token, code));
      return answer.reward;
    },
    [code, mutate, setBalance, token],
  );

  const apply = useCallback(
    async (promotionId: string | number, remark: string, images: string[]) => {
      const activity = await callPlatform('rewards', 'applyActivity', {
        promotionId,
        ...(remark ? { remark } : {}),
        images,
      });
      if (token) void mutate(activitiesKey(token, code));
      return activity;
    },
    [code, mutate, token],
  );

  const openEnvelope = useCallback(
    async (envelopeId: string | number) => {
      const answer = await callPlatform('rewards', 'openRedEnvelope', { envelopeId });
      await setBalance(answer.sumBalance);
      if (token) void mutate(envelopesKey(token, code));
      return answer;
    },
    [code, mutate, setBalance, token],
  );

  return { claim, apply, openEnvelope };
}
