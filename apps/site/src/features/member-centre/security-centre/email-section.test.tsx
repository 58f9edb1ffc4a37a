import { screen, waitFor, within } from '@testing-library/react';
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

const unverified = { securityOverview: { ...overview, email: 'nopaypass@aurora.example', emailVerified: false } };
const address = (email: ReturnType<typeof card>) => email.getByRole('textbox', { name: /^E-mail address/ });
const code = (email: ReturnType<typeof card>) => email.getByRole('textbox', { name: /^E-mail code/ });

describe('the e-mail address card', () => {
  it('shows the address on file and whether it is verified', async () => {
    await renderAccountPage(platform);
    const email = card('E-mail address');
    expect(email.getByText('demo@aurora.example')).toBeInTheDocument();
    expect(email.getByText('Verified')).toBeInTheDocument();
    expect(email.getByRole('button', { name: 'Change address' })).toBeInTheDocument();
  });

  it('says when there is none, and checks the address before a code is asked for', async () => {
    const bindEmailCode = vi.fn();
    await renderAccountPage(platform, {
      securityOverview: { ...overview, email: null, emailVerified: false },
      bindEmailCode,
    });
    const email = card('E-mail address');
    expect(email.getByText('No e-mail address yet.')).toBeInTheDocument();
    await userEvent.click(email.getByRole('button', { name: 'Add address' }));
    await userEvent.type(address(email), 'not-an-address');
    await userEvent.click(email.getByRole('button', { name: 'Get code' }));
    expect(address(email)).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(bindEmailCode).not.toHaveBeenCalled();
  });

  it('verifies the address on file: it starts filled in, a code goes to it, the card turns verified', async () => {
    const bindEmailCode = vi.fn().mockResolvedValue({ expiredMinutes: 5 });
    const bindEmail = vi.fn().mockResolvedValue({ email: 'nopaypass@aurora.example', emailVerified: true });
    await renderAccountPage(platform, { ...unverified, bindEmailCode, bindEmail });
    const email = card('E-mail address');
    expect(email.getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(email.getByRole('button', { name: 'Verify address' }));
    expect(address(email)).toHaveValue('nopaypass@aurora.example');

    await userEvent.click(email.getByRole('button', { name: 'Get code' }));
    expect(bindEmailCode).toHaveBeenCalledWith({ email: 'nopaypass@aurora.example' });
    expect(await email.findByRole('button', { name: 'Resend in 300 s' })).toBeDisabled();
    await userEvent.type(code(email), '246810');
    await userEvent.click(email.getByRole('button', { name: 'Bind address' }));

    expect(await email.findByText('Your e-mail address is bound and verified.')).toBeInTheDocument();
    expect(bindEmail).toHaveBeenCalledWith({ email: 'nopaypass@aurora.example', verificationCode: '246810' });
    expect(email.getByText('Verified')).toBeInTheDocument();
  });

  it('shows an address verified by another member at the address, and a wrong code at the code', async () => {
    const bindEmailCode = vi
      .fn()
      .mockRejectedValueOnce(
        refusal('server', 'bindEmailCode', 'This e-mail address is already verified on another account.'),
      )
      .mockResolvedValue({ expiredMinutes: 5 });
    const bindEmail = vi
      .fn()
      .mockRejectedValue(refusal('invalid-verification-code', 'bindEmail', 'Invalid or missing verification code.'));
    await renderAccountPage(platform, { bindEmailCode, bindEmail });
    const email = card('E-mail address');
    await userEvent.click(email.getByRole('button', { name: 'Change address' }));
    await userEvent.type(address(email), 'player01@aurora.example');
    await userEvent.click(email.getByRole('button', { name: 'Get code' }));
    await waitFor(() =>
      expect(address(email)).toHaveAccessibleDescription('This e-mail address is already verified on another account.'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.clear(address(email));
    await userEvent.type(address(email), 'new@aurora.example');
    expect(address(email)).not.toHaveAccessibleDescription(/already verified/);
    // The one-second limit between two requests (spec §9).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(email.getByRole('button', { name: 'Get code' }));
    await userEvent.type(code(email), '000000{Enter}');
    await waitFor(() => expect(code(email)).toHaveAccessibleDescription('Invalid or missing verification code.'));
    expect(address(email)).toHaveValue('new@aurora.example');
  });

  it('tells too many requests in the code dialog', async () => {
    await renderAccountPage(platform, {
      bindEmailCode: refusal('too-many-requests', 'bindEmailCode', 'Too many requests, retry after 5 minutes.'),
    });
    const email = card('E-mail address');
    await userEvent.click(email.getByRole('button', { name: 'Change address' }));
    await userEvent.type(address(email), 'new@aurora.example');
    await userEvent.click(email.getByRole('button', { name: 'Get code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Code not sent' });
    expect(within(dialog).getByText('Too many requests, retry after 5 minutes.')).toBeInTheDocument();
  });
});
