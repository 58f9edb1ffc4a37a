import type { BadgeProps } from '@lobbykit/ui/badge';

const knownStates = new Set(['joining', 'claim', 'claimed', 'closed', 'comingSoon']);

/** The words key for a mission's state; a state the page has no words for reads as closed. */
export const stateKey = (status: string) => `states.${knownStates.has(status) ? status : 'closed'}`;

/** How the state badge looks: a reward to claim stands out, what is over recedes. */
export function stateVariant(status: string): NonNullable<BadgeProps['variant']> {
  if (status === 'claim') return 'success';
  if (status === 'joining') return 'primary';
  if (status === 'claimed') return 'secondary';
  return 'outline';
}
