import { rewardEndpoints } from '@lobbykit/platform/endpoints/rewards';
import useSWR from 'swr';
import { platform } from '../../../app/platform.ts';
import { useSession } from '../../../app/session.ts';

/** A reward the member can still claim: the platform marks it `claim` until claimed or expired. */
export function isClaimable(reward: { status: string }): boolean {
  return reward.status === 'claim';
}

/** The member's rewards: bonuses and raffle prizes, claimable or past. */
export function useRewardList() {
  const { token } = useSession();
  // The list is the reward centre's too (same key); the header only counts the claimable ones.
  return useSWR(token ? (['rewardList', token] as const) : null, () => platform.call(rewardEndpoints.rewardList, {}));
}

export function claimableCount(rewards: readonly { status: string }[] | undefined): number {
  return rewards?.filter(isClaimable).length ?? 0;
}
