import { useTranslation } from 'react-i18next';
import { RequestedGame } from '../game/requested-game.tsx';
import { TicketIcon } from '../icons/ticket.tsx';

/** /lottery?gameCode&vendor&playType (spec §4 lottery launch), under the header without navigation. */
export default function LotteryScreen() {
  const { t } = useTranslation('pages');
  return (
    <RequestedGame
      screen="lottery"
      icon={TicketIcon}
      title={t('lottery.title')}
      lead={t('lottery.lead')}
      params={[
        { names: ['gameCode'], label: 'lottery.params.game' },
        { names: ['vendor'], label: 'lottery.params.vendor' },
        { names: ['playType'], label: 'lottery.params.play_type' },
      ]}
      pickTitle={t('lottery.pick_title')}
      pickText={t('lottery.pick_text')}
      back={{ href: '/elott', label: t('lottery.back') }}
    />
  );
}
