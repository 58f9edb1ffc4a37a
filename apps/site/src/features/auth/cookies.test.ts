import { describe, expect, it } from 'vitest';
import { REMEMBER_SECONDS, serializeCookie } from './cookies.ts';

describe('serializeCookie', () => {
  it('lasts 24 hours, is strict same-site and site-wide', () => {
    expect(serializeCookie('lk_login_user', 'demo', { maxAgeSeconds: REMEMBER_SECONDS, secure: false })).toBe(
      'lk_login_user=demo; Path=/; Max-Age=86400; SameSite=Strict',
    );
  });

  it('is Secure on https pages', () => {
    expect(serializeCookie('a', 'b', { maxAgeSeconds: 60, secure: true })).toBe(
      'a=b; Path=/; Max-Age=60; SameSite=Strict; Secure',
    );
  });

  it('encodes the value and expires at once for a removal', () => {
    expect(serializeCookie('a', '63 917;x', { maxAgeSeconds: -5, secure: false })).toBe(
      'a=63%20917%3Bx; Path=/; Max-Age=0; SameSite=Strict',
    );
  });
});
