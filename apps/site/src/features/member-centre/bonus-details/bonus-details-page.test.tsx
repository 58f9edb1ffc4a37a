import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import BonusDetailsPage from './bonus-details-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const bonus = (id: number, status: string, amount: number, required: number, done: number) => ({
  id,
  source: id === 2 ? 'red-envelope' : 'reward',
  title: `Bonus ${id}`,
  amount,
  turnoverMultiple: required / amount,
  turnoverRequired: required,
  turnoverDone: done,
  turnoverRemaining: required - done,
  status,
  creditedAt: Date.UTC(2026, 2, id, 8),
  expiresAt: Date.UTC(2026, 3, id, 8),
});

const firstPage = {
  list: [
    bonus(3, 'inProgress', 1000, 5000, 1250),
    bonus(2, 'completed', 20, 100, 100),
    bonus(1, 'expired', 50, 250, 40),
  ],
  totalPages: 2,
  total: 13,
  totals: { bonuses: 13, credited: 1070, turnoverRemaining: 3750 },
};

function renderPage(bonusDetails: ReturnType<typeof vi.fn>) {
  platform.call.mockImplementation(fakePlatformCall({ bonusDetails, balance: { sumBalance: 100, currency: 'PHP' } }));
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(<BonusDetailsPage />);
}

const lastQuery = (details: ReturnType<typeof vi.fn>) => details.mock.calls.at(-1)![0] as Record<string, unknown>;

describe('bonus details', () => {
  it('shows each bonus with its turnover progress, what is still required and its status, under the totals', async () => {
    renderPage(vi.fn().mockResolvedValue(firstPage));
    const list = await screen.findByRole('list', { name: '13 bonuses' }, { timeout: 5000 });
    const [inProgress, completed, expired] = within(list).getAllByRole('listitem');
    const bar = within(inProgress!).getByRole('progressbar', {
      name: 'Turnover played for Bonus 3, credited 2026-03-03',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', 'P1,250.00 of P5,000.00 played');
    expect(inProgress).toHaveTextContent('1,250.00 / 5,000.00');
    expect(inProgress).toHaveTextContent('Still required: P3,750.00');
    expect(inProgress).toHaveTextContent('In progress');
    expect(inProgress).toHaveTextContent('Expires 2026-04-03');
    expect(completed).toHaveTextContent('Red envelope');
    expect(completed).toHaveTextContent('Turnover reached');
    expect(expired).toHaveTextContent('Fell short by P210.00');
    expect(expired).toHaveTextContent('Expired 2026-04-01');
    expect(screen.getByText('Credited', { selector: 'dt' }).closest('dl')).toHaveTextContent(
      'Bonuses13CreditedP1,070.00Turnover still requiredP3,750.00',
    );
  });

  it('asks again from page one when the status filter changes, and pages on the platform', async () => {
    const details = vi.fn().mockResolvedValue(firstPage);
    renderPage(details);
    await screen.findByRole('list', { name: '13 bonuses' }, { timeout: 5000 });
    expect(lastQuery(details)).toEqual({ pageNo: 1, pageSize: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(lastQuery(details).pageNo).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Expired' }));
    expect(lastQuery(details)).toEqual({ status: 'expired', pageNo: 1, pageSize: 10 });
    expect(screen.getByRole('button', { name: 'Expired' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says how to get a bonus when there is none, and leads to the reward centre', async () => {
    const none = { list: [], totalPages: 0, total: 0, totals: { bonuses: 0, credited: 0, turnoverRemaining: 0 } };
    renderPage(vi.fn().mockResolvedValue(none));
    expect(await screen.findByText('No bonuses yet', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the reward centre' }));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('rewardCenter');
  });

  it('shows what went wrong and a Retry when the bonuses cannot be read, and keeps the filter', async () => {
    const details = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(firstPage);
    renderPage(details);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Your bonuses could not be loaded');
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: '13 bonuses' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
