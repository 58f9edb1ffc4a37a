import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../core/session.ts';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { card, refusal, renderAccountPage } from './test-support.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

async function openForm() {
  const password = card('Login password');
  await userEvent.click(password.getByRole('button', { name: 'Change password' }));
  return password;
}

async function fill(password: ReturnType<typeof card>, values: [string, string, string]) {
  const [old, next, confirm] = values;
  if (old) await userEvent.type(password.getByLabelText(/^Current password/), old);
  if (next) await userEvent.type(password.getByLabelText(/^New password/), next);
  if (confirm) await userEvent.type(password.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(password.getByRole('button', { name: 'Change password' }));
}

const changeCalls = () => platform.call.mock.calls.filter(([endpoint]) => endpoint.name === 'changePassword');

describe('the login password card', () => {
  it('shows when the password last changed, and opens its form with focus in the first field', async () => {
    await renderAccountPage(platform);
    const password = card('Login password');
    expect(password.getByText('Last changed 2025-04-18 09:00:00')).toBeInTheDocument();
    await openForm();
    expect(password.getByLabelText(/^Current password/)).toHaveFocus();
    expect(password.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      '6–20 characters with both letters and digits',
    );
  });

  it('checks every field by the brand’s rule before sending anything', async () => {
    await renderAccountPage(platform);
    const password = await openForm();
    await fill(password, ['', 'short', 'other']);
    expect(password.getByText('Please enter your current password.')).toBeInTheDocument();
    expect(password.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      '6–20 characters with both letters and digits',
    );
    expect(password.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(password.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(password.getByLabelText(/^Current password/)).toHaveFocus();
    expect(changeCalls()).toHaveLength(0);
  });

  it('says nothing of a field left as it started until the form is sent, so Cancel stays put', async () => {
    await renderAccountPage(platform);
    const password = await openForm();
    // Focus starts in the current password; leaving it empty shows no message.
    await userEvent.tab();
    expect(password.queryByText('Please enter your current password.')).toBeNull();
    // A field typed in is checked once it is left.
    await userEvent.type(password.getByLabelText(/^New password/), 'short');
    await userEvent.tab();
    expect(password.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(password.getByRole('button', { name: 'Cancel' }));
    expect(password.queryByRole('form')).toBeNull();
    expect(changeCalls()).toHaveLength(0);
  });

  it('refuses a new password equal to the current one', async () => {
    await renderAccountPage(platform);
    const password = await openForm();
    await fill(password, ['Demo1234', 'Demo1234', 'Demo1234']);
    expect(password.getByText('The new password must differ from the current one.')).toBeInTheDocument();
    expect(changeCalls()).toHaveLength(0);
  });

  it('changes it, says so, puts the new date on the card and returns focus to its button', async () => {
    const changePassword = vi.fn().mockResolvedValue(null);
    await renderAccountPage(platform, { changePassword });
    const password = await openForm();
    await fill(password, ['Demo1234', 'Lucky2025', 'Lucky2025']);

    expect(await password.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'Demo1234',
      newPassword: 'Lucky2025',
      confirmNewPassword: 'Lucky2025',
    });
    expect(password.queryByRole('form')).toBeNull();
    expect(password.getByRole('button', { name: 'Change password' })).toHaveFocus();
    expect(password.queryByText('Last changed 2025-04-18 09:00:00')).toBeNull();
  });

  it('shows a wrong current password at its field, keeping everything typed', async () => {
    await renderAccountPage(platform, {
      changePassword: refusal('invalid-credentials', 'changePassword', 'The current password is incorrect.'),
    });
    const password = await openForm();
    await fill(password, ['Wrong999', 'Lucky2025', 'Lucky2025']);

    const current = password.getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is incorrect.'));
    expect(current).toHaveFocus();
    expect(current).toHaveValue('Wrong999');
    expect(password.getByLabelText(/^New password/)).toHaveValue('Lucky2025');
    // Editing the field clears the platform's word about it.
    await userEvent.type(current, '1');
    expect(current).not.toHaveAccessibleDescription('The current password is incorrect.');
  });

  it('shows the platform’s refusal of the new password at the new password', async () => {
    await renderAccountPage(platform, {
      changePassword: refusal('server', 'changePassword', 'Password is not in the accepted format.'),
    });
    const password = await openForm();
    await fill(password, ['Demo1234', 'Lucky2025', 'Lucky2025']);
    await waitFor(() =>
      expect(password.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        'Password is not in the accepted format.',
      ),
    );
  });

  it('tells a trial account, or a failed connection, in an alert and keeps the form', async () => {
    await renderAccountPage(platform, { changePassword: refusal('real-account-needed', 'changePassword') });
    const password = await openForm();
    await fill(password, ['Demo1234', 'Lucky2025', 'Lucky2025']);
    const refused = await password.findByRole('alert');
    expect(refused).toHaveTextContent('A real account is needed for this. Please log in with your real account.');
    // Sending again cannot help a trial account: no hint to retry.
    expect(refused).not.toHaveTextContent(/try again/);
    expect(password.getByLabelText(/^Current password/)).toHaveValue('Demo1234');

    platform.call.mockImplementation(async (endpoint) => {
      if (endpoint.name === 'changePassword') throw refusal('network', 'changePassword');
      throw new Error(`unexpected ${endpoint.name}`);
    });
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    const alert = await password.findByRole('alert');
    expect(alert).toHaveTextContent('Network link abnormal, please retry.');
    // A failed connection also says how to go on: what was typed is still there, to send again.
    expect(alert).toHaveTextContent('Nothing you entered is lost: try again in a moment.');
    expect(password.getByLabelText(/^New password/)).toHaveValue('Lucky2025');
    expect(screen.queryByText(/Your password has been changed/)).toBeNull();
  });
});
