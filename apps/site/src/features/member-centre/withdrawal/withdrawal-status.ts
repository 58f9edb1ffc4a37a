import type { withdrawalStatuses } from '@lobbykit/platform/endpoints/wallet';
import type { BadgeProps } from '@lobbykit/ui/badge';

export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/**
 * How each status reads at a glance: under way (pending, processing), waiting for the member
 * (paid), settled (received, forced), and the ones that need a second look (partly received,
 * disputed, rejected).
 */
export const statusBadge: Record<WithdrawalStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'outline',
  processing: 'secondary',
  paid: 'primary',
  received: 'success',
  forced: 'success',
  'partly-received': 'warning',
  'not-received': 'destructive',
  rejected: 'destructive',
};

/** The key of a status under `list.statuses` and `list.notes`. */
export const statusKey = (status: WithdrawalStatus) => status.replace('-', '_');
