import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { TrophyIcon } from '@lobbykit/ui/icons/trophy';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { readParam } from './game-query.ts';
import { GameStage } from './game-stage.tsx';
import { startThirdPartyGame } from './launch-calls.ts';
import { useVendorName } from './use-stage-vendor.ts';

const fb = { vendor: 'FB', gameType: 'SPORTS' } as const;

/**
 * /fbsports: the FB sportsbook, opened at its home or at the event the address names (`event`,
 * `matchId` or `gameCode`, and `sport`).
 */
export default function FbSportsScreen() {
  const { t } = useTranslation('launch');
  const [search] = useSearchParams();
  const { code: language } = useLanguage();
  const vendorName = useVendorName(fb.gameType, fb.vendor);
  const event = readParam(search, 'event', 'matchId', 'gameCode');
  const sport = readParam(search, 'sport');
  const extra = { ...(event && { matchId: event }), ...(sport && { sport }) };
  return (
    <GameStage
      screen="fbsports"
      icon={TrophyIcon}
      title={vendorName === fb.vendor ? t('fbsports.title') : vendorName}
      frameTitle={t('stage.frame_title', { game: t('fbsports.title'), vendor: vendorName })}
      back={{ href: '/sports', label: t('fbsports.back') }}
      launchKey={[event ?? '', sport ?? '', language].join('|')}
      start={() => startThirdPartyGame({ ...fb, language, extra })}
      pick={{ title: t('fbsports.title'), text: '' }}
    />
  );
}
