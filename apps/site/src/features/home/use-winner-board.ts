import { gameEndpoints } from '@lobbykit/platform/endpoints/games';
import useSWR from 'swr';
import { platform } from '../../app/platform.ts';
import { useLanguage } from '../shell/use-language.ts';

/** Spec §9: the winner board lists 20. */
export const winnerBoardLimit = 20;

/** The latest winners of every category (spec §3 winner board; a public call). */
export function useWinnerBoard() {
  const { code } = useLanguage();
  return useSWR(['winnerBoard', code] as const, ([, language]) =>
    platform.call(gameEndpoints.winnerBoard, { gameCategory: 'ALL', limitNum: winnerBoardLimit, language }),
  );
}
