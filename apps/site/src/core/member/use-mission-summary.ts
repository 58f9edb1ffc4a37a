import { lotteryEndpoints } from '@lobbykit/platform/endpoints/lottery';
import useSWR from 'swr';
import { platform } from '../platform/client.ts';
import { useSession } from '../session.ts';

/** The member's missions and how many wait to be claimed (the mission entry's badge). */
export function useMissionSummary() {
  const { token } = useSession();
  return useSWR(token ? (['missionSummary', token] as const) : null, () =>
    platform.call(lotteryEndpoints.missionSummary, {}),
  );
}
