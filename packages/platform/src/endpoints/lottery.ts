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

export const mission = z.looseObject({
  id,
  title: text,
  description: z._default(text, ''),
  target: count,
  progress: count,
  reward: money,
  /** joining, claim, claimed, closed… (spec §4 activity states). */
  status: text,
  endTime: z.nullish(timestamp),
});

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
    response: z.array(z.looseObject({ rank: count, player: text, score: z.number(), reward: money })),
  }),
};
