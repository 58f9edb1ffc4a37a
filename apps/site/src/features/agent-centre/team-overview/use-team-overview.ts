import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import type { DateRange } from '../../page-kit/date-range.ts';

export const teamOverviewKey = (token: string | null, range: DateRange) =>
  token ? (['teamOverview', token, range.from, range.to] as const) : null;

/** The agent's team figures for a period, computed by the platform from its records. */
export function useTeamOverview(range: DateRange) {
  const { token } = useSession();
  return useSWR(
    teamOverviewKey(token, range),
    () => callPlatform('agent', 'teamOverview', { from: range.from, to: range.to }),
    { keepPreviousData: true },
  );
}
