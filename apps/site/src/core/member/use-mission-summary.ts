import useSWR from 'swr';
import { useSession } from '../session.ts';
import { callPlatform } from '../platform/call-platform.ts';

/** The member's missions and how many wait to be claimed (the mission entry's badge). */
export function useMissionSummary() {
  const { token } = useSession();
  return useSWR(token ? (['missionSummary', token] as const) : null, () =>
    callPlatform('lottery', 'missionSummary', {}),
  );
}
