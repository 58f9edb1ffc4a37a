import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { count, id, money, nonEmpty, none, text, timestamp } from '../schemas.ts';

const vnGame = z.looseObject({
  gameCode: nonEmpty,
  name: text,
  area: z._default(text, 'VN'),
  prizeMode: z.optional(text),
  nextDrawTime: z.optional(timestamp),
});

const drawResult = z.looseObject({
  gameCode: nonEmpty,
  numero: nonEmpty,
  winningNumbers: z.array(text),
  drawTime: timestamp,
});

const drawRequest = z.looseObject({
  gameCode: nonEmpty,
  count: z._default(z.number().check(z.int(), z.positive(), z.maximum(100)), 100),
});

/** What a mission counts in the member's bets: settled bets, winning bets, or valid-bet turnover (money). */
export const missionKinds = ['settled-bets', 'winning-bets', 'turnover'] as const;
/** The window its progress is counted in: today, this week, or the mission's own start–end. */
export const missionPeriods = ['daily', 'weekly', 'fixed'] as const;

export type MissionKind = (typeof missionKinds)[number];

/**
 * A mission as the member stands with it in its current window. `target` and `progress` are
 * counts, or money for a `turnover` mission; progress stops at the target. `status` is one of
 * spec §4's activity states: joining (under way), claim (target reached), claimed, closed (ended
 * before it was reached), comingSoon (not started).
 */
export const mission = z.looseObject({
  id,
  title: text,
  description: z._default(text, ''),
  kind: z.catch(z.enum(missionKinds), 'settled-bets'),
  gameType: z.nullish(text),
  period: z.catch(z.enum(missionPeriods), 'fixed'),
  target: z.number().check(z.nonnegative()),
  progress: z.number().check(z.nonnegative()),
  reward: money,
  status: text,
  startTime: z.nullish(timestamp),
  endTime: z.nullish(timestamp),
});

export type Mission = z.infer<typeof mission>;

/** One place on a mission's board: other players' names come masked; `self` marks the caller's. */
export const leaderboardRow = z.looseObject({
  rank: count,
  player: text,
  score: z.number(),
  reward: money,
  self: z._default(z.boolean(), false),
});

export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const lotteryEndpoints = {
  vnGameMenu: endpoint({
    name: 'vnGameMenu',
    path: '/lgw/vn/games/game_menu',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({ language: z.optional(text) }),
    response: z.array(vnGame),
  }),
  vnRecentGames: endpoint({
    name: 'vnRecentGames',
    path: '/lgw/vn/games/game_menu/recent',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.array(vnGame),
  }),
  vnOpenedNumeros: endpoint({
    name: 'vnOpenedNumeros',
    path: '/lgw/vn/numeros/opened/game',
    method: 'GET',
    token: false,
    encrypted: false,
    request: drawRequest,
    response: z.array(drawResult),
  }),
  lottoOpenedNumeros: endpoint({
    name: 'lottoOpenedNumeros',
    path: '/lotto/lgw/games/opened/numero',
    method: 'GET',
    token: false,
    encrypted: false,
    request: drawRequest,
    response: z.array(drawResult),
  }),
  missionSummary: endpoint({
    name: 'missionSummary',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({ missions: z.array(mission), unclaimed: count }),
  }),
  missionLeaderboard: endpoint({
    name: 'missionLeaderboard',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ missionId: z.optional(id) }),
    /** The top 20 by score in the mission's window, and the caller's own place (rank null before any score). */
    response: z.looseObject({
      missionId: id,
      kind: z.catch(z.enum(missionKinds), 'settled-bets'),
      rows: z.array(leaderboardRow),
      own: z.looseObject({ rank: z.nullable(count), score: z.number(), reward: money }),
    }),
  }),
  claimMission: endpoint({
    name: 'claimMission',
    path: '/wps/relay/MCSFE_claimMissionReward',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ missionId: id }),
    response: z.looseObject({ mission, sumBalance: money }),
  }),
};
