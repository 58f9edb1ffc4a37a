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
  readonly #counts = new Map<string, number>();

  constructor(private readonly maxNames = MAX_NAMES) {}

  count(merchant: string, username: string): number {
    return this.#counts.get(keyOf(merchant, username)) ?? 0;
  }

  /** One more wrong try for this name; answers the new count. */
  fail(merchant: string, username: string): number {
    const key = keyOf(merchant, username);
    const count = (this.#counts.get(key) ?? 0) + 1;
    // Re-inserted at the end: the Map's order is the order names were last counted.
    this.#counts.delete(key);
    this.#counts.set(key, count);
    while (this.#counts.size > this.maxNames) this.#counts.delete(this.#counts.keys().next().value!);
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
