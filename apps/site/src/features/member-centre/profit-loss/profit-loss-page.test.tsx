import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import ProfitLossPage from './profit-loss-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const sums = (bets: number, stake: number, payout: number) => ({
  bets,
  stake,
  validBet: stake,
  payout,
  profit: payout - stake,
});

const report = {
  periods: [
    { start: new Date(2026, 2, 9).getTime(), ...sums(2, 20, 45) },
    { start: new Date(2026, 2, 10).getTime(), ...sums(1, 10, 0) },
  ],
  gameTypes: [{ gameType: 'RNG', ...sums(3, 30, 45) }],
  totals: sums(3, 30, 45),
};

function renderPage(profitLoss: ReturnType<typeof vi.fn>) {
  platform.call.mockImplementation(fakePlatformCall({ profitLoss, balance: { sumBalance: 100, currency: 'PHP' } }));
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(<ProfitLossPage />);
}

const lastQuery = (call: ReturnType<typeof vi.fn>) => call.mock.calls.at(-1)![0] as Record<string, unknown>;

describe('personal profit and loss', () => {
  it('lists the last 30 days per day, as a table the chart draws, and per game type', async () => {
    const profitLoss = vi.fn().mockResolvedValue(report);
    renderPage(profitLoss);
    const periods = await screen.findByRole('table', { name: 'Profit and loss per period' }, { timeout: 5000 });
    const rows = within(periods).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^2026-03-092P20\.00.*\+P25\.00$/),
      expect.stringMatching(/^2026-03-101P10\.00.*−P10\.00$/),
    ]);
    expect(screen.getByRole('table', { name: 'Per game type' })).toHaveTextContent('Slots');
    const query = lastQuery(profitLoss);
    expect(Number(query.to) - Number(query.from)).toBe(30 * 24 * 3600 * 1000 - 1);
    expect(query).toMatchObject({ period: 'day', utcOffsetMinutes: -new Date(Number(query.to)).getTimezoneOffset() });
  });

  it('groups by week when asked, and says when nothing was settled', async () => {
    const profitLoss = vi.fn().mockResolvedValue(report);
    renderPage(profitLoss);
    await screen.findByRole('table', { name: 'Profit and loss per period' }, { timeout: 5000 });
    profitLoss.mockResolvedValue({ periods: [], gameTypes: [], totals: sums(0, 0, 0) });
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(lastQuery(profitLoss).period).toBe('week');
    expect(await screen.findByText('No settled bets in this period')).toBeInTheDocument();
  });
});
