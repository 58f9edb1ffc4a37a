import { describe, expect, it } from 'vitest';
import { cookieNames, parseCookie } from './cookies.ts';

describe('parseCookie', () => {
  it('finds one cookie by exact name and decodes it', () => {
    const header = 'lk_login_user_x=nope; lk_login_user=demo%20user; other=1';
    expect(parseCookie(header, 'lk_login_user')).toBe('demo user');
    expect(parseCookie(header, 'missing')).toBeNull();
    expect(cookieNames(header)).toEqual(['lk_login_user_x', 'lk_login_user', 'other']);
  });

  it('treats a value that does not decode as absent', () => {
    expect(parseCookie('a=%E0%A4%A', 'a')).toBeNull();
  });

  it('reads the first cookie and an empty value alike', () => {
    expect(parseCookie('language=TA; theme=dark', 'language')).toBe('TA');
    expect(parseCookie('language=; theme=dark', 'language')).toBe('');
  });
});
