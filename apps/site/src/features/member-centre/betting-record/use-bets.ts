import type { BetStatus } from '@lobbykit/platform/endpoints/bets';
import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import type { DateRange } from '../../page-kit/date-range.ts';

export interface BetQuery {
  range: DateRange;
  /** null: every game type, vendor or status. */
  gameType: string | null;
  vendor: string | null;
  status: BetStatus | null;
  page: number;
}

/** Bets a page holds: the record is paged by the platform, never sorted or summed here. */
export const BETS_PAGE_SIZE = 12;

/**
 * One page of the member's bets, newest first, with the filtered range's totals. The page before
 * stays on screen while the next one loads (keepPreviousData), so paging through thousands of bets
 * never blanks the list.
 */
export function useBets({ range, gameType, vendor, status, page }: BetQuery) {
  const { token } = useSession();
  return useSWR(
    token ? (['bettingRecord', token, range.from, range.to, gameType, vendor, status, page] as const) : null,
    () =>
      callPlatform('bets', 'bettingRecord', {
        from: range.from,
        to: range.to,
        ...(gameType ? { gameType } : {}),
        ...(vendor ? { vendor } : {}),
        ...(status ? { status } : {}),
        pageNo: page,
        pageSize: BETS_PAGE_SIZE,
      }),
    { keepPreviousData: true },
  );
}
