import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { readParam } from '../game/game-query.ts';
import { GameStage } from '../game/game-stage.tsx';
import { useVendorName } from '../game/use-stage-vendor.ts';
import { TicketIcon } from '@lobbykit/ui/icons/ticket';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { lotteryGameType, startLottery } from './lottery-launch.ts';
import { useLotteryName } from './use-lottery-name.ts';

/**
 * /lottery?gameCode&vendor&playType (spec §4 lottery launch), under the header without the
 * category navigation: the platform's own lottery in a frame.
 */
export default function LotteryScreen() {
  const { t } = useTranslation('launch');
  const [search] = useSearchParams();
  const { code: language } = useLanguage();
  const vendor = readParam(search, 'vendor')?.toUpperCase();
  const gameCode = readParam(search, 'gameCode');
  const playType = readParam(search, 'playType');
  const vendorName = useVendorName(lotteryGameType(vendor ?? ''), vendor ?? '');
  const lotteryName = useLotteryName(gameCode);
  const title = vendor ? lotteryName || gameCode || vendorName : t('lottery.title');
  return (
    <GameStage
      screen="lottery"
      icon={TicketIcon}
      title={title}
      subtitle={vendor && (gameCode ? vendorName : undefined)}
      frameTitle={
        gameCode
          ? t('stage.frame_title', { game: title, vendor: vendorName })
          : t('lottery.frame_title', { vendor: vendorName })
      }
      back={{ href: '/elott', label: t('lottery.back') }}
      launchKey={vendor ? [vendor, gameCode ?? '', playType ?? '', language].join('|') : null}
      start={() => startLottery({ vendor: vendor!, gameCode, playType, language })}
      pick={{ title: t('lottery.pick_title'), text: t('lottery.pick_text') }}
    />
  );
}
