import { callPlatform } from '../../core/platform/call-platform.ts';

/** spec §4 `device`: the lottery lays itself out for phones or for the desktop. */
export function launchDevice(): 'MOBILE' | 'WEB' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches ? 'MOBILE' : 'WEB';
}

/** Where the lottery's own back button leads: the site's lottery page. */
export function lotteryBackUrl(): string {
  return new URL('/elott', window.location.href).href;
}

export interface LotteryLaunchRequest {
  vendor: string;
  gameCode?: string | undefined;
  playType?: string | undefined;
  language: string;
}

/** The game type a lottery vendor's launch goes under: ELOTT for the e-lottery, LOTT for the rest. */
export function lotteryGameType(vendor: string): 'ELOTT' | 'LOTT' {
  return vendor.toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/** /lottery: the platform's own lottery (launchMode LOTT), at the named game's bet slip or the vendor's lobby. */
export async function startLottery({ vendor, gameCode, playType, language }: LotteryLaunchRequest) {
  const { content } = await callPlatform('games', 'launchGame', {
    launchMode: 'LOTT',
    accountType: 1,
    vassalage: vendor,
    gameType: lotteryGameType(vendor),
    language,
    device: launchDevice(),
    backUrl: lotteryBackUrl(),
    ...(gameCode && { lottoGameCode: gameCode, lottoView: 'betting' as const }),
    ...(playType && { playType }),
  });
  return content.game_url;
}

export interface VnLobbyRequest {
  gameCode?: string | undefined;
  prizeMode?: string | undefined;
  view?: 'betting' | 'lobby' | undefined;
  language: string;
}

/**
 * /vnlottery, spec §4 "Vietnamese lottery lobby launch": lottoArea VN, launchMode LOTT,
 * lottoPrizeMode, lottoGameCode, lottoView (betting with a game, else lobby), device, backUrl,
 * language.
 */
export async function startVnLottery({ gameCode, prizeMode, view, language }: VnLobbyRequest) {
  const { content } = await callPlatform('games', 'launchGame', {
    launchMode: 'LOTT',
    accountType: 1,
    vassalage: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    lottoArea: 'VN',
    lottoView: view ?? (gameCode ? 'betting' : 'lobby'),
    ...(prizeMode && { lottoPrizeMode: prizeMode }),
    ...(gameCode && { lottoGameCode: gameCode }),
    device: launchDevice(),
    backUrl: lotteryBackUrl(),
    language,
  });
  return content.game_url;
}
