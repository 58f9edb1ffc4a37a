import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { bank, demoAnswers, jadePayeeRule, statusWithPayeeRule } from './test-support.ts';
import WithdrawalPage from './withdrawal-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

describe('adding a payout account', { timeout: 20_000 }, () => {
  it('follows the brand’s payee rule (JADE: two words), shown as the member types', async () => {
    const added = {
      ...bank,
      accountId: 30,
      channel: 'gcash',
      type: 'e-wallet',
      accountNumber: '*******9876',
      payeeName: 'Maria Santos',
    };
    const addPayoutAccount = vi.fn().mockResolvedValue(added);
    platform.call.mockImplementation(
      fakePlatformCall({ ...demoAnswers, systemStatus: statusWithPayeeRule(jadePayeeRule), addPayoutAccount }),
    );
    startSession({ token: 'member-token', username: 'demo', accountType: 0 });
    renderWithSwr(<WithdrawalPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add a payout account' }, { timeout: 5000 }));
    const form = within(await screen.findByRole('form', { name: 'Add a payout account' }));
    const payee = form.getByLabelText(/^Payee name/);
    const rule = 'Your full name, two words separated by a space, 3-40 characters.';
    expect(payee).toHaveAccessibleDescription(rule);
    await userEvent.type(form.getByLabelText(/^Account number/), '0917-123 9876');
    await userEvent.type(payee, 'Maria');
    await userEvent.click(form.getByRole('button', { name: 'Add account' }));
    expect(payee).toHaveAccessibleDescription(rule);
    expect(payee).toHaveAttribute('aria-invalid', 'true');
    expect(addPayoutAccount).not.toHaveBeenCalled();

    await userEvent.type(payee, ' Santos ');
    expect(payee).not.toHaveAttribute('aria-invalid');
    await userEvent.click(form.getByRole('combobox', { name: /^Bank or e-wallet/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'GCash' }));
    await userEvent.click(form.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('GCash •••• 9876 was added.')).toBeInTheDocument();
    expect(addPayoutAccount).toHaveBeenCalledWith({
      channel: 'gcash',
      accountNumber: '09171239876',
      payeeName: 'Maria Santos',
    });
  });
});
