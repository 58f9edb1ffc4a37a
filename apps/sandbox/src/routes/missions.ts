import { endpoints } from '@lobbykit/platform';
import type { Router } from '../routing.ts';
import { claimMission, missionLeaderboard, missionSummary } from '../services/missions.ts';
import { fromCents, sumBalanceCents } from '../services/wallet.ts';
import { requireRealAccount } from './wallet.ts';

/** Missions: progress counted from the member's bets, rewards claimed once per window (README, missions). */
export function missionRoutes(router: Router) {
  router.member(endpoints.missionSummary, (_input, { ctx, member, lang, now }) =>
    missionSummary(ctx.db, member, lang, now),
  );

  router.member(endpoints.missionLeaderboard, (input, { ctx, member, lang, now }) =>
    missionLeaderboard(ctx.db, member, input.missionId === undefined ? undefined : Number(input.missionId), lang, now),
  );

  router.member(endpoints.claimMission, (input, { ctx, member, lang, now }) => {
    requireRealAccount(member);
    const mission = claimMission(ctx.db, member, Number(input.missionId), lang, now);
    return { mission, sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)) };
  });
}
