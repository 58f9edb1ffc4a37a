import type { ActivityState } from '@lobbykit/platform/endpoints/rewards';
import type { BadgeProps } from '@lobbykit/ui/badge';

const knownKinds = new Set(['bonus', 'raffle', 'cashback', 'activity']);

/** The words key for a reward's kind; a kind the page has no words for reads as a reward. */
export const kindKey = (kind: string) => `kinds.${knownKinds.has(kind) ? kind : 'other'}`;

/** How an activity's state badge looks: what the member can act on stands out, what is over recedes. */
export const stateVariant: Record<ActivityState, NonNullable<BadgeProps['variant']>> = {
  joining: 'primary',
  claim: 'success',
  applying: 'warning',
  processing: 'warning',
  issued: 'secondary',
  claimed: 'secondary',
  joined: 'secondary',
  rejected: 'destructive',
  closed: 'outline',
  comingSoon: 'outline',
};
