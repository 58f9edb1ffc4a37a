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

const noMobile = {
  securityOverview: { ...overview, mobileNum: null, countryDialingCode: null, mobileVerified: false },
};

async function openForm(buttonName: string) {
  const mobile = card('Mobile number');
  await userEvent.click(mobile.getByRole('button', { name: buttonName }));
  return mobile;
}

const number = (mobile: ReturnType<typeof card>) => mobile.getByRole('textbox', { name: /^Mobile number/ });
const code = (mobile: ReturnType<typeof card>) => mobile.getByRole('textbox', { name: /^SMS code/ });

describe('the mobile number card', () => {
  it('shows the bound number, masked, and that it is verified', async () => {
    await renderAccountPage(platform);
    const mobile = card('Mobile number');
    expect(mobile.getByText('+63 917****567')).toBeInTheDocument();
    expect(mobile.getByText('Verified')).toBeInTheDocument();
    expect(mobile.getByRole('button', { name: 'Change number' })).toBeInTheDocument();
  });

  it('offers to verify a number bound without a code', async () => {
    await renderAccountPage(platform, { securityOverview: { ...overview, mobileVerified: false } });
    const mobile = card('Mobile number');
    expect(mobile.getByText('Not verified')).toBeInTheDocument();
    expect(mobile.getByRole('button', { name: 'Verify number' })).toBeInTheDocument();
  });

  it('checks the number by the brand’s rule before a code is asked for or the form sent', async () => {
    const bindMobileCode = vi.fn().mockResolvedValue({ expiredMinutes: 5 });
    await renderAccountPage(platform, { ...noMobile, bindMobileCode });
    const mobile = await openForm('Bind number');
    expect(mobile.getByText('No mobile number is bound yet.')).toBeInTheDocument();
    expect(number(mobile)).toHaveFocus();

    await userEvent.click(mobile.getByRole('button', { name: 'Get code' }));
    expect(number(mobile)).toHaveAccessibleDescription('Please enter your mobile number.');
    await userEvent.type(number(mobile), '91712');
    await userEvent.click(mobile.getByRole('button', { name: 'Get code' }));
    expect(number(mobile)).toHaveAccessibleDescription(
      'Invalid phone number format. Please enter a valid phone number.',
    );
    expect(bindMobileCode).not.toHaveBeenCalled();

    await userEvent.click(mobile.getByRole('button', { name: 'Bind number' }));
    expect(code(mobile)).toHaveAccessibleDescription('Please enter the verification code.');
  });

  it('binds in two steps: the code, counted down, then the number; the card shows the new one', async () => {
    const bindMobileCode = vi.fn().mockResolvedValue({ expiredMinutes: 2 });
    const bindMobile = vi
      .fn()
      .mockResolvedValue({ mobileNum: '918****321', countryDialingCode: '63', mobileVerified: true });
    await renderAccountPage(platform, { ...noMobile, bindMobileCode, bindMobile });
    const mobile = await openForm('Bind number');
    await userEvent.type(number(mobile), '9181234321');
    await userEvent.click(mobile.getByRole('button', { name: 'Get code' }));

    expect(bindMobileCode).toHaveBeenCalledWith({ mobileNum: '9181234321', countryDialingCode: '63' });
    // Spec §4: expiredMinutes × 60 seconds before another code may be asked for.
    expect(await mobile.findByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    expect(code(mobile)).toHaveFocus();
    await userEvent.type(code(mobile), '246810{Enter}');

    expect(await mobile.findByText('Your mobile number is bound and verified.')).toBeInTheDocument();
    expect(bindMobile).toHaveBeenCalledWith({
      mobileNum: '9181234321',
      countryDialingCode: '63',
      verificationCode: '246810',
    });
    expect(mobile.getByText('+63 918****321')).toBeInTheDocument();
    expect(mobile.getByText('Verified')).toBeInTheDocument();
  });

  it('shows a number taken by another member at the number when the code is asked for', async () => {
    await renderAccountPage(platform, {
      ...noMobile,
      bindMobileCode: refusal('server', 'bindMobileCode', 'This phone number is already registered.'),
    });
    const mobile = await openForm('Bind number');
    await userEvent.type(number(mobile), '9171234567');
    await userEvent.click(mobile.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(number(mobile)).toHaveAccessibleDescription('This phone number is already registered.'));
    expect(number(mobile)).toHaveValue('9171234567');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mobile.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('tells too many requests in the code dialog', async () => {
    await renderAccountPage(platform, {
      ...noMobile,
      bindMobileCode: refusal('too-many-requests', 'bindMobileCode', 'Too many requests, retry after 5 minutes.'),
    });
    const mobile = await openForm('Bind number');
    await userEvent.type(number(mobile), '9181234321');
    await userEvent.click(mobile.getByRole('button', { name: 'Get code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Code not sent' });
    expect(within(dialog).getByText('Too many requests, retry after 5 minutes.')).toBeInTheDocument();
  });

  it('shows a wrong or expired code at the code, and a number taken meanwhile at the number', async () => {
    const bindMobile = vi.fn();
    await renderAccountPage(platform, { ...noMobile, bindMobileCode: { expiredMinutes: 5 }, bindMobile });
    const mobile = await openForm('Bind number');
    await userEvent.type(number(mobile), '9181234321');
    await userEvent.click(mobile.getByRole('button', { name: 'Get code' }));
    await userEvent.type(code(mobile), '111111');

    bindMobile.mockRejectedValueOnce(
      refusal('invalid-verification-code', 'bindMobile', 'Invalid or missing verification code.'),
    );
    await userEvent.click(mobile.getByRole('button', { name: 'Bind number' }));
    await waitFor(() => expect(code(mobile)).toHaveAccessibleDescription('Invalid or missing verification code.'));
    expect(code(mobile)).toHaveFocus();

    bindMobile.mockRejectedValueOnce(refusal('verification-code-expired', 'bindMobile'));
    await userEvent.click(mobile.getByRole('button', { name: 'Bind number' }));
    await waitFor(() =>
      expect(code(mobile)).toHaveAccessibleDescription('The verification code has expired, please request a new one.'),
    );

    bindMobile.mockRejectedValueOnce(refusal('server', 'bindMobile', 'This phone number is already registered.'));
    await userEvent.click(mobile.getByRole('button', { name: 'Bind number' }));
    await waitFor(() => expect(number(mobile)).toHaveAccessibleDescription('This phone number is already registered.'));
    expect(code(mobile)).toHaveValue('111111');
  });

  it('tells a trial account it needs a real one', async () => {
    await renderAccountPage(platform, {
      ...noMobile,
      bindMobileCode: { expiredMinutes: 5 },
      bindMobile: refusal('real-account-needed', 'bindMobile'),
    });
    const mobile = await openForm('Bind number');
    await userEvent.type(number(mobile), '9181234321');
    await userEvent.click(mobile.getByRole('button', { name: 'Get code' }));
    await userEvent.type(code(mobile), '246810');
    await userEvent.click(mobile.getByRole('button', { name: 'Bind number' }));
    expect(await mobile.findByRole('alert')).toHaveTextContent(/A real account is needed for this/);
  });
});
