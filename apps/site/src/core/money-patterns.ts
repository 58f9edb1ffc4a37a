import type { MoneyPattern } from '@lobbykit/ui/lib/format-money';
import type { MoneyPatternCache } from '@lobbykit/ui/lib/money-patterns';

/**
 * The money formats a server-drawn page carries (`$moneyPatterns` in its primed data): the site
 * server records which ones the page's amounts used (ssr/money-patterns.ts) and the browser starts
 * its cache from them (boot/start-page.tsx), so hydrating the amounts builds no Intl formatter.
 */
export type MoneyPatterns = Record<string, MoneyPattern>;

/** A cache that starts from the page's carried patterns, each checked: a malformed one is left out. */
export function cacheFromCarriedPatterns(carried: unknown): MoneyPatternCache {
  const cache = new Map<string, MoneyPattern>();
  if (!carried || typeof carried !== 'object') return cache;
  for (const [key, pattern] of Object.entries(carried as Record<string, unknown>)) {
    if (isMoneyPattern(pattern)) cache.set(key, pattern);
  }
  return cache;
}

/**
 * A cache over `shared` that also notes every pattern read through it, for one page: the server
 * keeps reading Intl once per pattern for all pages, and each page carries only what it used.
 */
export function recordingCache(shared: MoneyPatternCache): { cache: MoneyPatternCache; used: MoneyPatterns } {
  const used: MoneyPatterns = {};
  return {
    used,
    cache: {
      get(key) {
        const pattern = shared.get(key);
        if (pattern) used[key] = pattern;
        return pattern;
      },
      set(key, pattern) {
        shared.set(key, pattern);
        used[key] = pattern;
      },
    },
  };
}

function isMoneyPattern(value: unknown): value is MoneyPattern {
  if (!value || typeof value !== 'object') return false;
  const pattern = value as Partial<MoneyPattern>;
  const pair = (affixes: unknown) =>
    Array.isArray(affixes) && affixes.length === 2 && affixes.every((text) => typeof text === 'string');
  return (
    pair(pattern.positive) &&
    pair(pattern.negative) &&
    typeof pattern.group === 'string' &&
    typeof pattern.decimal === 'string' &&
    typeof pattern.digits === 'string' &&
    [...pattern.digits].length === 10 &&
    [pattern.primaryGroup, pattern.secondaryGroup, pattern.minimumGrouping, pattern.fractionDigits].every(
      (count) => Number.isInteger(count) && count! >= 0,
    )
  );
}
