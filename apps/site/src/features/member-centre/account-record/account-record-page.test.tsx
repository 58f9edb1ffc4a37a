import { PlatformError } from '@lobbykit/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import AccountRecordPage from './account-record-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const entry = (id: number, kind: string, type: string, amount: number, balanceAfter: number, wallet = 'MAIN') => ({
  id,
  kind,
  type,
  amount,
  balanceAfter,
  wallet,
  reference: null,
  createdAt: Date.UTC(2026, 2, 10, 8, id),
});

const firstPage = {
  list: [
    entry(3, 'transfer-out', 'transfer', -250.1, 1000.4),
    entry(2, 'wallet-in', 'game-wallet', 40, 1250.5, 'PG'),
    entry(1, 'deposit', 'deposit', 500, 1210.5),
  ],
  totalPages: 2,
  total: 14,
  totals: { in: 540, out: 250.1, net: 289.9 },
};

function renderPage(transactionHistory: ReturnType<typeof vi.fn>) {
  platform.call.mockImplementation(
    fakePlatformCall({ transactionHistory, balance: { sumBalance: 1000.4, currency: 'PHP' } }),
  );
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(<AccountRecordPage />);
}

const lastQuery = (history: ReturnType<typeof vi.fn>) => history.mock.calls.at(-1)![0] as Record<string, unknown>;

describe('the account record', () => {
  it('shows the last seven days, newest first, with money in and out and the totals of the whole period', async () => {
    const history = vi.fn().mockResolvedValue(firstPage);
    renderPage(history);
    const list = await screen.findByRole('list', { name: '14 transactions' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Transfer sent'),
      expect.stringContaining('Moved from a game wallet'),
      expect.stringContaining('Deposit'),
    ]);
    expect(rows[0]).toHaveTextContent('Out: P250.10');
    expect(rows[1]).toHaveTextContent('In: P40.00');
    expect(rows[1]).toHaveTextContent('PG');
    expect(rows[2]).toHaveTextContent('Main wallet');
    const totals = screen.getByText('Net').closest('dl')!;
    expect(totals).toHaveTextContent('InP540.00OutP250.10NetP289.90');
    const { from, to, pageNo, type } = lastQuery(history);
    expect(Number(to) - Number(from)).toBe(7 * 24 * 3600 * 1000 - 1);
    expect(pageNo).toBe(1);
    expect(type).toBeUndefined();
  });

  it('filters by type and period from page one, and pages through the rest', async () => {
    const history = vi.fn().mockResolvedValue(firstPage);
    renderPage(history);
    await screen.findByRole('list', { name: '14 transactions' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(lastQuery(history).pageNo).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Deposits' }));
    expect(lastQuery(history)).toMatchObject({ type: 'deposit', pageNo: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    const { from, to } = lastQuery(history);
    expect(Number(to) - Number(from)).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('takes days of the member’s own, and says what is wrong with a reversed range without asking', async () => {
    const history = vi.fn().mockResolvedValue(firstPage);
    renderPage(history);
    await screen.findByRole('list', { name: '14 transactions' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Choose dates' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    const calls = history.mock.calls.length;
    await userEvent.clear(to);
    await userEvent.type(to, '2020-01-01');
    expect(screen.getByText('The end comes before the start: choose a later day.')).toBeInTheDocument();
    expect(screen.getByText('Choose a period')).toBeInTheDocument();
    expect(history.mock.calls.length).toBe(calls);
    await userEvent.clear(from);
    await userEvent.type(from, '2019-12-01');
    expect(await screen.findByRole('list', { name: '14 transactions' })).toBeInTheDocument();
    expect(lastQuery(history).from).toBe(new Date(2019, 11, 1).getTime());
  });

  it('says when nothing happened, and offers a retry when the record cannot be loaded', async () => {
    const history = vi
      .fn()
      .mockRejectedValueOnce(new PlatformError('network', 'transactionHistory', 'offline'))
      .mockResolvedValue({ list: [], totalPages: 0, total: 0, totals: { in: 0, out: 0, net: 0 } });
    renderPage(history);
    expect(
      await screen.findByText('The account record could not be loaded', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing in this period')).toBeInTheDocument();
  });
});
