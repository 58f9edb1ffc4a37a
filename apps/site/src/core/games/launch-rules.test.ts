import { describe, expect, it } from 'vitest';
import {
  gameRouteHref,
  headerVendorAction,
  launchDestination,
  lotteryHref,
  needsFirstGame,
  type LaunchableGame,
} from './launch-rules.ts';

const game = (fields: Partial<LaunchableGame>): LaunchableGame => ({ gameType: 'RNG', vassalage: 'PG', ...fields });

describe('launchDestination: lottery launch', () => {
  it.each(['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'])('plays a %s game on /lottery', (vendor) => {
    expect(launchDestination(game({ gameType: 'LOTT', vassalage: vendor, vendor, gameCode: 'G1' }))).toEqual({
      kind: 'lottery',
      href: `/lottery?gameCode=G1&vendor=${vendor}`,
    });
  });

  it('passes gameCode, vendor and playType when all are present', () => {
    const destination = launchDestination(
      game({ gameType: 'ELOTT', vassalage: 'ELOTT', vendor: 'ELOTT', gameCode: 'E_FAST3', defaultPlayType: 'K3' }),
    );
    expect(destination).toEqual({ kind: 'lottery', href: '/lottery?gameCode=E_FAST3&vendor=ELOTT&playType=K3' });
  });

  it('leaves out what the game does not carry', () => {
    expect(lotteryHref(game({ gameType: 'LOTT', vassalage: 'TCG_SEA' }))).toBe('/lottery?vendor=TCG_SEA');
    expect(lotteryHref(game({ gameType: 'LOTT', vassalage: 'TCG_SEA', defaultPlayType: ' ' }))).toBe(
      '/lottery?vendor=TCG_SEA',
    );
  });

  it('reads the vendor from accountTypeName when vendor is missing, and a menu entry’s code', () => {
    expect(
      launchDestination(game({ gameType: 'lott', vassalage: 'X', accountTypeName: 'tcg_sea', code: 'SEA_3D' })),
    ).toEqual({ kind: 'lottery', href: '/lottery?gameCode=SEA_3D&vendor=TCG_SEA' });
  });

  it('prefers vendor over accountTypeName', () => {
    const destination = launchDestination(
      game({ gameType: 'LOTT', vassalage: 'GW', vendor: 'GW', accountTypeName: 'TCG_SEA', gameCode: 'E_KENO' }),
    );
    expect(destination.kind).toBe('route');
  });

  it('launches a lottery of another vendor as a third-party game', () => {
    expect(
      launchDestination(game({ gameType: 'ELOTT', vassalage: 'GW', gameCode: 'E_KENO', name: 'Keno 80' })),
    ).toEqual({
      kind: 'route',
      href: '/game?gameType=ELOTT&vendor=GW&gameCode=E_KENO&gameName=Keno+80',
    });
  });

  it('uses the lottery page only for the lottery kinds', () => {
    expect(launchDestination(game({ gameType: 'LIVE', vassalage: 'ELOTT', gameCode: 'X' })).kind).toBe('route');
  });
});

describe('launchDestination: third-party launch', () => {
  it('opens a VASSALAGE entry as a popup list of the vendor’s games, whatever its type', () => {
    expect(
      launchDestination(game({ gameType: 'LIVE', vassalage: 'EVO', isGame: 'VASSALAGE', name: 'Evolution' })),
    ).toEqual({ kind: 'vendorGames', vassalage: 'EVO', gameType: 'LIVE', name: 'Evolution' });
    expect(launchDestination(game({ vassalage: 'PG', isGame: 'vassalage', gameCode: 'PG-1' })).kind).toBe(
      'vendorGames',
    );
  });

  it('opens a game in the game route', () => {
    expect(launchDestination(game({ vassalage: 'PP', gameCode: 'PP-RNG-00001', name: 'Wild Gems' }))).toEqual({
      kind: 'route',
      href: '/game?gameType=RNG&vendor=PP&gameCode=PP-RNG-00001&gameName=Wild+Gems',
    });
  });

  it('opens a LIVE or SPORTS vendor’s own lobby in the game route', () => {
    expect(launchDestination(game({ gameType: 'LIVE', vassalage: 'EVO' }))).toEqual({
      kind: 'route',
      href: '/game?gameType=LIVE&vendor=EVO',
    });
  });

  it('sends the FB sportsbook to /fbsports', () => {
    expect(gameRouteHref(game({ gameType: 'SPORTS', vassalage: 'FB', name: 'FB Sports' }))).toBe(
      '/fbsports?gameType=SPORTS&vendor=FB&gameName=FB+Sports',
    );
  });

  it.each([
    ['RNG', '/rng?vendor=JL'],
    ['FISH', '/fish?vendor=JL'],
    ['pvp', '/pvp?vendor=JL'],
  ])('RNG start: a %s vendor switches the lobby to it', (gameType, href) => {
    expect(launchDestination(game({ gameType, vassalage: 'JL' }))).toEqual({
      kind: 'switchVendor',
      vassalage: 'JL',
      gameType: gameType.toUpperCase(),
      href,
    });
  });

  it('launches a cockfight vendor’s first game (it has no page)', () => {
    expect(launchDestination(game({ gameType: 'COCKFIGHT', vassalage: 'DS88', name: 'DS88 Sabong' }))).toEqual({
      kind: 'firstGame',
      href: '/game?gameType=COCKFIGHT&vendor=DS88&gameName=DS88+Sabong',
    });
    expect(needsFirstGame('cockfight', null)).toBe(true);
    expect(needsFirstGame('COCKFIGHT', ' ')).toBe(true);
  });

  it('launches a named cockfight game directly', () => {
    expect(launchDestination(game({ gameType: 'COCKFIGHT', vassalage: 'DS88', gameCode: 'DS88-1' })).kind).toBe(
      'route',
    );
    expect(needsFirstGame('COCKFIGHT', 'DS88-1')).toBe(false);
    expect(needsFirstGame('LIVE', null)).toBe(false);
  });

  it('encodes what it puts in the address', () => {
    expect(gameRouteHref(game({ vassalage: 'A&B', gameCode: 'x y', name: 'Gems & Gold' }))).toBe(
      '/game?gameType=RNG&vendor=A%26B&gameCode=x+y&gameName=Gems+%26+Gold',
    );
  });
});

describe('headerVendorAction', () => {
  it('switches the vendor for FISH, RNG and PVP', () => {
    expect(headerVendorAction({ gameType: 'FISH', vassalage: 'KA' })).toEqual({
      kind: 'switchVendor',
      href: '/fish?vendor=KA',
    });
    expect(headerVendorAction({ gameType: 'RNG', vassalage: 'PG' }).kind).toBe('switchVendor');
    expect(headerVendorAction({ gameType: 'PVP', vassalage: 'KM' }).kind).toBe('switchVendor');
  });

  it.each(['LIVE', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT'])('launches a %s vendor', (gameType) => {
    expect(headerVendorAction({ gameType, vassalage: 'X' })).toEqual({ kind: 'launch' });
  });
});
