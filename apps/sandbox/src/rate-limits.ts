/**
 * Rate limits on the calls an attacker repeats: logins, SMS codes and free-play accounts, per
 * visitor address and, for logins, per account. Over a limit the call is refused with spec §8's
 * "too many requests, retry after 5 minutes" (code TOO_MANY_REQUESTS, HTTP 429) for 5 minutes.
 * Time is the sandbox's clock (`settings.now`), so a test moves it on instead of waiting.
 */
import { Refusal } from './envelope.ts';
import type { SandboxSettings } from './settings.ts';

/** Spec §9: "retry after too many requests: 5 minutes"; the counting window is as long. */
export const RATE_WINDOW_MS = 5 * 60_000;

export interface RateLimits {
  /** Login attempts from one address in the window, right or wrong. */
  loginPerAddress: number;
  /** Wrong passwords for one username (existing or not) in the window. */
  loginFailuresPerAccount: number;
  /** SMS codes asked for from one address in the window (each number has its own limit too). */
  smsPerAddress: number;
  /** Free-play (trial) accounts made from one address in the window. */
  freePlayPerAddress: number;
}

export const defaultRateLimits: RateLimits = {
  loginPerAddress: 30,
  loginFailuresPerAccount: 10,
  smsPerAddress: 10,
  freePlayPerAddress: 5,
};

/** The endpoint-table calls limited per address, and the limit each counts against. */
export const addressLimitedCalls: Readonly<Record<string, keyof RateLimits>> = {
  login: 'loginPerAddress',
  smsLoginCode: 'smsPerAddress',
  registerSms: 'smsPerAddress',
  bindMobileCode: 'smsPerAddress',
  freePlay: 'freePlayPerAddress',
};

interface Counter {
  hits: number[];
  lockedUntil: number;
}

const MAX_KEYS = 20_000;
const loopback = /^(127\.|::1$|localhost$)/;

export class RateLimiter {
  readonly #counters = new Map<string, Counter>();

  constructor(private readonly settings: SandboxSettings) {}

  /**
   * In test mode the machine's own address (the end-to-end browser, through the site server) is
   * not limited per address, so a long test run can sign in hundreds of times; a test that wants
   * the limit sends an address of its own (X-Forwarded-For), as the e2e's own visitors do.
   */
  #exempt(address: string) {
    return this.settings.testMode && loopback.test(address);
  }

  /** Counts one call from `address`; refuses it when the address is over the call's limit. */
  hitAddress(call: string, address: string) {
    const limit = addressLimitedCalls[call];
    if (!limit || this.#exempt(address)) return;
    this.#hit(`${limit}/${address}`, this.settings.rateLimits[limit]);
  }

  /** Refuses a login to a username locked by too many wrong passwords. */
  checkAccount(merchant: string, username: string) {
    const counter = this.#counters.get(this.#accountKey(merchant, username));
    if (counter && this.settings.now() < counter.lockedUntil) throw tooMany();
  }

  /** Counts a wrong password for a username, whether or not it exists (the answer must not tell). */
  failAccount(merchant: string, username: string) {
    try {
      // The limit's own wrong password locks: the next attempt, even with the right password, waits.
      this.#hit(this.#accountKey(merchant, username), this.settings.rateLimits.loginFailuresPerAccount - 1);
    } catch {
      // This wrong password is answered as wrong; the lock applies from the next attempt.
    }
  }

  /** A right password clears the username's wrong ones. */
  clearAccount(merchant: string, username: string) {
    this.#counters.delete(this.#accountKey(merchant, username));
  }

  #accountKey(merchant: string, username: string) {
    return `account/${merchant}/${username.trim().toLowerCase()}`;
  }

  #hit(key: string, max: number) {
    const now = this.settings.now();
    const counter = this.#counters.get(key) ?? { hits: [], lockedUntil: 0 };
    if (now < counter.lockedUntil) throw tooMany();
    counter.hits = counter.hits.filter((at) => now - at < RATE_WINDOW_MS);
    counter.hits.push(now);
    this.#counters.set(key, counter);
    if (counter.hits.length > max) {
      counter.lockedUntil = now + RATE_WINDOW_MS;
      counter.hits = [];
      throw tooMany();
    }
    if (this.#counters.size > MAX_KEYS) this.#sweep(now);
  }

  /** Forgets counters with nothing left in the window, so a flood of addresses cannot grow memory. */
  #sweep(now: number) {
    for (const [key, counter] of this.#counters)
      if (now >= counter.lockedUntil && counter.hits.every((at) => now - at >= RATE_WINDOW_MS))
        this.#counters.delete(key);
  }
}

const tooMany = () => new Refusal('TOO_MANY_REQUESTS', 'too_many_requests', { status: 429 });
