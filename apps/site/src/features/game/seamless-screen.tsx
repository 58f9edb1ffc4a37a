import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { MonitorPlayIcon } from '../icons/monitor-play.tsx';
import { categoryBackLink } from './category-back-link.ts';
import { RequestedGame } from './requested-game.tsx';

/** /seamless: a seamless-wallet game (no transfer to a game wallet), under the header only. */
export default function SeamlessScreen() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  return (
    <RequestedGame
      screen="seamless"
      icon={MonitorPlayIcon}
      title={t('seamless.title')}
      lead={t('seamless.lead')}
      params={[
        { names: ['gameName', 'gameCode'], label: 'game.params.game' },
        { names: ['vendor', 'vassalage'], label: 'game.params.vendor' },
        { names: ['gameType'], label: 'game.params.type' },
      ]}
      pickTitle={t('game.pick_title')}
      pickText={t('seamless.pick_text')}
      back={categoryBackLink(search.get('gameType'), t)}
    />
  );
}
