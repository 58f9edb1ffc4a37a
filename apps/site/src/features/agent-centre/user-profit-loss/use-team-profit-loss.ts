import type { ProfitSort } from '@lobbykit/platform/endpoints/agent-reports';
import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import type { DateRange } from '../../page-kit/date-range.ts';

export interface TeamProfitQuery {
  range: DateRange;
  /** null: every game type. */
  gameType: string | null;
  /** Part of a downline member's username; empty: the whole team. */
  username: string;
  sort: ProfitSort;
  page: number;
}

/** Members a page holds: sorted and paged by the platform, never here. */
export const MEMBERS_PAGE_SIZE = 12;

/** One page of the downline members' profit and loss, with the whole team's totals. */
export function useTeamProfitLoss({ range, gameType, username, sort, page }: TeamProfitQuery) {
  const { token } = useSession();
  return useSWR(
    token ? (['teamProfitLoss', token, range.from, range.to, gameType, username, sort, page] as const) : null,
    () =>
      callPlatform('agentReports', 'teamProfitLoss', {
        from: range.from,
        to: range.to,
        ...(gameType ? { gameType } : {}),
        ...(username ? { username } : {}),
        sort,
        pageNo: page,
        pageSize: MEMBERS_PAGE_SIZE,
      }),
    { keepPreviousData: true },
  );
}
