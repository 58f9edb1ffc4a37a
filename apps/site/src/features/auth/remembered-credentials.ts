/**
 * The sign-in details remembered on this device for 24 hours (spec §3, §9), each in its own entry
 * of this browser's storage (device-storage.ts), which never travels to a server:
 * - the last username signed in with (always, to prefill the form);
 * - the remember-password flag;
 * - the password per username, only when the flag is on, sealed as credential-cipher.ts explains,
 *   under an entry named by a hash of the username (the name does not reveal it either);
 * - the mobile number and dialing code of the last SMS sign-in.
 * The browser's own password manager is offered the same details (`autocomplete` on the form), and
 * "Forget this device" clears everything kept here.
 *
 * Stable API: `rememberedCredentials` (lastUsername, rememberFlag, passwordFor,
 * saveUsernameLogin, smsMobile, saveSmsMobile, remembersAnything, forgetDevice).
 */
import { documentCookies, type CookieJar } from './cookies.ts';
import { deviceStorageJar } from './device-storage.ts';
import { createCredentialCipher, indexedDbKeyStore, type CredentialCipher } from './credential-cipher.ts';

export const rememberedEntryNames = {
  username: 'lk_login_user',
  remember: 'lk_login_remember',
  mobile: 'lk_login_mobile',
  passwordPrefix: 'lk_login_pw_',
} as const;

/** The prefix every remembered entry's name shares. */
const rememberedPrefix = 'lk_login_';

export interface RememberedMobile {
  countryDialingCode: string;
  mobileNum: string;
}

async function passwordCookieName(username: string, subtle: SubtleCrypto | null): Promise<string | null> {
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(username.trim().toLowerCase()));
  const hex = Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return rememberedEntryNames.passwordPrefix + hex;
}

type PasswordCredentialConstructor = new (data: { id: string; password: string }) => Credential;

/**
 * Hands the sign-in to the browser's own password manager too, where it has the Credential
 * Management API (Chromium): a sign-in sent by script, not by a form post, is otherwise easy for it
 * to miss. The browser asks the player before it saves anything.
 */
function offerToPasswordManager(username: string, password: string) {
  const PasswordCredential = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  if (!PasswordCredential || typeof navigator === 'undefined' || !navigator.credentials) return;
  navigator.credentials.store(new PasswordCredential({ id: username, password })).catch(() => undefined);
}

export function createRememberedCredentials(
  cookies: CookieJar,
  cipher: CredentialCipher,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
) {
  const rememberFlag = (): boolean => cookies.get(rememberedEntryNames.remember) === '1';

  return {
    lastUsername(): string | null {
      return cookies.get(rememberedEntryNames.username) || null;
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
      cookies.set(rememberedEntryNames.username, username);
      const name = await passwordCookieName(username, subtle);
      if (!remember) {
        cookies.remove(rememberedEntryNames.remember);
        if (name) cookies.remove(name);
        return;
      }
      cookies.set(rememberedEntryNames.remember, '1');
      offerToPasswordManager(username, password);
      const sealed = name ? await cipher.seal(password, username) : null;
      if (name && sealed) cookies.set(name, sealed);
    },

    smsMobile(): RememberedMobile | null {
      const raw = cookies.get(rememberedEntryNames.mobile);
      if (!raw) return null;
      const [countryDialingCode, mobileNum] = raw.split(' ');
      return countryDialingCode && mobileNum && /^\d+$/.test(countryDialingCode) && /^\d+$/.test(mobileNum)
        ? { countryDialingCode, mobileNum }
        : null;
    },

    saveSmsMobile({ countryDialingCode, mobileNum }: RememberedMobile) {
      cookies.set(rememberedEntryNames.mobile, `${countryDialingCode} ${mobileNum}`);
    },

    /** Whether anything is remembered here, so "Forget this device" has something to forget. */
    remembersAnything(): boolean {
      return cookies.names().some((name) => name.startsWith(rememberedPrefix));
    },

    /** Clears every remembered detail of every username on this device. */
    forgetDevice() {
      for (const name of cookies.names()) if (name.startsWith(rememberedPrefix)) cookies.remove(name);
    },
  };
}

export type RememberedCredentials = ReturnType<typeof createRememberedCredentials>;

/**
 * Releases before this one kept the details in cookies, which went with every request; whatever
 * is left of them is dropped (not moved: a new sign-in remembers again, in storage).
 */
function dropRememberCookies(jar: CookieJar) {
  for (const name of jar.names()) if (name.startsWith(rememberedPrefix)) jar.remove(name);
}

export const rememberedCredentials: RememberedCredentials = createRememberedCredentials(
  deviceStorageJar(),
  createCredentialCipher(indexedDbKeyStore()),
);

if (typeof document !== 'undefined') dropRememberCookies(documentCookies);
