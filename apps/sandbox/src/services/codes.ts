import { randomInt } from 'node:crypto';
import { Refusal } from '../envelope.ts';
import type { SandboxSettings } from '../settings.ts';

/** Spec §9: one request a second; after too many, 5 minutes locked. */
export const CODE_MIN_INTERVAL_MS = 1_000;
export const CODE_WINDOW_MS = 5 * 60_000;
export const CODE_MAX_PER_WINDOW = 5;
export const CODE_LOCK_MS = 5 * 60_000;
/** The code stays valid this long; the site's countdown is `expiredMinutes` (spec §4). */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_EXPIRED_MINUTES = 1;
const MAX_WRONG_ATTEMPTS = 5;

/** Where a code goes: a mobile number or an e-mail address of one brand. */
export interface CodeAddress {
  merchant: string;
  /** The address as printed and listed: `+63 9171234567`, `demo@aurora.example`. */
  to: string;
  /** The member a binding code is for: no one else's call can use it. */
  holder?: number;
}

interface IssuedCode {
  code: string;
  expiresAt: number;
  wrongAttempts: number;
}

interface AddressState {
  sentAt: number[];
  lockedUntil: number;
}

/** The last few things sent, newest first (for the admin calls and tests). */
export class Outbox<Entry> {
  readonly #entries: Entry[] = [];
  constructor(private readonly size = 50) {}

  add(entry: Entry) {
    this.#entries.push(entry);
    if (this.#entries.length > this.size) this.#entries.shift();
  }

  list(): Entry[] {
    return [...this.#entries].reverse();
  }
}

/**
 * One-time codes for one channel (SMS or e-mail): throttled per address, used up by the right
 * answer, dropped after five wrong ones. In test mode every code is the channel's fixed one.
 */
export class VerificationCodes<Purpose extends string> {
  readonly #codes = new Map<string, IssuedCode>();
  readonly #addresses = new Map<string, AddressState>();

  constructor(
    private readonly settings: SandboxSettings,
    private readonly testCode: string,
    /** Prints and keeps the message; the code is its only secret. */
    private readonly deliver: (address: CodeAddress, purpose: Purpose, code: string, at: number) => void,
  ) {}

  send(address: CodeAddress, purpose: Purpose): { expiredMinutes: number } {
    const now = this.settings.now();
    const addressKey = `${address.merchant}/${address.to.toLowerCase()}`;
    const state = this.#addresses.get(addressKey) ?? { sentAt: [], lockedUntil: 0 };
    this.#addresses.set(addressKey, state);
    if (now < state.lockedUntil) throw new Refusal('TOO_MANY_REQUESTS', 'sms_locked', { status: 429 });
    const last = state.sentAt[state.sentAt.length - 1];
    if (last !== undefined && now - last < CODE_MIN_INTERVAL_MS) {
      throw new Refusal('TOO_MANY_REQUESTS', 'sms_too_fast', { status: 429 });
    }
    state.sentAt = state.sentAt.filter((at) => now - at < CODE_WINDOW_MS);
    if (state.sentAt.length >= CODE_MAX_PER_WINDOW) {
      state.lockedUntil = now + CODE_LOCK_MS;
      state.sentAt = [];
      throw new Refusal('TOO_MANY_REQUESTS', 'sms_locked', { status: 429 });
    }
    state.sentAt.push(now);

    const code = this.settings.testMode ? this.testCode : String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.#codes.set(this.#codeKey(address, purpose), { code, expiresAt: now + CODE_TTL_MS, wrongAttempts: 0 });
    this.deliver(address, purpose, code, now);
    return { expiredMinutes: CODE_EXPIRED_MINUTES };
  }

  /** Checks and uses up a code; throws the refusal the platform gives for a wrong or stale one. */
  verify(address: CodeAddress, purpose: Purpose, code: string | undefined) {
    const key = this.#codeKey(address, purpose);
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

  #codeKey(address: CodeAddress, purpose: Purpose) {
    return `${address.merchant}/${address.to.toLowerCase()}/${purpose}/${address.holder ?? ''}`;
  }
}
