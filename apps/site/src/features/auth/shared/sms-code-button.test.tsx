import { PlatformError } from '@lobbykit/platform';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

beforeAll(setUpTestI18n);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the click handler's promises settle. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function press(button: HTMLElement) {
  fireEvent.click(button);
  await flush();
}

describe('SmsCodeButton', () => {
  it('sends, then counts down expiredMinutes × 60 seconds and re-enables', async () => {
    const request = vi.fn().mockResolvedValue({ expiredMinutes: 2 });
    const onSent = vi.fn();
    render(<SmsCodeButton request={request} onSent={onSent} />);

    await press(screen.getByRole('button', { name: 'Get code' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledTimes(1);
    const counting = screen.getByRole('button', { name: 'Resend in 120 s' });
    expect(counting).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 119 s' })).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(119_000);
    });
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('counts down one minute when the platform gives no expiry, and always for firebase', async () => {
    const { unmount } = render(<SmsCodeButton request={() => Promise.resolve({})} />);
    await press(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    unmount();

    render(<SmsCodeButton channel="firebase" request={() => Promise.resolve({ expiredMinutes: 5 })} />);
    await press(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });

  it('checks the mobile number first and sends nothing when it is wrong', async () => {
    const request = vi.fn().mockResolvedValue({});
    render(<SmsCodeButton request={request} validate={() => false} />);
    await press(screen.getByRole('button', { name: 'Get code' }));
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('ignores presses less than a second apart', async () => {
    // A request that fails leaves the button enabled, so a second press can follow at once.
    const request = vi.fn().mockRejectedValue(new Error('network'));
    render(<SmsCodeButton request={request} />);
    const button = screen.getByRole('button', { name: 'Get code' });
    await press(button);
    await press(button);
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await press(button);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does not count a press refused for a wrong number towards that second', async () => {
    const request = vi.fn().mockResolvedValue({});
    const validate = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    render(<SmsCodeButton request={request} validate={validate} />);
    const button = screen.getByRole('button', { name: 'Get code' });
    await press(button);
    expect(request).not.toHaveBeenCalled();
    // The number is corrected and the button pressed again straight away.
    await press(button);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message in a warning dialog when the request fails", async () => {
    const request = vi.fn().mockRejectedValue(
      new PlatformError('too-many-requests', 'smsLoginCode', 'refused', {
        serverMessage: 'Too many requests, retry after 5 minutes.',
      }),
    );
    render(<SmsCodeButton request={request} />);
    await press(screen.getByRole('button', { name: 'Get code' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Code not sent' });
    expect(dialog).toHaveTextContent('Too many requests, retry after 5 minutes.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await flush();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // No countdown after a failure: the player can try again (after the one-second throttle).
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('leaves a failure the caller shows elsewhere out of the dialog, and any other in it', async () => {
    const taken = new PlatformError('server', 'bindMobileCode', 'refused', {
      serverMessage: 'This phone number is already registered.',
    });
    const request = vi.fn().mockRejectedValueOnce(taken).mockRejectedValueOnce(new Error('network'));
    const onRequestError = vi.fn((error: unknown) => error === taken);
    render(<SmsCodeButton request={request} onRequestError={onRequestError} />);
    await press(screen.getByRole('button', { name: 'Get code' }));
    expect(onRequestError).toHaveBeenCalledWith(taken);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await press(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('alertdialog', { name: 'Code not sent' })).toBeInTheDocument();
  });
});
