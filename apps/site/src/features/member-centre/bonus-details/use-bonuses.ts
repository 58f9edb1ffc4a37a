import type { BonusStatus } from '@lobbykit/platform/endpoints/bonuses';
import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

export interface BonusQuery {
  /** null: every status. */
  status: BonusStatus | null;
  page: number;
}

/** Bonuses a page holds: the platform pages and works out the progress; nothing is summed here. */
export const BONUSES_PAGE_SIZE = 10;

/**
 * One page of the member's bonuses, newest first, with the totals of all of them. The page before
 * stays on screen while the next one loads (keepPreviousData), so a filter change never blanks it.
 */
export function useBonuses({ status, page }: BonusQuery) {
  const { token } = useSession();
  return useSWR(
    token ? (['bonusDetails', token, status, page] as const) : null,
    () =>
      callPlatform('bonuses', 'bonusDetails', {
        ...(status ? { status } : {}),
        pageNo: page,
        pageSize: BONUSES_PAGE_SIZE,
      }),
    { keepPreviousData: true },
  );
}
