import { randomInt } from 'node:crypto';
import { Refusal } from '../envelope.ts';
import { TEST_SMS_CODE, type SandboxSettings } from '../settings.ts';

/** 'login' codes (before login) serve SMS login and phone recovery; 'register' codes serve registration. */
export type SmsPurpose = 'login' | 'register';

export interface SmsTarget {
  merchant: string;
  dialingCode: string;
  mobile: string;
}

/** Spec §9: one request a second; after too many, 5 minutes locked. */
export const SMS_MIN_INTERVAL_MS = 1_000;
export const SMS_WINDOW_MS = 5 * 60_000;
export const SMS_MAX_PER_WINDOW = 5;
export const SMS_LOCK_MS = 5 * 60_000;
/** The code stays valid this long; the site's countdown is `expiredMinutes` (spec §4). */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_EXPIRED_MINUTES = 1;
const MAX_WRONG_ATTEMPTS = 5;

interface IssuedCode {
  code: string;
  expiresAt: number;
  wrongAttempts: number;
}

interface NumberState {
  sentAt: number[];
  lockedUntil: number;
}

/** Sends (logs) verification codes and checks them; in test mode every code is TEST_SMS_CODE. */
export class SmsService {
  readonly #codes = new Map<string, IssuedCode>();
  readonly #numbers = new Map<string, NumberState>();
  readonly #outbox: { to: string; purpose: SmsPurpose; code: string; at: number }[] = [];

  constructor(private readonly settings: SandboxSettings) {}

  send(target: SmsTarget, purpose: SmsPurpose): { expiredMinutes: number } {
    const now = this.settings.now();
    const numberKey = `${target.merchant}/${target.dialingCode}/${target.mobile}`;
    const state = this.#numbers.get(numberKey) ?? { sentAt: [], lockedUntil: 0 };
    this.#numbers.set(numberKey, state);
    if (now < state.lockedUntil) throw new Refusal('TOO_MANY_REQUESTS', 'sms_locked', { status: 429 });
    const last = state.sentAt[state.sentAt.length - 1];
    if (last !== undefined && now - last < SMS_MIN_INTERVAL_MS) {
      throw new Refusal('TOO_MANY_REQUESTS', 'sms_too_fast', { status: 429 });
    }
    state.sentAt = state.sentAt.filter((at) => now - at < SMS_WINDOW_MS);
    if (state.sentAt.length >= SMS_MAX_PER_WINDOW) {
      state.lockedUntil = now + SMS_LOCK_MS;
      state.sentAt = [];
      throw new Refusal('TOO_MANY_REQUESTS', 'sms_locked', { status: 429 });
    }
    state.sentAt.push(now);

    const code = this.settings.testMode ? TEST_SMS_CODE : String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.#codes.set(`${numberKey}/${purpose}`, { code, expiresAt: now + SMS_CODE_TTL_MS, wrongAttempts: 0 });
    const to = `+${target.dialingCode} ${target.mobile}`;
    this.#outbox.push({ to, purpose, code, at: now });
    if (this.#outbox.length > 50) this.#outbox.shift();
    this.settings.log(`SMS to ${to} (${target.merchant}, ${purpose}): your code is ${code}`);
    return { expiredMinutes: SMS_EXPIRED_MINUTES };
  }

  /** Checks and uses up a code; throws the refusal the platform gives for a wrong or stale one. */
  verify(target: SmsTarget, purpose: SmsPurpose, code: string | undefined) {
    const key = `${target.merchant}/${target.dialingCode}/${target.mobile}/${purpose}`;
    const issued = this.#codes.get(key);
    if (!code || !issued) throw new Refusal('INVALID_VERIFICATION_CODE', 'code_invalid');
    if (this.settings.now() > issued.expiresAt) {
      this.#codes.delete(key);
      throw new Refusal('VERIFICATION_CODE_EXPIRED', 'code_expired');
    }
    if (issued.code !== code.trim()) {
      issued.wrongAttempts++;
      if (issued.wrongAttempts >= MAX_WRONG_ATTEMPTS) this.#codes.delete(key);
      throw new Refusal('INVALID_VERIFICATION_CODE', 'code_invalid');
    }
    this.#codes.delete(key);
  }

  /** The last messages sent, newest first (for the admin call and tests). */
  outbox() {
    return [...this.#outbox].reverse();
  }
}
