import { useTranslation } from 'react-i18next';
import { RequestedGame } from '../game/requested-game.tsx';
import { TicketIcon } from '../icons/ticket.tsx';

/** /vnlottery: the Vietnamese lottery lobby (spec §4 lottoArea VN); a game can be named in the address. */
export default function VnLotteryScreen() {
  const { t } = useTranslation('pages');
  return (
    <RequestedGame
      screen="vnlottery"
      icon={TicketIcon}
      title={t('vnlottery.title')}
      lead={t('vnlottery.lead')}
      params={[
        { names: ['lottoGameCode', 'gameCode'], label: 'lottery.params.game' },
        { names: ['lottoPrizeMode', 'prizeMode'], label: 'vnlottery.params.prize_mode' },
        { names: ['lottoView'], label: 'vnlottery.params.view' },
      ]}
      pickTitle={t('lottery.pick_title')}
      pickText={t('vnlottery.pick_text')}
      back={{ href: '/elott', label: t('lottery.back') }}
    />
  );
}
