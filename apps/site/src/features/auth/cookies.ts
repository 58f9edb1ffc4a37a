/** First-party cookies for the remembered sign-in details (spec §3, §9: 24 hours). */

import { cookieNames, parseCookie } from '../../core/cookies.ts';

export const REMEMBER_SECONDS = 24 * 60 * 60;

export interface CookieOptions {
  maxAgeSeconds: number;
  /** Secure is added on https pages; a plain-http page could not set a Secure cookie at all. */
  secure: boolean;
}

/**
 * The Set-Cookie style string document.cookie takes. SameSite=Strict: the details never travel
 * with a request started by another site.
 */
export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string): void;
  remove(name: string): void;
  names(): string[];
}

export const documentCookies: CookieJar = {
  get: (name) => parseCookie(document.cookie, name),
  set: (name, value) => {
    document.cookie = serializeCookie(name, value, {
      maxAgeSeconds: REMEMBER_SECONDS,
      secure: window.location.protocol === 'https:',
    });
  },
  remove: (name) => {
    document.cookie = serializeCookie(name, '', { maxAgeSeconds: 0, secure: window.location.protocol === 'https:' });
  },
  names: () => cookieNames(document.cookie),
};
