import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { GameStage } from './game-stage.tsx';
import { startThirdPartyGame } from './launch-calls.ts';
import { readGameQuery } from './game-query.ts';
import { stageBackLink } from './stage-back-link.ts';
import { useVendorName } from './use-stage-vendor.ts';

export interface ThirdPartyScreenProps {
  screen: 'game' | 'seamless';
}

/** /game and /seamless: the game the address names, launched for the member and shown in a frame. */
export function ThirdPartyGameScreen({ screen }: ThirdPartyScreenProps) {
  const { t } = useTranslation('launch');
  const [search] = useSearchParams();
  const { code: language } = useLanguage();
  const query = readGameQuery(search);
  const vendorName = useVendorName(query?.gameType ?? '', query?.vendor ?? '');
  const title = query ? query.gameName || query.gameCode || vendorName : t(`${screen}.title`);
  return (
    <GameStage
      screen={screen}
      title={title}
      subtitle={query ? vendorName : undefined}
      frameTitle={t('stage.frame_title', { game: title, vendor: vendorName })}
      back={stageBackLink(query?.gameType ?? null, t)}
      launchKey={query && [query.gameType, query.vendor, query.gameCode ?? '', language].join('|')}
      start={() => startThirdPartyGame({ ...query!, language })}
      pick={{ title: t('game.pick_title'), text: t(screen === 'seamless' ? 'seamless.pick_text' : 'game.pick_text') }}
    />
  );
}

export default function GameScreen() {
  return <ThirdPartyGameScreen screen="game" />;
}
