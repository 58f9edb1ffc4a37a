import { LRUCache } from 'lru-cache';

/**
 * Wrong-password counts for usernames that do not exist, so the login asks an unknown name for a
 * captcha after the same number of tries as a member (`members.failed_logins`): a captcha that
 * only known names ask for would tell an attacker which names exist. Counted per brand and
 * normalised username (trimmed, lower case), kept like the members' counter (no window; a known
 * name's count ends with a right password, which an unknown one never has), in memory and bounded:
 * past `MAX_NAMES` the name counted least recently is forgotten first.
 */
export const MAX_NAMES = 10_000;

export class UnknownLoginFailures {
  // Reading a count leaves its place alone (`peek`); counting one more moves it to the front.
  readonly #counts: LRUCache<string, number>;

  constructor(maxNames = MAX_NAMES) {
    this.#counts = new LRUCache({ max: maxNames });
  }

  count(merchant: string, username: string): number {
    return this.#counts.peek(keyOf(merchant, username)) ?? 0;
  }

  /** One more wrong try for this name; answers the new count. */
  fail(merchant: string, username: string): number {
    const key = keyOf(merchant, username);
    const count = (this.#counts.peek(key) ?? 0) + 1;
    this.#counts.set(key, count);
    return count;
  }

  /** Forgets every count (tests that study another limit). */
  clear() {
    this.#counts.clear();
  }

  get size() {
    return this.#counts.size;
  }
}

const keyOf = (merchant: string, username: string) => `${merchant}/${username.trim().toLowerCase()}`;
