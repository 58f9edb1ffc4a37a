import type { MoneyPattern } from './money-pattern.ts';

/**
 * Money patterns by locale, symbol and decimals (format-money.ts reads each from Intl once). Apart
 * from the formatting code so that a page's start-up can take the server's patterns without
 * loading it.
 */
export const moneyPatterns = new Map<string, MoneyPattern>();

/** Takes the patterns a server-drawn page carries, so hydrating its amounts needs no Intl. */
export function seedMoneyPatterns(seed: unknown): void {
  if (!seed || typeof seed !== 'object') return;
  for (const [key, pattern] of Object.entries(seed as Record<string, unknown>)) {
    if (isMoneyPattern(pattern)) moneyPatterns.set(key, pattern);
  }
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
