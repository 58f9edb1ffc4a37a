import { useMissionSummary } from '../../core/member/use-mission-summary.ts';
import { claimableCount, useRewardList } from '../../core/member/use-reward-list.ts';
import { useUnreadCount } from '../../core/member/use-unread-count.ts';
import type { CentreBadge } from './centre-registry.ts';

/** The counts the menu's badges show (spec §2: missions, messages and rewards, when above zero). */
export function useCentreBadges(): Partial<Record<CentreBadge, number>> {
  const { data: unread } = useUnreadCount();
  const { data: rewards } = useRewardList();
  const { data: missions } = useMissionSummary();
  return { messages: unread, rewards: claimableCount(rewards), missions: missions?.unclaimed };
}
