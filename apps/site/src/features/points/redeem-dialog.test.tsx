import { PlatformError } from '@lobbykit/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakePlatform, fakePlatformCall } from '../../core/testing/fake-platform.ts';
import { renderScreen } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import { RedeemDialog } from './redeem-dialog.tsx';

const platform = installFakePlatform();

const reward = {
  id: 7,
  name: '50 free spins',
  imageUrl: '/rewards/7.svg',
  pointsRequired: 2_000,
  amountRequired: 0,
  redeemAmount: 50,
  stock: 300,
};

function answer(redeemPointReward: unknown) {
  platform.call.mockImplementation(fakePlatformCall({ redeemPointReward }));
}

function renderDialog(onClose = vi.fn()) {
  renderScreen(<RedeemDialog reward={reward} points={12_500} onClose={onClose} />);
  return screen.getByRole('dialog', { name: 'Redeem 50 free spins' });
}

beforeAll(() => setUpTestI18n());
afterEach(() => platform.call.mockReset());

describe('RedeemDialog', () => {
  it('asks for the password and a quantity within the member’s points before calling the platform', async () => {
    answer({ referenceNo: 'RP1', points: 10_500 });
    const dialog = renderDialog();
    expect(within(dialog).getByText('You can redeem up to 6.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Quantity/));
    await userEvent.type(within(dialog).getByLabelText(/Quantity/), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));

    expect(within(dialog).getByText('Enter a whole number from 1 to 6.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your login password.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Login password/)).toHaveAttribute('aria-invalid', 'true');
    expect(platform.call).not.toHaveBeenCalled();
  });

  it('sends the reward, quantity and password, then shows the reference and the points left', async () => {
    answer({ referenceNo: 'RPAU123', points: 8_500 });
    const dialog = renderDialog();
    await userEvent.clear(within(dialog).getByLabelText(/Quantity/));
    await userEvent.type(within(dialog).getByLabelText(/Quantity/), '2');
    await userEvent.type(within(dialog).getByLabelText(/Login password/), 'Demo1234');
    expect(within(dialog).getByText('4,000 pts')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));

    expect(await within(dialog).findByText('Reward redeemed')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference: RPAU123')).toBeInTheDocument();
    expect(within(dialog).getByText('50 free spins is on its way. You have 8,500 points left.')).toBeInTheDocument();
    expect(platform.call.mock.calls[0]?.[1]).toEqual({ rewardId: 7, quantity: 2, password: 'Demo1234' });
  });

  it('reports a failed password check at the field and keeps what was typed', async () => {
    answer(
      new PlatformError('invalid-credentials', 'redeemPointReward', 'refused', {
        serverMessage: 'Password check failed.',
      }),
    );
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/Login password/), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));

    expect(await within(dialog).findByText('Password check failed.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Login password/)).toHaveValue('wrong-one');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tells any other failure in a warning, and the form stays open to try again', async () => {
    answer(
      new PlatformError('operation-not-allowed', 'redeemPointReward', 'refused', {
        serverMessage: 'Not enough points.',
      }),
    );
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/Login password/), 'Demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));

    const warning = await screen.findByRole('alertdialog', { name: 'The reward could not be redeemed' });
    expect(within(warning).getByText('Not enough points.')).toBeInTheDocument();
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Login password/)).toHaveValue('Demo1234');
  });
});
