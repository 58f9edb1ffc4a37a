import type { teamScopes } from '@lobbykit/platform/endpoints/agent';
import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

export type TeamScope = (typeof teamScopes)[number];

export interface TeamQuery {
  /** A name prefix, as typed; empty for everyone. */
  username: string;
  scope: TeamScope;
  page: number;
}

export const TEAM_PAGE_SIZE = 10;

/** A page of the downline matching a name prefix, newest first. */
export function useTeamMembers({ username, scope, page }: TeamQuery) {
  const { token } = useSession();
  const name = username.trim();
  return useSWR(
    token ? (['teamMembers', token, name, scope, page] as const) : null,
    () =>
      callPlatform('agent', 'teamMembers', {
        ...(name ? { username: name } : {}),
        scope,
        pageNo: page,
        pageSize: TEAM_PAGE_SIZE,
      }),
    { keepPreviousData: true },
  );
}

/** One level of the tree: the agent's direct members, or those of `parentId`. */
export function useTeamTree(parentId: string | number | null) {
  const { token } = useSession();
  return useSWR(token ? (['teamTree', token, parentId] as const) : null, () =>
    callPlatform('agent', 'teamTree', parentId === null ? {} : { parentId }),
  );
}

/** One member in full, while the detail dialog is open. */
export function useTeamMember(memberId: string | number | null) {
  const { token } = useSession();
  return useSWR(token && memberId !== null ? (['teamMember', token, memberId] as const) : null, () =>
    callPlatform('agent', 'teamMember', { memberId: memberId! }),
  );
}
