/**
 * The sign-in details remembered on this device for 24 hours (spec §3, §9), each in its own
 * first-party cookie (SameSite=Strict, Secure on https; see cookies.ts):
 * - the last username signed in with (always, to prefill the form);
 * - the remember-password flag;
 * - the password per username, only when the flag is on, sealed as credential-cipher.ts explains,
 *   under a cookie named by a hash of the username (the name does not reveal it either);
 * - the mobile number and dialing code of the last SMS sign-in.
 *
 * Stable API: `rememberedCredentials` (lastUsername, rememberFlag, passwordFor,
 * saveUsernameLogin, smsMobile, saveSmsMobile).
 */
import { documentCookies, type CookieJar } from './cookies.ts';
import { createCredentialCipher, indexedDbKeyStore, type CredentialCipher } from './credential-cipher.ts';

export const rememberCookieNames = {
  username: 'lk_login_user',
  remember: 'lk_login_remember',
  mobile: 'lk_login_mobile',
  passwordPrefix: 'lk_login_pw_',
} as const;

export interface RememberedMobile {
  countryDialingCode: string;
  mobileNum: string;
}

async function passwordCookieName(username: string, subtle: SubtleCrypto | null): Promise<string | null> {
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(username.trim().toLowerCase()));
  const hex = Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return rememberCookieNames.passwordPrefix + hex;
}

export function createRememberedCredentials(
  cookies: CookieJar,
  cipher: CredentialCipher,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
) {
  const rememberFlag = (): boolean => cookies.get(rememberCookieNames.remember) === '1';

  return {
    lastUsername(): string | null {
      return cookies.get(rememberCookieNames.username) || null;
    },

    rememberFlag,

    /** The remembered password for this username, when the flag is on and this browser sealed it. */
    async passwordFor(username: string): Promise<string | null> {
      if (!username.trim() || !rememberFlag()) return null;
      const name = await passwordCookieName(username, subtle);
      const sealed = name ? cookies.get(name) : null;
      if (!name || !sealed) return null;
      const password = await cipher.open(sealed, username);
      // A value this browser cannot open (its key was cleared, or it was tampered with) is dropped.
      if (password === null) cookies.remove(name);
      return password;
    },

    /** After a successful username sign-in: remember or forget, as the checkbox said. */
    async saveUsernameLogin({
      username,
      password,
      remember,
    }: {
      username: string;
      password: string;
      remember: boolean;
    }) {
      cookies.set(rememberCookieNames.username, username);
      const name = await passwordCookieName(username, subtle);
      if (!remember) {
        cookies.remove(rememberCookieNames.remember);
        if (name) cookies.remove(name);
        return;
      }
      cookies.set(rememberCookieNames.remember, '1');
      const sealed = name ? await cipher.seal(password, username) : null;
      if (name && sealed) cookies.set(name, sealed);
    },

    smsMobile(): RememberedMobile | null {
      const raw = cookies.get(rememberCookieNames.mobile);
      if (!raw) return null;
      const [countryDialingCode, mobileNum] = raw.split(' ');
      return countryDialingCode && mobileNum && /^\d+$/.test(countryDialingCode) && /^\d+$/.test(mobileNum)
        ? { countryDialingCode, mobileNum }
        : null;
    },

    saveSmsMobile({ countryDialingCode, mobileNum }: RememberedMobile) {
      cookies.set(rememberCookieNames.mobile, `${countryDialingCode} ${mobileNum}`);
    },
  };
}

export type RememberedCredentials = ReturnType<typeof createRememberedCredentials>;

export const rememberedCredentials: RememberedCredentials = createRememberedCredentials(
  documentCookies,
  createCredentialCipher(indexedDbKeyStore()),
);
