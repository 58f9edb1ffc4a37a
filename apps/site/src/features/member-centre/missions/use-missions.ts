import type { Mission } from '@lobbykit/platform/endpoints/lottery';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { useSetBalance } from '../../../core/member/use-balance.ts';
import { missionSummaryKey } from '../../../core/member/use-mission-summary.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

type Summary = { missions: Mission[]; unclaimed: number };

const leaderboardKey = (token: string, language: string, missionId: string | null) =>
  ['missionLeaderboard', token, language, missionId ?? ''] as const;

/**
 * One mission's board: the top 20 in its current window and the member's own place. Until the
 * member chooses a mission (`null`), the platform's own first board is asked for, without an id.
 */
export function useMissionLeaderboard(missionId: string | null) {
  const { token } = useSession();
  const { code } = useLanguage();
  return useSWR(token ? leaderboardKey(token, code, missionId) : null, () =>
    callPlatform('lottery', 'missionLeaderboard', missionId ? { missionId } : {}),
  );
}

/** The summary with one mission replaced by the platform's answer, and the waiting count counted again. */
const withMission = (claimed: Mission) => (summary: Summary | undefined) => {
  if (!summary) return summary;
  const missions = summary.missions.map((mission) => (String(mission.id) === String(claimed.id) ? claimed : mission));
  return { ...summary, missions, unclaimed: missions.filter((mission) => mission.status === 'claim').length };
};

/**
 * Claiming a mission's reward. The answer goes straight into the caches the menu badge and the
 * header balance read, so both change at once; then the summary and boards are read again.
 */
export function useClaimMission() {
  const { token } = useSession();
  const { code } = useLanguage();
  const { mutate } = useSWRConfig();
  const setBalance = useSetBalance();
  return useCallback(
    async (missionId: Mission['id']) => {
      const answer = await callPlatform('lottery', 'claimMission', { missionId });
      await Promise.all([
        mutate(missionSummaryKey(token, code), withMission(answer.mission), { revalidate: false }),
        setBalance(answer.sumBalance),
      ]);
      void mutate(missionSummaryKey(token, code));
      return answer.mission;
    },
    [code, mutate, setBalance, token],
  );
}
