import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import UserProfitLossPage from './user-profit-loss-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const row = (username: string, profit: number) => ({
  username,
  bets: 4,
  stake: 40,
  validBet: 40,
  payout: 40 + profit,
  profit,
});
const answer = {
  list: [row('player01', 25), row('demo', -12.5)],
  totalPages: 1,
  total: 2,
  totals: { bets: 8, stake: 80, validBet: 80, payout: 92.5, profit: 12.5 },
};

function renderPage(teamProfitLoss: ReturnType<typeof vi.fn>) {
  platform.call.mockImplementation(fakePlatformCall({ teamProfitLoss, balance: { sumBalance: 100, currency: 'PHP' } }));
  startSession({ token: 'agent-token', username: 'agent1', accountType: 1 });
  renderWithSwr(<UserProfitLossPage />);
}

const lastQuery = (calls: ReturnType<typeof vi.fn>) => calls.mock.calls.at(-1)![0] as Record<string, unknown>;

describe('user profit and loss', () => {
  it('shows each member’s profit, highest first, over the last 30 days', async () => {
    const teamProfitLoss = vi.fn().mockResolvedValue(answer);
    renderPage(teamProfitLoss);
    const table = await screen.findByRole('table', { name: '2 members with settled bets' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('player01');
    expect(rows[1]).toHaveTextContent('+P25.00');
    expect(rows[2]).toHaveTextContent('−P12.50');
    const { from, to, sort } = lastQuery(teamProfitLoss);
    expect(Number(to) - Number(from)).toBe(30 * 24 * 3600 * 1000 - 1);
    expect(sort).toBe('profit-desc');
  });

  it('asks again for the other order, a game type and a username', async () => {
    const teamProfitLoss = vi.fn().mockResolvedValue(answer);
    renderPage(teamProfitLoss);
    await screen.findByRole('table', { name: '2 members with settled bets' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Lowest profit first' }));
    await userEvent.click(screen.getByRole('button', { name: 'Live casino' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Member' }), 'play{Enter}');
    expect(lastQuery(teamProfitLoss)).toMatchObject({
      sort: 'profit-asc',
      gameType: 'LIVE',
      username: 'play',
      pageNo: 1,
    });
  });
});
