import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import ty from '../../../locales/ty/common.json';
import { PlatformError, kindForCode, kindForStatus, platformErrorCodes, platformErrorKeys } from './errors.ts';

function lookup(pack: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], pack);
}

describe('platform errors', () => {
  it.each(Object.entries(platformErrorKeys))('%s has its text %s in EN and TY', (_kind, key) => {
    expect(lookup(en, key)).toEqual(expect.any(String));
    expect(lookup(ty, key)).toEqual(expect.any(String));
    expect(lookup(ty, key)).not.toBe(lookup(en, key));
  });

  it('maps every platform code to a kind with a key', () => {
    for (const code of Object.keys(platformErrorCodes)) {
      expect(platformErrorKeys[kindForCode(code)!]).toMatch(/^errors\./);
    }
    expect(kindForCode('toString')).toBeUndefined();
    expect(kindForCode(727)).toBeUndefined();
  });

  it('reads an HTTP status when the body says nothing', () => {
    expect(kindForStatus(401)).toBe('not-logged-in');
    expect(kindForStatus(504)).toBe('unavailable');
    expect(kindForStatus(418)).toBe('http');
  });

  it('says which failures are worth retrying', () => {
    expect(new PlatformError('network', 'balance', 'x').retryable).toBe(true);
    expect(new PlatformError('invalid-credentials', 'login', 'x').retryable).toBe(false);
  });
});
