/**
 * Spec §4 "Game launch" as pure rules: where a game (or a vendor) goes when the player chooses it.
 * No I/O here: the hook in use-launch-game.ts runs the action gate and carries the answer out.
 */

/** A game, or a vendor standing for its games, as the lobby and the header hand it over (spec §3). */
export interface LaunchableGame {
  gameType: string;
  vassalage: string;
  gameCode?: string;
  vendor?: string;
  accountTypeName?: string;
  defaultPlayType?: string;
  isGame?: string;
  code?: string;
  name?: string;
}

/** The lottery vendors the site plays on its own /lottery page (spec §4 lottery launch). */
export const lotteryPageVendors: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT']);

/** Lottery kinds: their launch is the lottery launch. */
const lotteryTypes: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** Categories whose vendors are switched in the lobby rather than launched (spec §2 header bottom). */
export const vendorSwitchTypes: ReadonlySet<string> = new Set(['RNG', 'FISH', 'PVP']);

/** The page of each vendor-switch category. */
const switchPaths: Readonly<Record<string, string>> = { RNG: '/rng', FISH: '/fish', PVP: '/pvp' };

/** isGame value of an entry that stands for a vendor whose games are chosen in a popup list. */
export const vendorListMarker = 'VASSALAGE';

/** Cockfight has no page: choosing its vendor launches the vendor's first game (spec §2). */
export const cockfightType = 'COCKFIGHT';

/** The FB sportsbook has a page of its own (/fbsports). */
const fbSports = { vassalage: 'FB', gameType: 'SPORTS' } as const;

export type LaunchDestination =
  /** /lottery with gameCode, vendor and playType, each only when known. */
  | { kind: 'lottery'; href: string }
  /** A third-party game (or vendor lobby) in the game route: /game, or /fbsports for FB. */
  | { kind: 'route'; href: string }
  /** The vendor's games in a popup list; choosing one launches it. */
  | { kind: 'vendorGames'; vassalage: string; gameType: string; name: string }
  /** The game route for the vendor's first game, which the route looks up (cockfight). */
  | { kind: 'firstGame'; href: string }
  /** RNG start: the lobby with this vendor chosen; no game is launched. */
  | { kind: 'switchVendor'; vassalage: string; gameType: string; href: string };

const upper = (value: string | undefined) => value?.trim().toUpperCase() ?? '';

/** Query string of the defined, non-empty entries, in the given order. */
function withQuery(path: string, entries: readonly (readonly [string, string | undefined])[]): string {
  const query = new URLSearchParams();
  for (const [name, value] of entries) if (value?.trim()) query.set(name, value.trim());
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The game's own code: `gameCode`, or `code` where a menu names it so. */
function codeOf(game: LaunchableGame): string | undefined {
  return game.gameCode?.trim() || game.code?.trim() || undefined;
}

/** An entry for a whole vendor (a vendor lane card, a header logo) rather than one of its games. */
export function isVendorEntry(game: LaunchableGame): boolean {
  return codeOf(game) === undefined;
}

/**
 * The vendor a lottery launch is for: `vendor`, else `accountTypeName` (spec §4); a vendor lane
 * card names it only as its vassalage.
 */
export function lotteryVendor(game: LaunchableGame): string {
  return upper(game.vendor) || upper(game.accountTypeName) || upper(game.vassalage);
}

/** /lottery?gameCode&vendor&playType, leaving out what the game does not carry. */
export function lotteryHref(game: LaunchableGame): string {
  return withQuery('/lottery', [
    ['gameCode', codeOf(game)],
    ['vendor', lotteryVendor(game)],
    ['playType', game.defaultPlayType],
  ]);
}

/** Where a third-party game plays: the game route, named by type, vendor, code and name. */
export function gameRouteHref(game: LaunchableGame): string {
  const gameType = upper(game.gameType);
  const vassalage = game.vassalage.trim();
  const path = gameType === fbSports.gameType && upper(vassalage) === fbSports.vassalage ? '/fbsports' : '/game';
  return withQuery(path, [
    ['gameType', gameType],
    ['vendor', vassalage],
    ['gameCode', codeOf(game)],
    ['gameName', game.name],
  ]);
}

/** The lobby page with a vendor chosen (RNG start and the header's vendor switch). */
export function vendorSwitchHref(gameType: string, vassalage: string): string | null {
  const path = switchPaths[upper(gameType)];
  return path ? `${path}?vendor=${encodeURIComponent(vassalage.trim())}` : null;
}

function thirdParty(game: LaunchableGame): LaunchDestination {
  const gameType = upper(game.gameType);
  const name = game.name?.trim() || game.vassalage;
  if (upper(game.isGame) === vendorListMarker) {
    return { kind: 'vendorGames', vassalage: game.vassalage, gameType, name };
  }
  if (isVendorEntry(game)) {
    const switchHref = vendorSwitchHref(gameType, game.vassalage);
    if (switchHref) return { kind: 'switchVendor', vassalage: game.vassalage, gameType, href: switchHref };
    if (gameType === cockfightType) return { kind: 'firstGame', href: gameRouteHref(game) };
  }
  return { kind: 'route', href: gameRouteHref(game) };
}

/**
 * The game route was given a cockfight vendor without a game (spec §2: DS88 has no page and
 * launches its first game): the route looks the first game up before launching.
 */
export function needsFirstGame(gameType: string | null | undefined, gameCode: string | null | undefined): boolean {
  return upper(gameType ?? undefined) === cockfightType && !gameCode?.trim();
}

/**
 * Spec §4: a LOTT or ELOTT game of a platform lottery vendor (TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT)
 * plays on /lottery; every other game is a third-party launch: a VASSALAGE entry opens the
 * vendor's game list, an RNG, FISH or PVP vendor is chosen in its lobby (RNG start), a cockfight
 * vendor launches its first game, and a game opens in the game route.
 */
export function launchDestination(game: LaunchableGame): LaunchDestination {
  if (lotteryTypes.has(upper(game.gameType)) && lotteryPageVendors.has(lotteryVendor(game))) {
    return { kind: 'lottery', href: lotteryHref(game) };
  }
  return thirdParty(game);
}

/** The header's vendor menus (spec §2): FISH, RNG and PVP switch the lobby's vendor; others launch. */
export function headerVendorAction(
  vendor: Pick<LaunchableGame, 'gameType' | 'vassalage'>,
): { kind: 'switchVendor'; href: string } | { kind: 'launch' } {
  const href = vendorSwitchHref(vendor.gameType, vendor.vassalage);
  return href ? { kind: 'switchVendor', href } : { kind: 'launch' };
}
