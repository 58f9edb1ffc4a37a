import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../core/session.ts';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { card, overview, refusal, renderAccountPage } from './test-support.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const noPaymentPassword = { securityOverview: { ...overview, hasPaymentPassword: false } };

async function fill(
  payment: ReturnType<typeof card>,
  proofLabel: RegExp,
  values: [string, string, string],
  submit: string,
) {
  const [proof, next, confirm] = values;
  if (proof) await userEvent.type(payment.getByLabelText(proofLabel), proof);
  if (next) await userEvent.type(payment.getByLabelText(/^New withdrawal password/), next);
  if (confirm) await userEvent.type(payment.getByLabelText(/^Confirm new withdrawal password/), confirm);
  await userEvent.click(payment.getByRole('button', { name: submit }));
}

describe('the withdrawal password card, with none set yet', () => {
  it('says none is set and asks for the login password to set one', async () => {
    await renderAccountPage(platform, noPaymentPassword);
    const payment = card('Withdrawal password');
    expect(payment.getByText('Not set')).toBeInTheDocument();
    await userEvent.click(payment.getByRole('button', { name: 'Set withdrawal password' }));
    expect(payment.getByLabelText(/^Login password/)).toHaveAttribute('autocomplete', 'current-password');
    for (const label of [/^New withdrawal password/, /^Confirm new withdrawal password/]) {
      const input = payment.getByLabelText(label);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', 'off');
    }
  });

  it('checks six digits typed twice before sending', async () => {
    await renderAccountPage(platform, noPaymentPassword);
    const payment = card('Withdrawal password');
    await userEvent.click(payment.getByRole('button', { name: 'Set withdrawal password' }));
    await fill(payment, /^Login password/, ['', '12a45', '12a46'], 'Set withdrawal password');
    expect(payment.getByText('Please enter your login password.')).toBeInTheDocument();
    expect(payment.getByText('A withdrawal password is exactly 6 digits (0–9).')).toBeInTheDocument();
    expect(payment.getByText('The withdrawal passwords do not match.')).toBeInTheDocument();
    expect(platform.call.mock.calls.some(([endpoint]) => endpoint.name === 'setPaymentPassword')).toBe(false);
  });

  it('sets it, and the card turns to changing it', async () => {
    const setPaymentPassword = vi.fn().mockResolvedValue({ hasPaymentPassword: true });
    await renderAccountPage(platform, { ...noPaymentPassword, setPaymentPassword });
    const payment = card('Withdrawal password');
    await userEvent.click(payment.getByRole('button', { name: 'Set withdrawal password' }));
    await fill(payment, /^Login password/, ['Demo1234', '024680', '024680'], 'Set withdrawal password');

    expect(await payment.findByText('Your withdrawal password is set.')).toBeInTheDocument();
    expect(setPaymentPassword).toHaveBeenCalledWith({
      password: 'Demo1234',
      newPaymentPassword: '024680',
      confirmNewPaymentPassword: '024680',
    });
    expect(payment.getByText('Set')).toBeInTheDocument();
    expect(payment.getByRole('button', { name: 'Change withdrawal password' })).toHaveFocus();
  });

  it('shows a wrong login password at the login password', async () => {
    await renderAccountPage(platform, {
      ...noPaymentPassword,
      setPaymentPassword: refusal('invalid-credentials', 'setPaymentPassword', 'The login password is incorrect.'),
    });
    const payment = card('Withdrawal password');
    await userEvent.click(payment.getByRole('button', { name: 'Set withdrawal password' }));
    await fill(payment, /^Login password/, ['Wrong999', '024680', '024680'], 'Set withdrawal password');
    const login = payment.getByLabelText(/^Login password/);
    await waitFor(() => expect(login).toHaveAccessibleDescription('The login password is incorrect.'));
    expect(login).toHaveValue('Wrong999');
    expect(payment.getByLabelText(/^New withdrawal password/)).toHaveValue('024680');
  });

  it('already set elsewhere: says so, reads the account again and turns to changing it', async () => {
    let set = false;
    await renderAccountPage(platform, {
      securityOverview: () => ({ ...overview, hasPaymentPassword: set }),
      setPaymentPassword: () => {
        set = true;
        throw refusal(
          'operation-not-allowed',
          'setPaymentPassword',
          'A payment password is already set: change it with the current one.',
        );
      },
    });
    const payment = card('Withdrawal password');
    await userEvent.click(payment.getByRole('button', { name: 'Set withdrawal password' }));
    await fill(payment, /^Login password/, ['Demo1234', '024680', '024680'], 'Set withdrawal password');

    const current = await payment.findByLabelText(/^Current withdrawal password/);
    expect(current).toHaveValue('');
    expect(current).toHaveAccessibleDescription('Please enter your current withdrawal password.');
    expect(payment.getByLabelText(/^New withdrawal password/)).toHaveValue('024680');
    expect(payment.getByText(/A payment password is already set/).closest('[role="alert"]')).toHaveAttribute(
      'data-slot',
      'form-alert',
    );
  });

  it('tells a trial account it needs a real one', async () => {
    await renderAccountPage(platform, {
      ...noPaymentPassword,
      setPaymentPassword: refusal('real-account-needed', 'setPaymentPassword'),
    });
    const payment = card('Withdrawal password');
    await userEvent.click(payment.getByRole('button', { name: 'Set withdrawal password' }));
    await fill(payment, /^Login password/, ['Demo1234', '024680', '024680'], 'Set withdrawal password');
    expect(await payment.findByRole('alert')).toHaveTextContent('A real account is needed for this.');
  });
});

describe('the withdrawal password card, with one set', () => {
  it('changes it with the current one', async () => {
    const changePaymentPassword = vi.fn().mockResolvedValue({ hasPaymentPassword: true });
    await renderAccountPage(platform, { changePaymentPassword });
    const payment = card('Withdrawal password');
    await userEvent.click(payment.getByRole('button', { name: 'Change withdrawal password' }));
    expect(payment.getByLabelText(/^Current withdrawal password/)).toHaveAttribute('inputmode', 'numeric');
    await fill(payment, /^Current withdrawal password/, ['135790', '024680', '024680'], 'Change withdrawal password');

    expect(await payment.findByText('Your withdrawal password has been changed.')).toBeInTheDocument();
    expect(changePaymentPassword).toHaveBeenCalledWith({
      oldPaymentPassword: '135790',
      newPaymentPassword: '024680',
      confirmNewPaymentPassword: '024680',
    });
  });

  it('shows a wrong current one at its field, and the platform’s refusal of the new one at the new one', async () => {
    await renderAccountPage(platform, {
      changePaymentPassword: refusal(
        'invalid-credentials',
        'changePaymentPassword',
        'The payment password is incorrect.',
      ),
    });
    const payment = card('Withdrawal password');
    await userEvent.click(payment.getByRole('button', { name: 'Change withdrawal password' }));
    await fill(payment, /^Current withdrawal password/, ['111111', '024680', '024680'], 'Change withdrawal password');
    await waitFor(() =>
      expect(payment.getByLabelText(/^Current withdrawal password/)).toHaveAccessibleDescription(
        'The current withdrawal password is incorrect.',
      ),
    );

    platform.call.mockImplementation(async (endpoint) => {
      if (endpoint.name !== 'changePaymentPassword') throw new Error(`unexpected ${endpoint.name}`);
      throw refusal('server', 'changePaymentPassword', 'The new payment password must differ from the current one.');
    });
    await userEvent.click(payment.getByRole('button', { name: 'Change withdrawal password' }));
    await waitFor(() =>
      expect(payment.getByLabelText(/^New withdrawal password/)).toHaveAccessibleDescription(
        'The new payment password must differ from the current one.',
      ),
    );
  });
});
