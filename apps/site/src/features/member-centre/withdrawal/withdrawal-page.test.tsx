import { PlatformError } from '@lobbykit/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useBalance } from '../../../core/member/use-balance.ts';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform, type FakeAnswers } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { demoAnswers, gcash, withdrawalOf } from './test-support.ts';
import WithdrawalPage from './withdrawal-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

/** The header's balance, read from the cache the page updates. */
function HeaderBalance() {
  const { data } = useBalance();
  return <p data-testid="header-balance">{data?.sumBalance}</p>;
}

function renderPage(overrides: FakeAnswers = {}) {
  platform.call.mockImplementation(fakePlatformCall({ ...demoAnswers, ...overrides }));
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(
    <>
      <HeaderBalance />
      <WithdrawalPage />
    </>,
  );
}

const form = async () => within(await screen.findByRole('form', { name: 'Request a withdrawal' }, { timeout: 5000 }));
const sent = (name: string) => platform.call.mock.calls.filter(([endpoint]) => endpoint.name === name);

async function fill(amount: string, password: string) {
  const page = await form();
  if (amount) await userEvent.type(page.getByLabelText(/^Amount/), amount);
  if (password) await userEvent.type(page.getByLabelText(/^Withdrawal password/), password);
  await userEvent.click(page.getByRole('button', { name: 'Review withdrawal' }));
  return page;
}

describe('withdrawal: the request', { timeout: 20_000 }, () => {
  it('shows where the member stands, the accounts to choose from and the channel’s limits', async () => {
    renderPage();
    const page = await form();
    expect(screen.getByText('Requests left today').nextSibling).toHaveTextContent('98');
    expect(screen.getByText('No turnover to play: you can withdraw.')).toBeInTheDocument();
    const accounts = page.getByRole('group', { name: 'Pay to' });
    expect(within(accounts).getByRole('button', { name: 'Bank account •••• 7306' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(page.getByText('Available: P5,370.50. Per request: P100.00 to P50,000.00.')).toBeInTheDocument();
    await userEvent.click(within(accounts).getByRole('button', { name: 'GCash •••• 4567' }));
    expect(page.getByText('Available: P5,370.50. Per request: P100.00 to P20,000.00.')).toBeInTheDocument();
  });

  it('checks the amount against the channel and the balance, and the six digits, sending nothing', async () => {
    renderPage();
    const page = await fill('6000', '12a4');
    expect(page.getByText('That is more than you have: at most P5,370.50.')).toBeInTheDocument();
    expect(page.getByText('A withdrawal password is exactly 6 digits (0–9).')).toBeInTheDocument();
    const amount = page.getByLabelText(/^Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    expect(page.getByText('The smallest amount here is P100.00.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent('withdraw')).toHaveLength(0);
  });

  it('asks to confirm, sends cents exactly to the chosen account, and the balance and list follow', async () => {
    const withdraw = vi.fn().mockResolvedValue({ withdrawal: withdrawalOf(9, 250.1, 'pending'), sumBalance: 5120.4 });
    renderPage({ withdraw });
    const page = await form();
    await userEvent.click(page.getByRole('button', { name: 'GCash •••• 4567' }));
    await fill('250.10', '135790');
    const dialog = await screen.findByRole('alertdialog', { name: 'Request this withdrawal?' });
    expect(dialog).toHaveTextContent(
      'P250.10 will be paid to GCash •••• 4567 (Juan Cruz). Your balance will be P5,120.40.',
    );
    const listReads = sent('withdrawals').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText(/Your request for P250.10 to GCash •••• 4567 is in/)).toBeInTheDocument();
    expect(withdraw).toHaveBeenCalledWith({
      amount: 250.1,
      payoutAccountId: gcash.accountId,
      paymentPassword: '135790',
    });
    expect(screen.getByTestId('header-balance')).toHaveTextContent('5120.4');
    await waitFor(() => expect(sent('withdrawals').length).toBeGreaterThan(listReads));
    expect(page.getByLabelText(/^Amount/)).toHaveValue('');
    expect(page.getByLabelText(/^Withdrawal password/)).toHaveValue('');
  });

  it('shows a wrong password at its field and a short balance at the amount, keeping what was typed', async () => {
    const withdraw = vi
      .fn()
      .mockRejectedValueOnce(new PlatformError('invalid-credentials', 'withdraw', 'refused'))
      .mockRejectedValueOnce(new PlatformError('insufficient-funds', 'withdraw', 'refused'));
    renderPage({ withdraw });
    const page = await fill('5200', '111111');
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await page.findByText('The withdrawal password is incorrect.')).toBeInTheDocument();
    expect(page.getByLabelText(/^Amount/)).toHaveValue('5200');
    await waitFor(() => expect(page.getByLabelText(/^Withdrawal password/)).toHaveFocus());

    await userEvent.click(page.getByRole('button', { name: 'Review withdrawal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await page.findByText('Your balance is too low for this amount.')).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText(/^Amount/)).toHaveFocus());
  });

  it('tells turnover still owed as the form’s alert, in the platform’s words', async () => {
    renderPage({
      withdraw: vi.fn().mockRejectedValue(
        new PlatformError('operation-not-allowed', 'withdraw', 'refused', {
          serverMessage: 'Play 2,000.00 more in turnover before withdrawing.',
        }),
      ),
    });
    const page = await fill('100', '135790');
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await page.findByRole('alert')).toHaveTextContent('Play 2,000.00 more in turnover before withdrawing.');
    expect(page.getByLabelText(/^Amount/)).toHaveValue('100');
  });

  it('shows the turnover owed and explains why no request can be made yet', async () => {
    renderPage({
      withdrawalRequirements: {
        ...(demoAnswers.withdrawalRequirements as object),
        turnoverRequired: 2000,
        turnoverDone: 500,
        turnoverRemaining: 1500,
      },
    });
    const bar = await screen.findByRole('progressbar', { name: 'Turnover played' }, { timeout: 5000 });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', 'P500.00 of P2,000.00');
    expect(screen.getByText('Still to play').nextSibling).toHaveTextContent('P1,500.00');
    expect(screen.getByText('Play P1,500.00 more to withdraw')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
  });

  it('sends a member without a withdrawal password to set one first', async () => {
    renderPage({
      withdrawalRequirements: { ...(demoAnswers.withdrawalRequirements as object), hasPaymentPassword: false },
    });
    expect(
      await screen.findByText('Set a withdrawal password first', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to My account' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
  });

  it('offers a retry when the details cannot be loaded', async () => {
    const withdrawalRequirements = vi
      .fn()
      .mockRejectedValueOnce(new PlatformError('network', 'withdrawalRequirements', 'offline'))
      .mockResolvedValue(demoAnswers.withdrawalRequirements);
    renderPage({ withdrawalRequirements });
    const failed = await screen.findByText('Your withdrawal details could not be loaded', undefined, { timeout: 5000 });
    await userEvent.click(
      within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await form()).toBeTruthy();
  });
});

describe('withdrawal: payout accounts and requests', { timeout: 20_000 }, () => {
  it('lists the requests with their status, account and amounts, and pages through them', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Withdrawal requests' }, { timeout: 5000 });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.dataset.slot === 'withdrawal-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['paid', 'paid', 'received', 'forced', 'rejected']);
    expect(rows[0]).toHaveTextContent('P300.00');
    expect(rows[0]).toHaveTextContent('Paid: please confirm');
    expect(rows[0]).toHaveTextContent('to Bank account •••• 7306');
    expect(rows[0]).toHaveTextContent(/Confirm by \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(in 6 days\)/);
    expect(rows[0]).toHaveTextContent('No answer within 30 minutes of payment counts as received');
    expect(rows[2]).toHaveTextContent('Received P800.00');
    expect(rows[3]).toHaveTextContent('Not confirmed in time, so it counts as received.');
    expect(rows[4]).toHaveTextContent('The amount went back to your balance.');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(sent('withdrawals').at(-1)![1]).toEqual({ pageNo: 2, pageSize: 12 });
  });

  it('removes an account after asking', async () => {
    const removePayoutAccount = vi.fn().mockResolvedValue({ removed: gcash.accountId });
    renderPage({ removePayoutAccount });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove GCash •••• 4567' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this payout account?' });
    expect(dialog).toHaveTextContent('GCash •••• 4567 (Juan Cruz) will no longer be offered');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove account' }));
    expect(await screen.findByText('GCash •••• 4567 was removed.')).toBeInTheDocument();
    expect(removePayoutAccount).toHaveBeenCalledWith({ accountId: gcash.accountId });
  });
});
