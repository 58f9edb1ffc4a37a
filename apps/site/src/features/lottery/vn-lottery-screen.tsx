import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { readParam } from '../game/game-query.ts';
import { GameStage } from '../game/game-stage.tsx';
import { TicketIcon } from '@lobbykit/ui/icons/ticket';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { startVnLottery } from './lottery-launch.ts';
import { useLotteryName } from './use-lottery-name.ts';

/**
 * /vnlottery: the Vietnamese lottery lobby (spec §4 lottoArea VN), or one of its games' bet slip
 * when the address names it (`lottoGameCode` or `gameCode`, with `lottoPrizeMode`, `lottoView`).
 */
export default function VnLotteryScreen() {
  const { t } = useTranslation('launch');
  const [search] = useSearchParams();
  const { code: language } = useLanguage();
  const gameCode = readParam(search, 'lottoGameCode', 'gameCode');
  const prizeMode = readParam(search, 'lottoPrizeMode', 'prizeMode');
  const requestedView = readParam(search, 'lottoView');
  const view = requestedView === 'lobby' || requestedView === 'betting' ? requestedView : undefined;
  const lotteryName = useLotteryName(gameCode);
  const gameTitle = lotteryName || gameCode;
  return (
    <GameStage
      screen="vnlottery"
      icon={TicketIcon}
      title={gameTitle ?? t('vnlottery.title')}
      subtitle={gameTitle ? t('vnlottery.title') : undefined}
      frameTitle={gameTitle ? t('vnlottery.game_frame_title', { game: gameTitle }) : t('vnlottery.frame_title')}
      back={{ href: '/elott', label: t('lottery.back') }}
      launchKey={[gameCode ?? '', prizeMode ?? '', view ?? '', language].join('|')}
      start={() => startVnLottery({ gameCode, prizeMode, view, language })}
      pick={{ title: t('lottery.pick_title'), text: t('lottery.pick_text') }}
    />
  );
}
