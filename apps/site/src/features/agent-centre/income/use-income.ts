import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import type { DateRange } from '../../page-kit/date-range.ts';

/** What the agent's contracts paid in a period: by kind, and each settlement (apps/sandbox/README.md). */
export function useIncome(range: DateRange) {
  const { token } = useSession();
  return useSWR(
    token ? (['agentIncome', token, range.from, range.to] as const) : null,
    () => callPlatform('rewards', 'agentIncome', { from: range.from, to: range.to }),
    { keepPreviousData: true },
  );
}
