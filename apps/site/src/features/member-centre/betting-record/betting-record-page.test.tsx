import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import BettingRecordPage from './betting-record-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const bet = (id: number, status: string, stake: number, payout: number, profit: number | null) => ({
  id,
  roundRef: `R-${id}`,
  gameName: `Game ${id}`,
  gameType: 'RNG',
  vendor: 'PG',
  vendorName: 'PG Soft',
  stake,
  validBet: status === 'won' || status === 'lost' ? stake : 0,
  payout,
  profit,
  status,
  placedAt: Date.UTC(2026, 2, 10, 8, id),
  settledAt: profit === null ? null : Date.UTC(2026, 2, 10, 8, id, 30),
});

const firstPage = {
  list: [bet(3, 'won', 10, 25.5, 15.5), bet(2, 'pending', 20, 0, null), bet(1, 'lost', 5, 0, -5)],
  totalPages: 3,
  total: 30,
  totals: { bets: 30, stake: 300, validBet: 280, payout: 310.5, profit: 30.5 },
};

const lanes = [
  { title: 'RNG', cards: [{ vassalage: 'PG', gameType: 'RNG', name: 'PG Soft', isHot: 1 }] },
  { title: 'LIVE', cards: [{ vassalage: 'EVO', gameType: 'LIVE', name: 'Evolution', isHot: 1 }] },
];

function renderPage(bettingRecord: ReturnType<typeof vi.fn>) {
  platform.call.mockImplementation(
    fakePlatformCall({ bettingRecord, vendors: lanes, balance: { sumBalance: 100, currency: 'PHP' } }),
  );
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(<BettingRecordPage />);
}

const lastQuery = (record: ReturnType<typeof vi.fn>) => record.mock.calls.at(-1)![0] as Record<string, unknown>;

describe('the betting record', () => {
  it('shows the last seven days’ bets, a page at a time, with the totals of the whole period', async () => {
    const record = vi.fn().mockResolvedValue(firstPage);
    renderPage(record);
    const list = await screen.findByRole('list', { name: '30 bets' }, { timeout: 5000 });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Game 3 · PG Soft');
    expect(cards[0]).toHaveTextContent('+P15.50');
    expect(cards[1]).toHaveTextContent('Not settled yet');
    expect(cards[2]).toHaveTextContent('−P5.00');
    expect(screen.getByText('Valid bet', { selector: 'dt' }).closest('dl')).toHaveTextContent(
      'Bets30StakeP300.00Valid betP280.00PayoutP310.50Profit+P30.50',
    );
    const { from, to, pageNo, pageSize } = lastQuery(record);
    expect(Number(to) - Number(from)).toBe(7 * 24 * 3600 * 1000 - 1);
    expect([pageNo, pageSize]).toEqual([1, 12]);
  });

  it('asks again from page one when a filter changes, and pages on the platform', async () => {
    const record = vi.fn().mockResolvedValue(firstPage);
    renderPage(record);
    await screen.findByRole('list', { name: '30 bets' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(lastQuery(record).pageNo).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Live casino' }));
    expect(lastQuery(record)).toMatchObject({ gameType: 'LIVE', pageNo: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Lost' }));
    expect(lastQuery(record)).toMatchObject({ gameType: 'LIVE', status: 'lost', pageNo: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    const { from, to } = lastQuery(record);
    expect(Number(to) - Number(from)).toBe(30 * 24 * 3600 * 1000 - 1);
  });

  it('keeps the bets before on screen, marked busy, until the new filter’s answer arrives', async () => {
    let answerLive: (value: typeof firstPage) => void = () => {};
    const record = vi.fn((query: Record<string, unknown>) =>
      query.gameType === 'LIVE'
        ? new Promise<typeof firstPage>((resolve) => (answerLive = resolve))
        : Promise.resolve(firstPage),
    );
    renderPage(record);
    const list = await screen.findByRole('list', { name: '30 bets' }, { timeout: 5000 });
    const region = list.closest('[aria-busy], .grid')!;
    expect(list.closest('[aria-busy="true"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Live casino' }));
    expect(list.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(region as HTMLElement).getByRole('list', { name: '30 bets' })).toBe(list);
    answerLive({ ...firstPage, list: [bet(9, 'won', 10, 20, 10)], total: 1, totalPages: 1 });
    await screen.findByRole('list', { name: '1 bet' });
    expect(screen.getByRole('list', { name: '1 bet' }).closest('[aria-busy="true"]')).toBeNull();
  });

  it('opens a bet’s details from its row, with its round and when it was settled', async () => {
    renderPage(vi.fn().mockResolvedValue(firstPage));
    await screen.findByRole('list', { name: '30 bets' }, { timeout: 5000 });
    await userEvent.click(screen.getAllByRole('button', { name: /^Details of the bet on Game 3/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Bet details' });
    expect(dialog).toHaveTextContent('R-3');
    expect(dialog).toHaveTextContent('PayoutP25.50');
  });
});
