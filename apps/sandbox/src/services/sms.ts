import { TEST_SMS_CODE, type SandboxSettings } from '../settings.ts';
import { Outbox, VerificationCodes, type CodeAddress } from './codes.ts';

/**
 * 'login' codes (before login) serve SMS login and phone recovery; 'register' codes serve
 * registration; 'bind' codes bind a number to the signed-in member who asked for them.
 */
export type SmsPurpose = 'login' | 'register' | 'bind';

export interface SmsTarget {
  merchant: string;
  dialingCode: string;
  mobile: string;
  /** The member a 'bind' code is for. */
  holder?: number;
}

export interface SentSms {
  to: string;
  merchant: string;
  purpose: SmsPurpose;
  code: string;
  at: number;
}

const address = ({ merchant, dialingCode, mobile, holder }: SmsTarget): CodeAddress => ({
  merchant,
  to: `+${dialingCode} ${mobile}`,
  holder,
});

/** Sends (prints) verification codes by SMS and checks them; in test mode every code is TEST_SMS_CODE. */
export class SmsService {
  readonly #outbox = new Outbox<SentSms>();
  readonly #codes: VerificationCodes<SmsPurpose>;

  constructor(settings: SandboxSettings) {
    this.#codes = new VerificationCodes(settings, TEST_SMS_CODE, ({ merchant, to }, purpose, code, at) => {
      this.#outbox.add({ to, merchant, purpose, code, at });
      settings.log(`SMS to ${to} (${merchant}, ${purpose}): your code is ${code}`);
    });
  }

  send(target: SmsTarget, purpose: SmsPurpose): { expiredMinutes: number } {
    return this.#codes.send(address(target), purpose);
  }

  /** Checks and uses up a code; throws the refusal the platform gives for a wrong or stale one. */
  verify(target: SmsTarget, purpose: SmsPurpose, code: string | undefined) {
    this.#codes.verify(address(target), purpose, code);
  }

  /** The last messages sent, newest first (for the admin call and tests). */
  outbox() {
    return this.#outbox.list();
  }
}
