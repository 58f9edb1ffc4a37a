import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import launchEn from '@locales/en/launch.json';
import { closeOverlay, overlayStore } from '../../core/overlays.ts';
import { installFakePlatform } from '../../core/testing/fake-platform.ts';
import { endSession, startSession } from '../../core/session.ts';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import { launchGame } from './use-launch-game.ts';
import { closeVendorGames } from './vendor-games/open-vendor-games.tsx';

const { call } = installFakePlatform();

/** Twelve live tables per page, two pages. */
function table(index: number) {
  return {
    nodeId: 500 + index,
    vassalage: 'EVO',
    gameType: 'LIVE',
    gameCode: `EVO-LIVE-${index}`,
    nodeName: `Table ${index}`,
    iconUrl: `data:image/svg+xml,${index}`,
  };
}

beforeAll(async () => {
  await setUpTestI18n();
  i18next.addResourceBundle('EN', 'launch', launchEn);
});
beforeEach(() => {
  call.mockImplementation(async ({ name }, input) => {
    if (name !== 'gameList') throw new Error(`unexpected call ${String(name)}`);
    const { pageNo } = input as { pageNo: number };
    return { games: Array.from({ length: 12 }, (_, i) => table((pageNo - 1) * 12 + i + 1)), totalPages: 2 } as never;
  });
});
afterEach(() => {
  closeVendorGames();
  call.mockReset();
  closeOverlay();
  endSession();
  sessionStorage.clear();
});

const member = () => startSession({ token: 'member-token', username: 'demo', accountType: 0 });
const evolution = { gameType: 'LIVE', vassalage: 'EVO', isGame: 'VASSALAGE', name: 'Evolution' };

describe('launchGame', () => {
  it('checks the login first: a guest gets the login popup and goes nowhere', () => {
    const navigate = vi.fn();
    launchGame({ gameType: 'RNG', vassalage: 'PG', gameCode: 'PG-1' }, navigate);
    expect(overlayStore.get()).toEqual({ kind: 'login' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops a trial account with the real-account warning', () => {
    startSession({ token: 'trial-token', username: 'trial1', accountType: 4 });
    const navigate = vi.fn();
    launchGame({ gameType: 'LOTT', vassalage: 'TCG_SEA', gameCode: 'SEA_3D' }, navigate);
    expect(overlayStore.get()).toEqual({ kind: 'trialWarning' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a member to the lottery page or the game route', () => {
    member();
    const navigate = vi.fn();
    launchGame({ gameType: 'LOTT', vassalage: 'TCG_SEA', vendor: 'TCG_SEA', gameCode: 'SEA_3D' }, navigate);
    launchGame({ gameType: 'RNG', vassalage: 'PG', gameCode: 'PG-1', name: 'Fortune Tiger' }, navigate);
    expect(navigate.mock.calls).toEqual([
      ['/lottery?gameCode=SEA_3D&vendor=TCG_SEA'],
      ['/game?gameType=RNG&vendor=PG&gameCode=PG-1&gameName=Fortune+Tiger'],
    ]);
  });

  it('RNG start: switches the lobby’s vendor and remembers it, for guests too', () => {
    const navigate = vi.fn();
    launchGame({ gameType: 'RNG', vassalage: 'JL' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/rng?vendor=JL');
    expect(sessionStorage.getItem('lobbyVendor:RNG')).toBe('JL');
    expect(overlayStore.get()).toBeNull();
  });
});

describe('the VASSALAGE popup', () => {
  it('lists the vendor’s games a page at a time and launches the one chosen', async () => {
    member();
    const navigate = vi.fn();
    launchGame(evolution, navigate);
    const dialog = await screen.findByRole('dialog', { name: 'Evolution games' });
    const list = await within(dialog).findByRole('list', { name: 'Games by Evolution' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'gameList' }), {
      gameType: 'LIVE',
      vassalage: 'EVO',
      language: 'EN',
      pageNo: 1,
      pageSize: 12,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more games' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(24));
    expect(within(dialog).queryByRole('button', { name: 'Show more games' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: /Table 14/ }));
    expect(navigate).toHaveBeenCalledWith('/game?gameType=LIVE&vendor=EVO&gameCode=EVO-LIVE-14&gameName=Table+14');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what went wrong and retries', async () => {
    member();
    let failures = 1;
    const list = call.getMockImplementation()!;
    call.mockImplementation(async (...args) => {
      if (failures-- > 0) throw new Error('offline');
      return list(...args);
    });
    launchGame(evolution, vi.fn());
    const dialog = await screen.findByRole('dialog', { name: 'Evolution games' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The games could not be loaded');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: /Table 1$/ })).toBeInTheDocument();
  });

  it('says so when the vendor has no games', async () => {
    member();
    call.mockResolvedValue({ games: [], totalPages: 0 } as never);
    launchGame(evolution, vi.fn());
    expect(
      await screen.findByText('Evolution has no games to show right now. Try another provider.'),
    ).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    member();
    launchGame(evolution, vi.fn());
    await screen.findByRole('dialog', { name: 'Evolution games' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
