import { PlatformError } from '@lobbykit/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderScreen } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import MissionsPage from './missions-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const hour = 3_600_000;

const mission = (id: number, title: string, fields: Record<string, unknown>) => ({
  id,
  title,
  description: '',
  kind: 'settled-bets',
  gameType: null,
  period: 'daily',
  target: 3,
  progress: 0,
  reward: 5,
  status: 'joining',
  startTime: Date.now() - hour,
  // Half an hour over, so the whole hours left stay five while the test runs.
  endTime: Date.now() + 5.5 * hour,
  ...fields,
});

const missions = [
  mission(1, 'Play 3 rounds today', { progress: 3, status: 'claim' }),
  mission(2, 'Bet 1,000 on slots', { kind: 'turnover', period: 'weekly', target: 1000, progress: 432, reward: 30 }),
];

const board = {
  missionId: 1,
  kind: 'settled-bets',
  rows: [
    { rank: 1, player: 'be***or', score: 59, reward: 15, self: false },
    { rank: 2, player: 'de***', score: 4, reward: 10, self: true },
  ],
  own: { rank: 2, score: 4, reward: 10 },
};

function renderPage(answers: Record<string, unknown>) {
  platform.call.mockImplementation(
    fakePlatformCall({
      missionSummary: { missions, unclaimed: 1 },
      missionLeaderboard: board,
      balance: { sumBalance: 1000, currency: 'PHP' },
      ...answers,
    }),
  );
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderScreen(<MissionsPage />, '/?centre=member&page=missionLeaderboard');
}

describe('mission activity', () => {
  it('shows each mission’s progress as a labelled bar, in counts or money', async () => {
    renderPage({});
    const daily = await screen.findByRole('progressbar', { name: 'Progress of Play 3 rounds today' });
    expect(daily).toHaveAttribute('aria-valuenow', '3');
    expect(daily).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByText('P432.00 / P1,000.00')).toBeInTheDocument();
    expect(screen.getAllByText('Ends in 5 hours')).toHaveLength(2);
  });

  it('claims a reached mission: the card says Claimed at once and the notice says what was added', async () => {
    const claimed = { ...missions[0], status: 'claimed' };
    const claim = vi.fn().mockResolvedValue({ mission: claimed, sumBalance: 1005 });
    // Read again after the claim, the platform says the same as the claim's answer.
    const summary = () => ({ missions: claim.mock.calls.length ? [claimed, missions[1]] : missions, unclaimed: 0 });
    renderPage({ claimMission: claim, missionSummary: summary });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim P5.00: Play 3 rounds today' }));
    expect(claim).toHaveBeenCalledWith({ missionId: 1 });
    expect(
      await screen.findByText('P5.00 for “Play 3 rounds today” claimed and added to your balance.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
    expect(screen.getByText('Claimed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Play 3 rounds today' })).toHaveFocus());
  });

  it('says why a claim was refused, on the mission’s card', async () => {
    const refusal = new PlatformError('operation-not-allowed', 'claimMission', 'refused', {
      serverMessage: 'You have already claimed this mission’s reward.',
    });
    renderPage({ claimMission: refusal });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim P5.00: Play 3 rounds today' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already claimed this mission’s reward.');
  });

  it('ranks the players with the member’s own row marked, and says their place when off the board', async () => {
    renderPage({});
    const table = await screen.findByRole('table', { name: 'Leaderboard of Play 3 rounds today' });
    const own = within(table).getByRole('row', { current: true });
    expect(own).toHaveTextContent('de*** (you)');
    expect(own).toHaveTextContent('P10.00');
  });

  it('says the member’s own place when they are outside the top of the board', async () => {
    renderPage({ missionLeaderboard: { ...board, rows: [board.rows[0]], own: { rank: 34, score: 1, reward: 0 } } });
    expect(await screen.findByText('Your place: 34, with 1.')).toBeInTheDocument();
  });

  it('shows a failed load with a Retry, not a blank page', async () => {
    renderPage({ missionSummary: new PlatformError('unavailable', 'missionSummary', 'HTTP 503') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your missions could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
