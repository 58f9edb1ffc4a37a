import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { balanceMaskStore, setBalanceMasked } from './balance-mask.ts';
import { WalletBalance } from './wallet-balance.tsx';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

const call = platform.call;

beforeAll(() => setUpTestI18n());
beforeEach(() => {
  startSession({ token: 'token-1', username: 'demo', accountType: 0 });
  setBalanceMasked(false);
});
afterEach(() => {
  endSession();
  call.mockReset();
  localStorage.clear();
});

describe('WalletBalance', () => {
  it('shows the wallet total with the peso placeholder and masks it as *** with the eye', async () => {
    call.mockResolvedValue({ sumBalance: 5120.5 });
    renderWithSwr(<WalletBalance />);
    const group = await screen.findByRole('group', { name: 'Wallet balance' });
    await waitFor(() => expect(group).toHaveTextContent('P5,120.50'));

    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(group).toHaveTextContent('P***');
    expect(group).not.toHaveTextContent('5,120.50');
    expect(balanceMaskStore.get()).toBe(true);
    expect(localStorage.getItem('balanceMasked')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(group).toHaveTextContent('P5,120.50');
  });

  it('asks the platform again on refresh and shows the new total', async () => {
    call.mockResolvedValueOnce({ sumBalance: 100 }).mockResolvedValueOnce({ sumBalance: 250, currency: 'USD' });
    renderWithSwr(<WalletBalance />);
    const group = await screen.findByRole('group', { name: 'Wallet balance' });
    await waitFor(() => expect(group).toHaveTextContent('P100.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(group).toHaveTextContent('$250.00'));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('says when the balance cannot load and retries', async () => {
    call.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ sumBalance: 42 });
    renderWithSwr(<WalletBalance />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Balance unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const group = await screen.findByRole('group', { name: 'Wallet balance' });
    await waitFor(() => expect(group).toHaveTextContent('P42.00'));
  });
});
