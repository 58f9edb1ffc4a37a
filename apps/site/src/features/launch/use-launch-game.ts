import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { runGated } from '../../core/action-gate.ts';
import {
  gameRouteHref,
  launchDestination,
  type LaunchableGame,
  type LaunchDestination,
} from '../../core/games/launch-rules.ts';
import { rememberVendor } from './rng-vendor.ts';

export type { LaunchableGame } from '../../core/games/launch-rules.ts';

type Navigate = (to: string) => void;

/**
 * Carries out a destination. The popup list is a chunk of its own, fetched on first use, so the
 * header and the lobby that import this hook stay light.
 */
function follow(destination: LaunchDestination, navigate: Navigate) {
  switch (destination.kind) {
    case 'lottery':
    case 'route':
    case 'firstGame':
      navigate(destination.href);
      return;
    case 'switchVendor':
      rememberVendor(destination.gameType, destination.vassalage);
      navigate(destination.href);
      return;
    case 'vendorGames':
      import('./vendor-games/open-vendor-games.tsx').then(
        (module) => module.openVendorGames(destination, (game) => launchGame(game, navigate)),
        // The list could not load (offline, a new release): the vendor's own lobby still plays.
        () => navigate(gameRouteHref(destination)),
      );
  }
}

/**
 * Runs spec §4's launch rules. Choosing a vendor for a lobby (RNG start) is browsing and needs no
 * account; everything else passes the action gate first (login popup for guests, the
 * real-account warning for trial accounts).
 */
export function launchGame(game: LaunchableGame, navigate: Navigate): void {
  const destination = launchDestination(game);
  if (destination.kind === 'switchVendor') {
    follow(destination, navigate);
    return;
  }
  runGated(() => follow(destination, navigate));
}

/** Runs spec §4's launch rules behind the action gate; resolves when the navigation/popup is done. */
export function useLaunchGame(): (game: LaunchableGame) => void {
  const [, navigate] = useLocation();
  return useCallback((game: LaunchableGame) => launchGame(game, (to) => navigate(to)), [navigate]);
}
