import { PlatformError } from '@lobbykit/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useBalance } from '../../../core/member/use-balance.ts';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform, type FakeAnswers } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import TransferUplinePage from './transfer-upline-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

/** The demo member: an upline, a withdrawal password, P1,250.50 in the wallet. */
const answers: FakeAnswers = {
  upline: { uplineName: 'agent01', hasPaymentPassword: true, sumBalance: 1250.5 },
  balance: { sumBalance: 1250.5, currency: 'PHP' },
};

/** The header's balance, read from the cache the page updates. */
function HeaderBalance() {
  const { data } = useBalance();
  return <p data-testid="header-balance">{data?.sumBalance}</p>;
}

async function renderPage(overrides: FakeAnswers = {}) {
  platform.call.mockImplementation(fakePlatformCall({ ...answers, ...overrides }));
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(
    <>
      <HeaderBalance />
      <TransferUplinePage />
    </>,
  );
}

const form = async () =>
  within(await screen.findByRole('form', { name: 'Transfer to your upline' }, { timeout: 5000 }));
const sent = (name: string) => platform.call.mock.calls.filter(([endpoint]) => endpoint.name === name);

async function fill(amount: string, password: string) {
  const page = await form();
  if (amount) await userEvent.type(page.getByLabelText(/^Amount/), amount);
  if (password) await userEvent.type(page.getByLabelText(/^Withdrawal password/), password);
  await userEvent.click(page.getByRole('button', { name: 'Review transfer' }));
  return page;
}

describe('transfer to upline', () => {
  it('shows the upline and what is available, and fills it all in', async () => {
    await renderPage();
    const page = await form();
    expect(page.getByLabelText('Upline')).toHaveValue('agent01');
    expect(page.getByText('Available: P1,250.50')).toBeInTheDocument();
    const amount = page.getByLabelText(/^Amount/);
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await userEvent.click(page.getByRole('button', { name: 'Use all of it: P1,250.50' }));
    expect(amount).toHaveValue('1,250.50');
  });

  it('checks the amount and the password as typed, and sends nothing until both are right', async () => {
    await renderPage();
    const page = await fill('1300', '12a4');
    expect(page.getByText('That is more than you have: at most P1,250.50.')).toBeInTheDocument();
    expect(page.getByText('A withdrawal password is exactly 6 digits (0–9).')).toBeInTheDocument();
    const amount = page.getByLabelText(/^Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '10.005');
    expect(page.getByText('Use at most two decimals (cents).')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, 'ten');
    expect(page.getByText('Enter an amount in numbers, like 1,234.50.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent('transferUpline')).toHaveLength(0);
  });

  it('asks to confirm, sends the amount in cents exactly, and the balance follows', async () => {
    const transferUpline = vi.fn().mockResolvedValue({ transactionId: 9, uplineName: 'agent01', sumBalance: 1000.4 });
    await renderPage({ transferUpline });
    await fill('250.10', '246810');
    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer to your upline?' });
    expect(dialog).toHaveTextContent('P250.10 goes to agent01. Your balance will be P1,000.40.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByText('P250.10 was sent to agent01. Your balance is P1,000.40.')).toBeInTheDocument();
    expect(transferUpline).toHaveBeenCalledWith({ uplineName: 'agent01', amount: 250.1, paymentPassword: '246810' });
    expect(screen.getByTestId('header-balance')).toHaveTextContent('1000.4');
    const page = await form();
    expect(page.getByLabelText(/^Amount/)).toHaveValue('');
    expect(page.getByLabelText(/^Withdrawal password/)).toHaveValue('');
  });

  it('shows a wrong withdrawal password at its field, keeping the amount', async () => {
    await renderPage({
      transferUpline: vi.fn().mockRejectedValue(new PlatformError('invalid-credentials', 'transferUpline', 'refused')),
    });
    const page = await fill('100', '111111');
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect(await page.findByText('The withdrawal password is incorrect.')).toBeInTheDocument();
    expect(page.getByLabelText(/^Amount/)).toHaveValue('100');
    await waitFor(() => expect(page.getByLabelText(/^Withdrawal password/)).toHaveFocus());
  });

  it('tells a network failure as the form alert, with everything typed kept', async () => {
    await renderPage({
      transferUpline: vi.fn().mockRejectedValue(new PlatformError('network', 'transferUpline', 'offline')),
    });
    const page = await fill('100', '246810');
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect(await page.findByRole('alert')).toHaveTextContent('Nothing you entered is lost');
    expect(page.getByLabelText(/^Amount/)).toHaveValue('100');
  });

  it('says so when the member has no upline to transfer to', async () => {
    await renderPage({ upline: { uplineName: null, hasPaymentPassword: true, sumBalance: 10 } });
    expect(await screen.findByText('No upline to transfer to')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('sends a member without a withdrawal password to set one first', async () => {
    await renderPage({ upline: { uplineName: 'agent01', hasPaymentPassword: false, sumBalance: 10 } });
    expect(await screen.findByText('Set a withdrawal password first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to My account' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers a retry when the upline cannot be loaded', async () => {
    const upline = vi
      .fn()
      .mockRejectedValueOnce(new PlatformError('network', 'upline', 'offline'))
      .mockResolvedValue(answers.upline);
    await renderPage({ upline });
    expect(
      await screen.findByText('Your upline could not be loaded', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await form()).toBeTruthy();
  });
});
