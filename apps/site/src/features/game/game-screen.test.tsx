import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Link } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import launchEn from '@locales/en/launch.json';
import { closeOverlay, openOverlay } from '../../core/overlays.ts';
import { installFakePlatform } from '../../core/testing/fake-platform.ts';
import { endSession, startSession } from '../../core/session.ts';
import { renderScreen } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import { quietSkippedFrames } from './quiet-frames.ts';
import GameScreen from './game-screen.tsx';

const { call } = installFakePlatform();

const lanes = [{ title: 'RNG', cards: [{ vassalage: 'PG', gameType: 'RNG', name: 'PG Soft', isHot: 1 }] }];

/** Answers the platform by call name; `launchGame` with a fresh address each time. */
function answer(overrides: Record<string, (input: Record<string, unknown>) => unknown> = {}) {
  let launches = 0;
  call.mockImplementation(async ({ name }, input) => {
    const override = overrides[name as string];
    if (override) return override(input as Record<string, unknown>) as never;
    if (name === 'vendors') return lanes as never;
    if (name === 'launchGame') return { content: { game_url: `/wps/sandbox/game/launch-${++launches}` } } as never;
    throw new Error(`unexpected call ${String(name)}`);
  });
}

const launchCalls = () => call.mock.calls.filter(([{ name }]) => name === 'launchGame').map(([, input]) => input);
const member = () => startSession({ token: 'member-token', username: 'demo', accountType: 0 });

beforeAll(async () => {
  quietSkippedFrames();
  await setUpTestI18n();
  i18next.addResourceBundle('EN', 'launch', launchEn);
});
beforeEach(() => answer());
afterEach(() => {
  call.mockReset();
  closeOverlay();
  endSession();
  sessionStorage.clear();
});

const gamePath = '/game?gameType=RNG&vendor=PG&gameCode=PG-RNG-00001&gameName=Fortune+Tiger';

describe('/game', () => {
  it('asks a guest to sign in and starts nothing', async () => {
    renderScreen(<GameScreen />, gamePath);
    expect(screen.getByRole('heading', { level: 1, name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Slots' })).toHaveAttribute('href', '/rng');
    expect(launchCalls()).toEqual([]);
  });

  it('tells a trial account it needs a real one and starts nothing', () => {
    startSession({ token: 'trial-token', username: 'trial1', accountType: 4 });
    renderScreen(<GameScreen />, gamePath);
    expect(screen.getByText('A real account is needed')).toBeInTheDocument();
    expect(launchCalls()).toEqual([]);
  });

  it('launches for a member (GLS, real money, the UI language) and shows the game in a frame', async () => {
    member();
    renderScreen(<GameScreen />, gamePath);
    const frame = await screen.findByTitle('Fortune Tiger by PG Soft');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/wps/sandbox/game/launch-1');
    // A game on the site's own origin runs sandboxed in an opaque origin (game-frame-policy.ts).
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-orientation-lock');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(launchCalls()).toEqual([
      { accountType: 1, vassalage: 'PG', gameType: 'RNG', gameCode: 'PG-RNG-00001', language: 'EN' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Restart game' }));
    await waitFor(() =>
      expect(screen.getByTitle('Fortune Tiger by PG Soft')).toHaveAttribute('src', '/wps/sandbox/game/launch-2'),
    );
  });

  it('says what went wrong when the launch fails, and retries', async () => {
    member();
    let failures = 1;
    answer({
      launchGame: () => {
        if (failures-- > 0) throw new Error('offline');
        return { content: { game_url: '/wps/sandbox/game/after-retry' } };
      },
    });
    renderScreen(<GameScreen />, gamePath);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game could not start');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Fortune Tiger by PG Soft')).toHaveAttribute(
      'src',
      '/wps/sandbox/game/after-retry',
    );
  });

  it('looks up a cockfight vendor’s first game before launching it', async () => {
    member();
    answer({
      gameList: () => ({
        games: [{ nodeId: 9, vassalage: 'DS88', gameType: 'COCKFIGHT', gameCode: 'DS88-1' }],
        totalPages: 1,
      }),
    });
    renderScreen(<GameScreen />, '/game?gameType=COCKFIGHT&vendor=DS88');
    await screen.findByTitle(/DS88/);
    expect(call.mock.calls.find(([{ name }]) => name === 'gameList')?.[1]).toMatchObject({
      gameType: 'COCKFIGHT',
      vassalage: 'DS88',
      pageNo: 1,
      pageSize: 1,
    });
    expect(launchCalls()).toEqual([expect.objectContaining({ vassalage: 'DS88', gameCode: 'DS88-1' })]);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('says so when a cockfight vendor has no game', async () => {
    member();
    answer({ gameList: () => ({ games: [], totalPages: 0 }) });
    renderScreen(<GameScreen />, '/game?gameType=COCKFIGHT&vendor=DS88');
    expect(await screen.findByText(/DS88 has no game to start right now/)).toBeInTheDocument();
    expect(launchCalls()).toEqual([]);
  });

  it('starts nothing while a sign-in is finishing in its dialog, and starts once it closes', async () => {
    renderScreen(<GameScreen />, gamePath);
    act(() => {
      openOverlay({ kind: 'login' });
      member();
    });
    expect(launchCalls()).toEqual([]);
    act(() => closeOverlay());
    expect(await screen.findByTitle('Fortune Tiger by PG Soft')).toBeInTheDocument();
    expect(launchCalls()).toHaveLength(1);
  });

  it('keeps the game playing while a modal opens over it', async () => {
    member();
    renderScreen(<GameScreen />, gamePath);
    await screen.findByTitle('Fortune Tiger by PG Soft');
    act(() => openOverlay({ kind: 'logout' }));
    expect(screen.getByTitle('Fortune Tiger by PG Soft')).toBeInTheDocument();
    expect(launchCalls()).toHaveLength(1);
  });

  it('shows how to pick a game when the address names none', () => {
    member();
    renderScreen(<GameScreen />, '/game');
    expect(screen.getByText('No game chosen')).toBeInTheDocument();
    expect(launchCalls()).toEqual([]);
  });
});

describe('/game leave confirmation', () => {
  function Elsewhere() {
    return <Link href="/promotions">Promotions</Link>;
  }

  async function playing() {
    member();
    const view = renderScreen(
      <>
        <Elsewhere />
        <GameScreen />
      </>,
      gamePath,
    );
    await screen.findByTitle('Fortune Tiger by PG Soft');
    return view;
  }

  it('asks before following a link of the site, and stays when told to', async () => {
    await playing();
    await userEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the game?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTitle('Fortune Tiger by PG Soft')).toBeInTheDocument();
  });

  it('follows the link once confirmed', async () => {
    await playing();
    await userEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave game' }));
    await waitFor(() => expect(screen.queryByTitle('Fortune Tiger by PG Soft')).toBeNull());
  });

  it('raises the browser’s own prompt when the tab closes', async () => {
    await playing();
    const event = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the tab close freely before the game shows', () => {
    renderScreen(<GameScreen />, gamePath);
    const event = new Event('beforeunload', { cancelable: true });
    fireEvent(window, event);
    expect(event.defaultPrevented).toBe(false);
  });
});
