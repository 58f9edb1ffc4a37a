import type { MoneyPattern } from './money-pattern.ts';

/**
 * Where formatMoney keeps each pattern it has read from Intl, by locale, symbol and decimals. A
 * plain cache unless the host gives one of its own: a server can record which patterns a page
 * used, and a browser can start from the patterns its page was drawn with, so hydrating amounts
 * needs no Intl. Apart from the formatting code, so a page's start-up can hand its cache over
 * without loading it.
 */
export interface MoneyPatternCache {
  get(key: string): MoneyPattern | undefined;
  set(key: string, pattern: MoneyPattern): void;
}

let cache: MoneyPatternCache = new Map<string, MoneyPattern>();

/** Makes `next` the cache every later formatMoney call reads and fills. */
export function setMoneyPatternCache(next: MoneyPatternCache): void {
  cache = next;
}

export function moneyPatternCache(): MoneyPatternCache {
  return cache;
}
