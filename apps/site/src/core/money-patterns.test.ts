import { formatMoney } from '@lobbykit/ui/lib/format-money';
import { setMoneyPatternCache } from '@lobbykit/ui/lib/money-patterns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheFromCarriedPatterns, recordingCache } from './money-patterns.ts';

afterEach(() => {
  setMoneyPatternCache(new Map());
  vi.restoreAllMocks();
});

describe('the money formats a page carries', () => {
  it('are the ones its render used, and format the same amounts without Intl in the browser', () => {
    const shared = new Map();
    const server = recordingCache(shared);
    setMoneyPatternCache(server.cache);
    const drawn = formatMoney(1234.5, { locale: 'de-CH', currencySymbol: '₱' });
    expect(Object.keys(server.used)).toEqual(['de-CH|₱|2']);

    // The next page reads the same pattern from the shared cache, and carries it too.
    const next = recordingCache(shared);
    setMoneyPatternCache(next.cache);
    formatMoney(99, { locale: 'de-CH', currencySymbol: '₱' });
    expect(Object.keys(next.used)).toEqual(['de-CH|₱|2']);

    // A fresh browser: the patterns arrive by JSON, and Intl is never asked.
    setMoneyPatternCache(cacheFromCarriedPatterns(JSON.parse(JSON.stringify(server.used))));
    const intl = vi.spyOn(Intl, 'NumberFormat');
    expect(formatMoney(1234.5, { locale: 'de-CH', currencySymbol: '₱' })).toBe(drawn);
    expect(intl).not.toHaveBeenCalled();
  });

  it('are checked: a malformed one is left out and Intl answers instead', () => {
    setMoneyPatternCache(
      cacheFromCarriedPatterns({ 'en-x-bad|₱|2': { positive: ['X'], digits: 'abc' }, 'en-x-odd|₱|2': null }),
    );
    expect(formatMoney(5, { locale: 'en-x-bad', currencySymbol: '₱' })).toBe('₱5.00');
    setMoneyPatternCache(cacheFromCarriedPatterns('not an object'));
    expect(formatMoney(5, { locale: 'en-x-odd', currencySymbol: '₱' })).toBe('₱5.00');
  });
});
