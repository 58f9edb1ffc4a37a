import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  count,
  gameItem,
  gameLaunchValue,
  html,
  id,
  nonEmpty,
  none,
  optionalImageUrl,
  pageRequest,
  paged,
  text,
  timestamp,
} from '../schemas.ts';

/** Game types (protocol notes); COCKFIGHT has no page of its own (spec §2). */
export const gameTypes = ['RNG', 'LIVE', 'PVP', 'SPORTS', 'FISH', 'ELOTT', 'LOTT', 'ESPORTS', 'COCKFIGHT'] as const;

/** Slot classifications (spec §5); BG only when the brand offers TY. */
export const gameClassifications = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;

export const favouriteKey = z.looseObject({ nodeId: id, vendor: nonEmpty, gameType: nonEmpty });

export const vendorCard = z.looseObject({
  vassalage: nonEmpty,
  gameType: nonEmpty,
  name: z._default(text, ''),
  accountTypeId: z.optional(id),
  smallIcon: optionalImageUrl,
  /** 1 = hot. */
  isHot: z._default(z.number(), 0),
});

const lotteryGame = z.looseObject({
  gameCode: nonEmpty,
  name: text,
  vendor: text,
  prizeMode: z.optional(text),
  defaultPlayType: z.optional(text),
});

const promotion = z.looseObject({
  id,
  title: text,
  summary: z._default(text, ''),
  content: html,
  imageUrl: optionalImageUrl,
  category: z._default(text, ''),
  startTime: timestamp,
  endTime: z.nullish(timestamp),
});

const language = z.optional(text);

export const gameEndpoints = {
  gameList: endpoint({
    name: 'gameList',
    path: '/wps/relay/GCSGAME_gameList',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({
      clientType: z._default(z.number(), 3),
      platform: z._default(text, 'flash,html5-desktop'),
      gameType: nonEmpty,
      vassalage: z.optional(text),
      gameClassify: z.optional(text),
      gameName: z.optional(text),
      minBet: z.optional(z.number()),
      minLineNum: z.optional(z.number()),
      language,
      ...pageRequest,
    }),
    response: z.looseObject({ games: z.array(gameItem), totalPages: count, totalCount: z.optional(count) }),
  }),
  gameTypes: endpoint({
    name: 'gameTypes',
    path: '/wps/relay/GCSGAME_getVassGameType',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({ language }),
    response: z.array(z.looseObject({ type: nonEmpty, nameKey: text })),
  }),
  /** Vendor lanes: one per category, each card a vendor (vassalage). */
  vendors: endpoint({
    name: 'vendors',
    path: '/wps/relay/GCSGAME_gameVendor',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({ language }),
    response: z.array(z.looseObject({ title: nonEmpty, cards: z.array(vendorCard) })),
  }),
  /** The keys of the player's favourite games. */
  favouriteGames: endpoint({
    name: 'favouriteGames',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.array(favouriteKey),
  }),
  favouriteGamesList: endpoint({
    name: 'favouriteGamesList',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({
      clientType: z._default(z.number(), 3),
      platform: z._default(text, 'flash'),
      gameType: z._default(text, 'RNG'),
      language,
      ...pageRequest,
    }),
    response: z.looseObject({ content: z.array(gameItem), totalPages: count }),
  }),
  /** Adds (`favourite: true`) or removes a favourite; answers with the state now stored. */
  favouriteToggle: endpoint({
    name: 'favouriteToggle',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ nodeId: id, vendor: nonEmpty, gameType: nonEmpty, favourite: z.boolean() }),
    response: z.looseObject({ favourite: z.boolean() }),
  }),
  recentGames: endpoint({
    name: 'recentGames',
    path: '/wps/relay/GCS_recentGame',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({
      clientType: z._default(z.number(), 3),
      vassalage: z.optional(text),
      language,
      ...pageRequest,
    }),
    response: paged(gameItem),
  }),
  hotGames: endpoint({
    name: 'hotGames',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({
      merchantCode: z.optional(text),
      isPlatform: z._default(z.number(), 2),
      vassalage: z.optional(text),
      gameType: z.optional(text),
      platform: z._default(text, 'html5-desktop'),
      language,
    }),
    response: z.array(gameItem),
  }),
  /**
   * Needs a launchMode (without one the server answers `#727 system busy`): GLS for a third-party
   * game, LOTT for the platform's own lotteries (spec §4 lottery launch and the Vietnamese lottery
   * lobby launch). The URL is at `value.content.game_url`.
   */
  launchGame: endpoint({
    name: 'launchGame',
    path: '/wps/relay/GCS_gameLaunchFB',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({
      launchMode: z._default(z.union([z.literal('GLS'), z.literal('LOTT')]), 'GLS'),
      /** 1 real money, 0 trial. */
      accountType: z.union([z.literal(0), z.literal(1)]),
      vassalage: nonEmpty,
      gameType: nonEmpty,
      gameCode: z.optional(text),
      nodeId: z.optional(id),
      language: nonEmpty,
      // LOTT only: which lottery and view (spec §4); lottoArea VN opens the Vietnamese lobby.
      lottoArea: z.optional(text),
      lottoPrizeMode: z.optional(text),
      lottoGameCode: z.optional(text),
      /** betting (one game's bet slip) or lobby. */
      lottoView: z.optional(z.union([z.literal('betting'), z.literal('lobby')])),
      playType: z.optional(text),
      device: z.optional(text),
      /** Where the lottery's own back button leads. */
      backUrl: z.optional(text),
    }),
    response: gameLaunchValue,
  }),
  gameMenus: endpoint({
    name: 'gameMenus',
    path: '/lgw/games/game_menus',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({ language }),
    response: z.array(lotteryGame),
  }),
  popularGames: endpoint({
    name: 'popularGames',
    path: '/lgw/games/popular',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({
      count: z._default(z.number(), 20),
      prizeMode: z._default(text, 'SEA'),
      device: z._default(text, 'WEB'),
      language,
    }),
    response: z.array(lotteryGame),
  }),
  rankList: endpoint({
    name: 'rankList',
    path: '/wps/relay/GCSGAME_getRankList',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({ gameType: z.optional(text), language }),
    response: z.array(z.looseObject({ rank: count, game: gameItem })),
  }),
  winnerBoard: endpoint({
    name: 'winnerBoard',
    path: '/wps/relay/GCSGAME_getWinnerBoard',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({
      gameCategory: z._default(text, 'ALL'),
      limitNum: z._default(z.number(), 20),
      language,
    }),
    response: z.looseObject({
      list: z.array(z.looseObject({ vo: z.looseObject({ player: text, gameName: text, prize: z.number() }) })),
    }),
  }),
  /** Promotions (the /promotions list and its detail pages). */
  promotions: endpoint({
    name: 'promotions',
    path: '/wps/relay/MCSFE_getGamePromotions',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.looseObject({ category: z.optional(text), language }),
    response: z.array(promotion),
  }),
  pvpRooms: endpoint({
    name: 'pvpRooms',
    path: '/wps/relay/GLS2_roomList',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ vassalage: z.optional(text) }),
    response: z.array(
      z.looseObject({
        roomId: id,
        name: text,
        vassalage: text,
        gameCode: text,
        minBet: z.number(),
        players: count,
      }),
    ),
  }),
  pvpLaunch: endpoint({
    name: 'pvpLaunch',
    path: '/wps/game/launchGame',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ roomId: id, language: nonEmpty }),
    response: gameLaunchValue,
  }),
};
