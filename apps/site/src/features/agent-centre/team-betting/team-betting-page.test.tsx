import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import TeamBettingPage from './team-betting-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const bet = (id: number, username: string) => ({
  id,
  username,
  roundRef: `R-${id}`,
  gameName: `Game ${id}`,
  gameType: 'RNG',
  vendor: 'PG',
  vendorName: 'PG Soft',
  stake: 10,
  validBet: 10,
  payout: 0,
  profit: -10,
  status: 'lost',
  placedAt: Date.UTC(2026, 2, 10, 8, id),
  settledAt: Date.UTC(2026, 2, 10, 8, id, 30),
});

const page = {
  list: [bet(2, 'player01'), bet(1, 'demo')],
  totalPages: 2,
  total: 14,
  totals: { bets: 14, stake: 140, validBet: 140, payout: 0, profit: -140 },
};

function renderPage(teamBets: ReturnType<typeof vi.fn>) {
  platform.call.mockImplementation(
    fakePlatformCall({ teamBets, vendors: [], balance: { sumBalance: 100, currency: 'PHP' } }),
  );
  startSession({ token: 'agent-token', username: 'agent1', accountType: 1 });
  renderWithSwr(<TeamBettingPage />);
}

const lastQuery = (calls: ReturnType<typeof vi.fn>) => calls.mock.calls.at(-1)![0] as Record<string, unknown>;

describe('team betting', () => {
  it('lists the downline’s bets naming whose each is, with the totals of the period', async () => {
    const teamBets = vi.fn().mockResolvedValue(page);
    renderPage(teamBets);
    const list = await screen.findByRole('list', { name: '14 bets' }, { timeout: 5000 });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('player01 · Game 2 · PG Soft');
    expect(cards[1]).toHaveTextContent('demo · Game 1');
    expect(screen.getByRole('columnheader', { name: 'Member' })).toBeInTheDocument();
    expect(lastQuery(teamBets)).toMatchObject({ pageNo: 1, pageSize: 12 });
    expect(lastQuery(teamBets)).not.toHaveProperty('username');
  });

  it('searches by username from page one, and keeps the other filters', async () => {
    const teamBets = vi.fn().mockResolvedValue(page);
    renderPage(teamBets);
    await screen.findByRole('list', { name: '14 bets' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lost' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Member' }), ' demo {Enter}');
    expect(lastQuery(teamBets)).toMatchObject({ username: 'demo', status: 'lost', pageNo: 1 });
  });

  it('names whose bet it is in the bet’s details', async () => {
    renderPage(vi.fn().mockResolvedValue(page));
    const list = await screen.findByRole('list', { name: '14 bets' }, { timeout: 5000 });
    await userEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button'));
    const details = await screen.findByRole('dialog');
    expect(within(details).getByText('Member').nextElementSibling).toHaveTextContent('player01');
    expect(within(details).getByText('R-2')).toBeInTheDocument();
  });

  it('says what went wrong and offers to try again when the bets cannot be loaded', async () => {
    renderPage(vi.fn().mockRejectedValue(new Error('offline')));
    expect(await screen.findByText("The team's bets could not be loaded", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
