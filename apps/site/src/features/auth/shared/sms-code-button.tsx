/**
 * SmsCodeButton — asks for an SMS verification code, then counts down until another may be asked.
 *
 *   <SmsCodeButton
 *     validate={() => form.trigger('mobileNum')}
 *     request={() => callPlatform('system', 'registerSms', { mobileNo, countryDialingCode })}
 *   />
 *
 * Props: `request` (resolves with the platform's `{ expiredMinutes }`), optional `validate` (the
 * mobile number is checked first; false stops), `channel` ('sms' default, or 'firebase': always
 * one minute), `onSent`, `onRequestError`, `label`, and Button's look (`variant`, `size`,
 * `className`, `disabled`). Presses less than a second apart are ignored (spec §9). After a code is
 * sent the button is disabled and shows the seconds left of expiredMinutes (default 1) × 60, then
 * re-enables. A failed request (success false or an error) opens a warning dialog with the server's
 * message, unless `onRequestError` shows it elsewhere (at the field it is about) and returns true.
 */
import type { ButtonProps } from '@lobbykit/ui/button';
import { CountdownButton } from '@lobbykit/ui/countdown-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionErrorDialog } from './action-error-dialog.tsx';
import { smsWaitMinutes, type SmsChannel } from './sms-countdown.ts';
import { createThrottle } from './throttle.ts';

export const SMS_REQUEST_INTERVAL_MS = 1000;

export type SmsCodeButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className' | 'disabled' | 'id'> & {
  request: () => Promise<{ expiredMinutes?: number }>;
  validate?: () => Promise<boolean> | boolean;
  channel?: SmsChannel;
  /** After a code went out, e.g. to move focus to the code field. */
  onSent?: () => void;
  /** A failed request: true when the caller has shown it (e.g. "number taken" at the number field). */
  onRequestError?: (error: unknown) => boolean;
  label?: string;
};

export function SmsCodeButton({
  request,
  validate,
  channel = 'sms',
  onSent,
  onRequestError,
  label,
  variant = 'outline',
  ...buttonProps
}: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const [allowRequest] = useState(() => createThrottle(SMS_REQUEST_INTERVAL_MS));
  const [wait, setWait] = useState({ minutes: 1, running: false });
  const [error, setError] = useState<unknown>(null);

  async function send(): Promise<false> {
    // Only presses that would send count towards the one-second limit: a press refused for a
    // missing number must not swallow the next one made right after typing it.
    if (validate && !(await validate())) return false;
    if (!allowRequest()) return false;
    try {
      const sent = await request();
      setWait({ minutes: smsWaitMinutes(channel, sent.expiredMinutes), running: true });
      onSent?.();
    } catch (failure) {
      if (!onRequestError?.(failure)) setError(failure);
    }
    // The countdown starts through `running`, so it uses the minutes the platform just gave.
    return false;
  }

  return (
    <>
      <CountdownButton
        variant={variant}
        expiredMinutes={wait.minutes}
        running={wait.running}
        onClick={send}
        onCountdownEnd={() => setWait((current) => ({ ...current, running: false }))}
        countdownLabel={(seconds) => t('sms.resend_in', { count: seconds })}
        {...buttonProps}
      >
        {label ?? t('sms.send')}
      </CountdownButton>
      <ActionErrorDialog error={error} onClose={() => setError(null)} title={t('sms.failed_title')} />
    </>
  );
}
