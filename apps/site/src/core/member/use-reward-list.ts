import useSWR from 'swr';
import { callPlatform } from '../platform/call-platform.ts';
import { useSession } from '../session.ts';

/** A reward the member can still claim: the platform marks it `claim` until claimed or expired. */
export function isClaimable(reward: { status: string }): boolean {
  return reward.status === 'claim';
}

/** The member's rewards: bonuses and raffle prizes, claimable or past. */
export function useRewardList() {
  const { token } = useSession();
  // The list is the reward centre's too (same key); the header only counts the claimable ones.
  return useSWR(token ? (['rewardList', token] as const) : null, () => callPlatform('rewards', 'rewardList', {}));
}

export function claimableCount(rewards: readonly { status: string }[] | undefined): number {
  return rewards?.filter(isClaimable).length ?? 0;
}
