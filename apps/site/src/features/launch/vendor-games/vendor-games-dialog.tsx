import { gameIcon, gameTitle, type GameItem } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import { GameGrid } from '@lobbykit/ui/game-grid';
import { useTranslation } from 'react-i18next';
import { Gamepad2Icon } from '@lobbykit/ui/icons/gamepad-2';
import { EmptyState, LoadError } from '../../page-kit/query-states.tsx';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import type { LaunchableGame } from '../../../core/games/launch-rules.ts';
import { useVendorGames, type VendorRef } from './use-vendor-games.ts';

export interface VendorGamesDialogProps {
  vendor: VendorRef & { name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Launches the chosen game (the dialog closes first). */
  onLaunch: (game: LaunchableGame) => void;
}

/** A listed game as the launch rules take it. */
function launchableOf(game: GameItem): LaunchableGame {
  return {
    gameType: game.gameType,
    vassalage: game.vassalage,
    name: gameTitle(game),
    ...(game.gameCode && { gameCode: game.gameCode }),
  };
}

/**
 * Spec §4 "third-party with isGame VASSALAGE opens a popup list of games": the vendor's games,
 * twelve at a time with "Show more", each launched by the usual rules when chosen.
 */
export function VendorGamesDialog({ vendor, open, onOpenChange, onLaunch }: VendorGamesDialogProps) {
  const { t } = useTranslation('launch');
  const { code: language } = useLanguage();
  const { games, error, loading, hasMore, loadMore, retry } = useVendorGames(vendor, language);
  const items = games.map((game) => ({ ...game, showIcon: gameIcon(game) }));

  let body;
  if (error && games.length === 0) {
    body = <LoadError error={error} onRetry={retry} title={t('vendor_games.failed')} />;
  } else {
    body = (
      <GameGrid
        size="sm"
        games={items}
        label={t('vendor_games.list', { vendor: vendor.name })}
        loading={loading}
        skeletonCount={games.length === 0 ? 12 : 6}
        loadingLabel={t('vendor_games.loading')}
        cardProps={{
          launchLabel: t('vendor_games.play'),
          onLaunch: (game) => {
            onOpenChange(false);
            onLaunch(launchableOf(game as GameItem));
          },
        }}
        empty={
          <EmptyState
            icon={Gamepad2Icon}
            title={t('vendor_games.empty_title')}
            description={t('vendor_games.empty_text', { vendor: vendor.name })}
          />
        }
        loadMore={
          hasMore || (error && games.length > 0) ? (
            <Button variant="outline" loading={loading} onClick={() => void loadMore()}>
              {t('vendor_games.load_more')}
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" closeLabel={t('vendor_games.close')} data-slot="vendor-games-dialog">
        <DialogHeader>
          <DialogTitle>{t('vendor_games.title', { vendor: vendor.name })}</DialogTitle>
          <DialogDescription>{t('vendor_games.description')}</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
