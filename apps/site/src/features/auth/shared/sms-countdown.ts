/** SMS codes sent through Firebase always wait one minute (spec §4). */
const FIREBASE_WAIT_MINUTES = 1;
const DEFAULT_WAIT_MINUTES = 1;

export type SmsChannel = 'sms' | 'firebase';

/** How many minutes the send button waits after a code went out: expiredMinutes, default 1. */
export function smsWaitMinutes(channel: SmsChannel, expiredMinutes: number | undefined): number {
  if (channel === 'firebase') return FIREBASE_WAIT_MINUTES;
  return expiredMinutes !== undefined && Number.isFinite(expiredMinutes) && expiredMinutes > 0
    ? expiredMinutes
    : DEFAULT_WAIT_MINUTES;
}
