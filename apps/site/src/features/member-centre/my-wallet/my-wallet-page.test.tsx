import { PlatformError } from '@lobbykit/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useBalance } from '../../../core/member/use-balance.ts';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform, type FakeAnswers } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import MyWalletPage from './my-wallet-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

type Wallets = { wallet: string; name: string; balance: number }[];

/** The demo member on a brand with game wallets: P5,000 in the main wallet, P250 and P120.50 in two games. */
const demoWallets = (): Wallets => [
  { wallet: 'MAIN', name: 'Main wallet', balance: 5000 },
  { wallet: 'EVO', name: 'Evolution', balance: 250 },
  { wallet: 'PG', name: 'PG Soft', balance: 120.5 },
  { wallet: 'KM', name: 'Kingmaker', balance: 0 },
];

/** A platform that keeps the wallets, so a read after a move sees the move. */
function walletPlatform(wallets: Wallets = demoWallets(), isSingle = false): FakeAnswers {
  const total = () => wallets.reduce((sum, wallet) => sum + wallet.balance, 0);
  return {
    merchantWallet: () => ({ isSingle, wallets: wallets.map((wallet) => ({ ...wallet })) }),
    balance: () => ({ sumBalance: total(), currency: 'PHP' }),
    transfer: vi.fn(({ amount, fromWallet, toWallet }: { amount: number; fromWallet: string; toWallet: string }) => {
      wallets.find((wallet) => wallet.wallet === fromWallet)!.balance -= amount;
      wallets.find((wallet) => wallet.wallet === toWallet)!.balance += amount;
      return { transactionId: 'tx-1', sumBalance: total() };
    }),
    consolidatedFunds: vi.fn(() => {
      const games = wallets.filter((wallet) => wallet.wallet !== 'MAIN');
      const consolidated = games.reduce((sum, wallet) => sum + wallet.balance, 0);
      for (const wallet of games) wallet.balance = 0;
      wallets[0]!.balance += consolidated;
      return { sumBalance: total(), consolidated };
    }),
  };
}

/** The header's balance, read from the cache the page updates. */
function HeaderBalance() {
  const { data } = useBalance();
  return <p data-testid="header-balance">{data?.sumBalance}</p>;
}

function renderPage(answers: FakeAnswers = walletPlatform()) {
  platform.call.mockImplementation(fakePlatformCall(answers));
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(
    <>
      <HeaderBalance />
      <MyWalletPage />
    </>,
  );
  return answers;
}

const sent = (name: string) => platform.call.mock.calls.filter(([endpoint]) => endpoint.name === name);
const transferForm = async () =>
  within(await screen.findByRole('form', { name: 'Move money between wallets' }, { timeout: 5000 }));
const walletRow = (code: string) => document.querySelector<HTMLElement>(`[data-wallet="${code}"]`);
const chip = (name: string) => screen.getByRole('button', { name, pressed: false });

describe('my wallet', () => {
  it('shows the total, the main wallet and each game wallet with its balance', async () => {
    renderPage();
    const summary = within(await screen.findByRole('region', { name: 'Total balance' }, { timeout: 5000 }));
    expect(summary.getByText('P5,370.50')).toBeInTheDocument();
    expect(summary.getByText('Main wallet').nextSibling).toHaveTextContent('P5,000.00');
    expect(summary.getByText('In game wallets').nextSibling).toHaveTextContent('P370.50');
    const list = within(screen.getByRole('region', { name: 'Game wallets' }));
    expect(list.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'EvolutionP250.00',
      'PG SoftP120.50',
      'KingmakerP0.00',
    ]);
    expect(sent('merchantWallet')[0]![1]).toEqual({});
  });

  it('checks the amount as typed against the wallet the money leaves, and sends nothing until it is right', async () => {
    renderPage();
    const form = await transferForm();
    expect(form.getByText('From Main wallet to Evolution')).toBeInTheDocument();
    const amount = form.getByLabelText(/^Amount/);
    await userEvent.type(amount, '6000');
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }));
    expect(form.getByText('That is more than you have: at most P5,000.00.')).toBeInTheDocument();

    // Out of Evolution: the same amount is now measured against P250.00, and what was typed stays.
    await userEvent.click(chip('Back from Evolution'));
    expect(form.getByText('From Evolution to Main wallet')).toBeInTheDocument();
    expect(amount).toHaveValue('6000');
    expect(form.getByText('That is more than you have: at most P250.00.')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '10.005');
    expect(form.getByText('Use at most two decimals (cents).')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    expect(form.getByText('The amount must be more than zero.')).toBeInTheDocument();
    expect(sent('transfer')).toHaveLength(0);
  });

  it('moves money into a game wallet and back, with the list and the header following', async () => {
    const answers = renderPage();
    let form = await transferForm();
    await userEvent.click(chip('PG Soft'));
    await userEvent.type(form.getByLabelText(/^Amount/), '1,000.25');
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByText('P1,000.25 moved from Main wallet to PG Soft.')).toBeInTheDocument();
    expect(answers.transfer).toHaveBeenCalledWith({ amount: 1000.25, fromWallet: 'MAIN', toWallet: 'PG' });
    expect(walletRow('PG')).toHaveTextContent('P1,120.75');
    expect(screen.getByText('Main wallet').nextSibling).toHaveTextContent('P3,999.75');
    expect(screen.getByTestId('header-balance')).toHaveTextContent('5370.5');
    form = await transferForm();
    const amount = form.getByLabelText(/^Amount/);
    expect(amount).toHaveValue('');
    await waitFor(() => expect(amount).toHaveFocus());
    // A fresh form: nothing to complain about until the next send.
    expect(form.queryByText('Please enter an amount.')).not.toBeInTheDocument();

    await userEvent.click(chip('Back from PG Soft'));
    await userEvent.click(form.getByRole('button', { name: 'Use all of it: P1,120.75' }));
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('P1,120.75 moved from PG Soft to Main wallet.')).toBeInTheDocument();
    expect(answers.transfer).toHaveBeenLastCalledWith({ amount: 1120.75, fromWallet: 'PG', toWallet: 'MAIN' });
    expect(walletRow('PG')).toHaveTextContent('P0.00');
  });

  it('shows the platform’s "not enough" at the amount, keeping it, once the wallets are read again', async () => {
    const answers = walletPlatform();
    answers.transfer = vi.fn().mockRejectedValue(new PlatformError('insufficient-funds', 'transfer', 'refused'));
    renderPage(answers);
    const form = await transferForm();
    const amount = form.getByLabelText(/^Amount/);
    await userEvent.type(amount, '100');
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }));
    expect(
      await form.findByText('This wallet holds less than that now. Its balance has been brought up to date.'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('100');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(sent('merchantWallet').length).toBeGreaterThan(1);
  });

  it('tells a network failure as the form’s alert, with the amount kept', async () => {
    const answers = walletPlatform();
    answers.transfer = vi.fn().mockRejectedValue(new PlatformError('network', 'transfer', 'offline'));
    renderPage(answers);
    const form = await transferForm();
    await userEvent.type(form.getByLabelText(/^Amount/), '100');
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Nothing you entered is lost');
    expect(form.getByLabelText(/^Amount/)).toHaveValue('100');
  });

  it('gathers every game wallet into the main wallet after asking', async () => {
    const answers = renderPage();
    const gather = await screen.findByRole('button', { name: 'Gather all into main wallet' }, { timeout: 5000 });
    await userEvent.click(gather);
    const dialog = await screen.findByRole('alertdialog', { name: 'Gather everything into the main wallet?' });
    expect(dialog).toHaveTextContent('P370.50 moves from your game wallets into your main wallet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gather' }));

    expect(
      await screen.findByText('P370.50 was gathered into your main wallet. It now holds P5,370.50.'),
    ).toBeInTheDocument();
    expect(answers.consolidatedFunds).toHaveBeenCalledOnce();
    expect(walletRow('EVO')).toHaveTextContent('P0.00');
    expect(screen.getByText('In game wallets').nextSibling).toHaveTextContent('P0.00');
    expect(screen.getByTestId('header-balance')).toHaveTextContent('5370.5');
    expect(gather).toBeDisabled();
    expect(screen.getByText('Everything is already in your main wallet.')).toBeInTheDocument();
  });

  it('says a failed gathering as an alert, with nothing moved on the page', async () => {
    const answers = walletPlatform();
    answers.consolidatedFunds = vi.fn().mockRejectedValue(new PlatformError('network', 'consolidatedFunds', 'offline'));
    renderPage(answers);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Gather all into main wallet' }, { timeout: 5000 }),
    );
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Gather' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link abnormal, please retry.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(walletRow('EVO')).toHaveTextContent('P250.00');
  });

  it('keeps the wallets on screen when a refresh fails, and says so', async () => {
    const answers = walletPlatform();
    const load = answers.merchantWallet as () => unknown;
    answers.merchantWallet = vi
      .fn()
      .mockImplementationOnce(load)
      .mockRejectedValue(new PlatformError('unavailable', 'merchantWallet', 'down'));
    renderPage(answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your wallets could not be brought up to date/);
    expect(walletRow('EVO')).toHaveTextContent('P250.00');
  });

  it('shows a single-wallet brand its one wallet and says kindly why there is nothing to move', async () => {
    renderPage(walletPlatform([{ wallet: 'MAIN', name: 'Main wallet', balance: 5000 }], true));
    expect(await screen.findByText('One wallet for everything', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('P5,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gather all into main wallet' })).not.toBeInTheDocument();
  });

  it('offers a retry when the wallets cannot be loaded', async () => {
    const answers = walletPlatform();
    const load = answers.merchantWallet as () => unknown;
    answers.merchantWallet = vi
      .fn()
      .mockRejectedValueOnce(new PlatformError('network', 'merchantWallet', 'offline'))
      .mockImplementation(load);
    renderPage(answers);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Your wallets could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await transferForm()).toBeTruthy();
  });
});
