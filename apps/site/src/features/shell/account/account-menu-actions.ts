import { isAgentType } from '@lobbykit/platform';

export type AccountMenuAction = 'memberCentre' | 'messages' | 'feedback' | 'agentCentre' | 'signOut';

/**
 * The account menu's actions after the member ID and VIP label (spec §2), with feedback and
 * complaints beside the messages (where a member looks for a word with the operator); the agent
 * centre for agent types only.
 */
export function accountMenuActions(accountType: number | null): AccountMenuAction[] {
  return [
    'memberCentre',
    'messages',
    'feedback',
    ...(isAgentType(accountType) ? (['agentCentre'] as const) : []),
    'signOut',
  ];
}
