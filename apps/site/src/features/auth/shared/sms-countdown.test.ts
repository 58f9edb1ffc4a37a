import { describe, expect, it } from 'vitest';
import { smsWaitMinutes } from './sms-countdown.ts';

describe('smsWaitMinutes', () => {
  it('waits the minutes the platform gives', () => {
    expect(smsWaitMinutes('sms', 3)).toBe(3);
    expect(smsWaitMinutes('sms', 0.5)).toBe(0.5);
  });

  it('defaults to one minute when the platform gives none or nonsense', () => {
    expect(smsWaitMinutes('sms', undefined)).toBe(1);
    expect(smsWaitMinutes('sms', 0)).toBe(1);
    expect(smsWaitMinutes('sms', -2)).toBe(1);
    expect(smsWaitMinutes('sms', Number.NaN)).toBe(1);
  });

  it('always waits one minute for the firebase channel', () => {
    expect(smsWaitMinutes('firebase', 5)).toBe(1);
    expect(smsWaitMinutes('firebase', undefined)).toBe(1);
  });
});
