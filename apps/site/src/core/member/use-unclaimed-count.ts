import { claimableCount, useRewardList } from './use-reward-list.ts';
import { useUnreadCount } from './use-unread-count.ts';

/**
 * The header's unclaimed count (spec §2 Header top): promotions waiting to be claimed plus unread
 * messages. A count that failed to load counts as none rather than hiding the other.
 */
export function useUnclaimedCount(): number {
  const { data: unread } = useUnreadCount();
  const { data: rewards } = useRewardList();
  return (unread ?? 0) + claimableCount(rewards);
}
