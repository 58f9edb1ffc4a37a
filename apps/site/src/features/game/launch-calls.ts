import { callPlatform } from '../../core/platform/call-platform.ts';
import { needsFirstGame } from '../../core/games/launch-rules.ts';

/** The vendor has no game to start (a cockfight vendor whose list is empty). */
export class NothingToLaunchError extends Error {
  constructor(readonly vendor: string) {
    super(`${vendor} has no game to launch`);
    this.name = 'NothingToLaunchError';
  }
}

export interface GameLaunchRequest {
  gameType: string;
  vendor: string;
  gameCode?: string | undefined;
  language: string;
  /** Further parameters the provider reads (an FB event…). */
  extra?: Record<string, string>;
}

/** The vendor's first game, as its game list orders them (spec §2 cockfight). */
async function firstGameCode(gameType: string, vendor: string, language: string) {
  const { games } = await callPlatform('games', 'gameList', {
    gameType,
    vassalage: vendor,
    language,
    pageNo: 1,
    pageSize: 1,
  });
  const first = games[0];
  if (!first) throw new NothingToLaunchError(vendor);
  return first.gameCode ? { gameCode: first.gameCode } : { nodeId: first.nodeId };
}

/**
 * A third-party launch (protocol notes: launchMode GLS, real-money account type 1, the UI language;
 * the address is at content.game_url). The trial account never gets here: the action gate stops it.
 */
export async function startThirdPartyGame({ gameType, vendor, gameCode, language, extra }: GameLaunchRequest) {
  const game = needsFirstGame(gameType, gameCode)
    ? await firstGameCode(gameType, vendor, language)
    : gameCode
      ? { gameCode }
      : {};
  const { content } = await callPlatform('games', 'launchGame', {
    ...extra,
    accountType: 1,
    vassalage: vendor,
    gameType,
    language,
    ...game,
  });
  return content.game_url;
}
