import { useTranslation } from 'react-i18next';
import { TrophyIcon } from '../icons/trophy.tsx';
import { RequestedGame } from './requested-game.tsx';

/** /fbsports: the FB sportsbook provider's page; an event can be named in the address. */
export default function FbSportsScreen() {
  const { t } = useTranslation('pages');
  return (
    <RequestedGame
      screen="fbsports"
      icon={TrophyIcon}
      title={t('fbsports.title')}
      lead={t('fbsports.lead')}
      params={[
        { names: ['event', 'matchId', 'gameCode'], label: 'fbsports.params.event' },
        { names: ['sport'], label: 'fbsports.params.sport' },
      ]}
      pickTitle={t('fbsports.pick_title')}
      pickText={t('fbsports.pick_text')}
      back={{ href: '/sports', label: t('fbsports.back') }}
    />
  );
}
