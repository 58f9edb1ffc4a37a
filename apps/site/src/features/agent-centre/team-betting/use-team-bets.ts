import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import { BETS_PAGE_SIZE, type BetQuery } from '../../member-centre/betting-record/use-bets.ts';

export interface TeamBetQuery extends BetQuery {
  /** Part of a downline member's username; empty: the whole team. */
  username: string;
}

/**
 * One page of the downline's bets, newest first, with the filtered range's totals; the page
 * before stays on screen while the next loads, as in the member's own betting record.
 */
export function useTeamBets({ range, gameType, vendor, status, username, page }: TeamBetQuery) {
  const { token } = useSession();
  return useSWR(
    token ? (['teamBets', token, range.from, range.to, gameType, vendor, status, username, page] as const) : null,
    () =>
      callPlatform('agentReports', 'teamBets', {
        from: range.from,
        to: range.to,
        ...(gameType ? { gameType } : {}),
        ...(vendor ? { vendor } : {}),
        ...(status ? { status } : {}),
        ...(username ? { username } : {}),
        pageNo: page,
        pageSize: BETS_PAGE_SIZE,
      }),
    { keepPreviousData: true },
  );
}
