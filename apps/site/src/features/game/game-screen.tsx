import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { Gamepad2Icon } from '../icons/gamepad-2.tsx';
import { categoryBackLink } from './category-back-link.ts';
import { RequestedGame } from './requested-game.tsx';

/** /game: the game the lobby opened (its code, vendor and type come in the address). */
export default function GameScreen() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  return (
    <RequestedGame
      screen="game"
      icon={Gamepad2Icon}
      title={t('game.title')}
      lead={t('game.lead')}
      params={[
        { names: ['gameName', 'gameCode', 'nodeId'], label: 'game.params.game' },
        { names: ['vendor', 'vassalage'], label: 'game.params.vendor' },
        { names: ['gameType'], label: 'game.params.type' },
      ]}
      pickTitle={t('game.pick_title')}
      pickText={t('game.pick_text')}
      back={categoryBackLink(search.get('gameType'), t)}
    />
  );
}
