import { isAgentType } from '@lobbykit/platform';

export type AccountMenuAction = 'memberCentre' | 'messages' | 'agentCentre' | 'signOut';

/** The account menu's actions after the member ID and VIP label (spec §2): the agent centre for agent types only. */
export function accountMenuActions(accountType: number | null): AccountMenuAction[] {
  return ['memberCentre', 'messages', ...(isAgentType(accountType) ? (['agentCentre'] as const) : []), 'signOut'];
}
