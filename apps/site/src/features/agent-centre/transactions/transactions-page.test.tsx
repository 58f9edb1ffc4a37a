import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import TransactionsPage from './transactions-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const line = (id: number, username: string, kind: string, amount: number, reference: string | null) => ({
  id,
  username,
  type: 'transfer',
  kind,
  wallet: 'MAIN',
  amount,
  balanceAfter: 100,
  reference,
  createdAt: Date.UTC(2026, 2, 10, 8, id),
});
const answer = {
  list: [line(2, 'player01', 'transfer-in', 500, 'agent1'), line(1, 'agent1', 'transfer-out', -500, 'player01')],
  totalPages: 1,
  total: 2,
  totals: { in: 500, out: 500, net: 0 },
};

function renderPage(teamTransactions: ReturnType<typeof vi.fn>) {
  platform.call.mockImplementation(
    fakePlatformCall({ teamTransactions, balance: { sumBalance: 100, currency: 'PHP' } }),
  );
  startSession({ token: 'agent-token', username: 'agent1', accountType: 1 });
  renderWithSwr(<TransactionsPage />);
}

const lastQuery = (calls: ReturnType<typeof vi.fn>) => calls.mock.calls.at(-1)![0] as Record<string, unknown>;

describe('transaction details', () => {
  it('lists the agent’s and the downline’s lines, each naming whose it is', async () => {
    renderPage(vi.fn().mockResolvedValue(answer));
    const list = await screen.findByRole('list', { name: '2 transactions' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('player01 ·');
    expect(rows[0]).toHaveTextContent('+P500.00');
    expect(rows[1]).toHaveTextContent('agent1 ·');
  });

  it('filters by type and username from page one', async () => {
    const teamTransactions = vi.fn().mockResolvedValue(answer);
    renderPage(teamTransactions);
    await screen.findByRole('list', { name: '2 transactions' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Transfers' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Member' }), 'player01{Enter}');
    expect(lastQuery(teamTransactions)).toMatchObject({ type: 'transfer', username: 'player01', pageNo: 1 });
  });
});
