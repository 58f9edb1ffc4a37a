import { PlatformError } from '@lobbykit/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useBalance } from '../../../core/member/use-balance.ts';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform, type FakeAnswers } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import DepositPage from './deposit-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  vi.restoreAllMocks();
  endSession();
});

/** AURORA's channels, as the sandbox serves them (apps/sandbox/src/merchants.ts). */
const channels = [
  { code: 'bank', type: 'bank', name: 'Bank transfer', min: 100, max: 100_000, fee: 0, presets: [500, 1_000] },
  { code: 'gcash', type: 'e-wallet', name: 'GCash', min: 100, max: 50_000, fee: 0, presets: [100, 300] },
  { code: 'usdt', type: 'other', name: 'USDT (TRC20)', min: 500, max: 100_000, fee: 10, presets: [1_000, 5_000] },
];

const deposit = (depositId: number, status: string, amount = 500, channel = 'gcash') => ({
  depositId,
  amount,
  fee: 0,
  channel,
  status,
  createdAt: Date.UTC(2026, 10, 27, 8, depositId),
  settledAt: status === 'pending' ? null : Date.UTC(2026, 10, 27, 9),
});

const answers: FakeAnswers = {
  depositChannels: { channels },
  deposits: { list: [deposit(41, 'credited', 1_000, 'bank')], totalPages: 1 },
  balance: { sumBalance: 1250.5, currency: 'PHP' },
};

/** The header's balance, read from the cache the page updates. */
function HeaderBalance() {
  const { data } = useBalance();
  return <p data-testid="header-balance">{data?.sumBalance}</p>;
}

function renderPage(overrides: FakeAnswers = {}, path = '/rng?centre=member&page=depositv2') {
  platform.call.mockImplementation(fakePlatformCall({ ...answers, ...overrides }));
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  const location = memoryLocation({ path, record: true });
  renderWithSwr(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <HeaderBalance />
      <DepositPage />
    </Router>,
  );
  return location;
}

const form = async () => within(await screen.findByRole('form', { name: 'Make a deposit' }, { timeout: 5000 }));
const sent = (name: string) => platform.call.mock.calls.filter(([endpoint]) => endpoint.name === name);

describe('the deposit page', () => {
  it('offers the channels by kind with their limits and fees, and the presets fill the amount', async () => {
    renderPage();
    const page = await form();
    expect(page.getByRole('group', { name: 'Bank transfer' })).toHaveTextContent('P100.00 to P100,000.00No fee');
    expect(page.getByRole('group', { name: 'E-wallets' })).toHaveTextContent('GCash');
    const others = page.getByRole('group', { name: 'Others' });
    expect(others).toHaveTextContent('P500.00 to P100,000.00Fee P10.00');
    expect(page.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();

    await userEvent.click(page.getByRole('radio', { name: 'USDT (TRC20)' }));
    expect(page.getByText('Enter an amount to see what you will pay.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'P5,000.00' }));
    expect(page.getByLabelText(/^Amount/)).toHaveValue('5,000.00');
    expect(page.getByRole('button', { name: 'P5,000.00' })).toHaveAttribute('aria-pressed', 'true');
    const total = page.getByText('You pay').closest('dl')!;
    expect(total).toHaveTextContent('Amount credited to your walletP5,000.00Channel feeP10.00You payP5,010.00');
  });

  it('checks the amount against the chosen channel as typed, and sends nothing until it fits', async () => {
    renderPage();
    const page = await form();
    const amount = page.getByLabelText(/^Amount/);
    await userEvent.type(amount, '50');
    await userEvent.tab();
    expect(page.getByText('The smallest amount here is P100.00.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.005');
    expect(page.getByText('Use at most two decimals (cents).')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    await userEvent.click(page.getByRole('radio', { name: 'GCash' }));
    expect(page.getByText('The largest amount here is P50,000.00.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Continue to payment' }));
    expect(amount).toHaveFocus();
    expect(sent('deposit')).toHaveLength(0);
  });

  it('sends the amount in cents exactly with a way back to this page, then opens the payment page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const send = vi.fn().mockResolvedValue({
      deposit: deposit(42, 'pending', 250.1),
      paymentUrl: '/wps/sandbox/pay/abc',
      sumBalance: 1250.5,
    });
    renderPage({ deposit: send });
    const page = await form();
    await userEvent.click(page.getByRole('radio', { name: 'GCash' }));
    await userEvent.type(page.getByLabelText(/^Amount/), '250.10');
    await userEvent.click(page.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/wps/sandbox/pay/abc'));
    expect(send).toHaveBeenCalledWith({
      amount: 250.1,
      channel: 'gcash',
      returnUrl: '/rng?centre=member&page=depositv2',
    });
  });

  it('shows the platform’s refusal at the amount and a failed send as an alert, keeping what was typed', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new PlatformError('server', 'deposit', 'refused', {
          code: 'INVALID_INPUT',
          serverMessage: 'The amount must be between 100 and 50000.',
        }),
      )
      .mockRejectedValueOnce(new PlatformError('network', 'deposit', 'offline'));
    renderPage({ deposit: send });
    const page = await form();
    const amount = page.getByLabelText(/^Amount/);
    await userEvent.type(amount, '300');
    await userEvent.click(page.getByRole('button', { name: 'Continue to payment' }));
    expect(await page.findByText('The amount must be between 100 and 50000.')).toBeInTheDocument();
    await waitFor(() => expect(amount).toHaveFocus());
    await userEvent.type(amount, '0');
    await userEvent.click(page.getByRole('button', { name: 'Continue to payment' }));
    expect(await page.findByRole('alert')).toHaveTextContent('Nothing you entered is lost');
    expect(amount).toHaveValue('3000');
  });

  it('back from a credited payment: says so with the new balance, refreshes the header, and clears the address', async () => {
    const balance = vi
      .fn()
      .mockResolvedValueOnce({ sumBalance: 1250.5, currency: 'PHP' })
      .mockResolvedValue({ sumBalance: 1750.5, currency: 'PHP' });
    const location = renderPage(
      { balance, deposits: { list: [deposit(42, 'credited')], totalPages: 1 } },
      '/?centre=member&page=depositv2&deposit=42&status=credited',
    );
    expect(await screen.findByText('Deposit credited', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findByText('Deposit D42 of P500.00 by GCash is in your wallet. Your balance is P1,750.50.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('header-balance')).toHaveTextContent('1750.5');
    expect(location.history.at(-1)).toBe('/?centre=member&page=depositv2');
    expect(sent('deposits')[0]![1]).toEqual({ pageNo: 1, pageSize: 12 });
  });

  it('back from a failed payment: says what happened, and trying again starts from the same channel and amount', async () => {
    renderPage(
      { deposits: { list: [deposit(43, 'failed', 300)], totalPages: 1 } },
      '/?centre=member&page=depositv2&deposit=43&status=failed',
    );
    expect(await screen.findByText('The payment did not go through', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try P300.00 again' }));
    const page = await form();
    expect(page.getByRole('radio', { name: 'GCash' })).toBeChecked();
    const amount = page.getByLabelText(/^Amount/);
    expect(amount).toHaveValue('300.00');
    expect(amount).toHaveFocus();
  });

  it('back with the payment left pending: waits visibly, and tells the outcome once it is settled', async () => {
    const deposits = vi
      .fn()
      .mockResolvedValueOnce({ list: [deposit(44, 'pending')], totalPages: 1 })
      .mockResolvedValue({ list: [deposit(44, 'credited')], totalPages: 1 });
    renderPage({ deposits }, '/?centre=member&page=depositv2&deposit=44&status=pending');
    expect(await screen.findByText('Waiting for your payment', undefined, { timeout: 5000 })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Your deposits' });
    expect(within(history).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('1 deposit is waiting for its payment. It updates here by itself.')).toBeInTheDocument();
    expect(await screen.findByText('Deposit credited', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(within(history).getByText('Credited')).toBeInTheDocument();
  }, 15_000);

  it('offers a retry when the channels or the history cannot be loaded', async () => {
    const depositChannels = vi
      .fn()
      .mockRejectedValueOnce(new PlatformError('network', 'depositChannels', 'offline'))
      .mockResolvedValue({ channels });
    const deposits = vi
      .fn()
      .mockRejectedValueOnce(new PlatformError('network', 'deposits', 'offline'))
      .mockResolvedValue({ list: [], totalPages: 0 });
    renderPage({ depositChannels, deposits });
    expect(
      await screen.findByText('The ways to deposit could not be loaded', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your deposits could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
  });
});
