import useSWR from 'swr';
import { callPlatform } from '../../core/platform/call-platform.ts';
import { useLanguage } from '../../core/i18n/use-language.ts';

/** Spec §9: the winner board lists 20. */
export const winnerBoardLimit = 20;

/** The latest winners of every category (spec §3 winner board; a public call). */
export function useWinnerBoard() {
  const { code } = useLanguage();
  return useSWR(['winnerBoard', code] as const, ([, language]) =>
    callPlatform('games', 'winnerBoard', { gameCategory: 'ALL', limitNum: winnerBoardLimit, language }),
  );
}
