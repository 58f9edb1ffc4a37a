import { beforeEach, describe, expect, it } from 'vitest';
import type { CookieJar } from './cookies.ts';
import { createCredentialCipher, type KeyStore } from './credential-cipher.ts';
import { createRememberedCredentials, rememberedEntryNames } from './remembered-credentials.ts';

function memoryJar(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (name) => values.get(name) ?? null,
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
    names: () => [...values.keys()],
  };
}

function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    load: () => Promise.resolve(key),
    save: (next) => {
      key = next;
      return Promise.resolve();
    },
  };
}

let jar: ReturnType<typeof memoryJar>;
let remembered: ReturnType<typeof createRememberedCredentials>;

beforeEach(() => {
  jar = memoryJar();
  remembered = createRememberedCredentials(jar, createCredentialCipher(memoryKeyStore()));
});

const passwordCookies = () =>
  [...jar.values.keys()].filter((name) => name.startsWith(rememberedEntryNames.passwordPrefix));

describe('remembered credentials', () => {
  it('remembers the username, the flag and the sealed password when asked', async () => {
    await remembered.saveUsernameLogin({ username: 'demo', password: 'Demo1234', remember: true });
    expect(remembered.lastUsername()).toBe('demo');
    expect(remembered.rememberFlag()).toBe(true);
    expect(await remembered.passwordFor('demo')).toBe('Demo1234');

    const [name] = passwordCookies();
    expect(name).toMatch(/^lk_login_pw_[0-9a-f]{16}$/);
    expect(name).not.toContain('demo');
    expect(jar.values.get(name!)).not.toContain('Demo1234');
  });

  it('keeps a password per username', async () => {
    await remembered.saveUsernameLogin({ username: 'demo', password: 'Demo1234', remember: true });
    await remembered.saveUsernameLogin({ username: 'player01', password: 'Other999', remember: true });
    expect(remembered.lastUsername()).toBe('player01');
    expect(await remembered.passwordFor('demo')).toBe('Demo1234');
    expect(await remembered.passwordFor('player01')).toBe('Other999');
    expect(await remembered.passwordFor('nobody')).toBeNull();
  });

  it('forgets the password and the flag when the box is left unticked, but keeps the username', async () => {
    await remembered.saveUsernameLogin({ username: 'demo', password: 'Demo1234', remember: true });
    await remembered.saveUsernameLogin({ username: 'demo', password: 'Demo1234', remember: false });
    expect(remembered.lastUsername()).toBe('demo');
    expect(remembered.rememberFlag()).toBe(false);
    expect(await remembered.passwordFor('demo')).toBeNull();
    expect(passwordCookies()).toEqual([]);
  });

  it('offers no password while the flag is off, and drops one it cannot open', async () => {
    await remembered.saveUsernameLogin({ username: 'demo', password: 'Demo1234', remember: true });
    const [name] = passwordCookies();
    jar.values.delete(rememberedEntryNames.remember);
    expect(await remembered.passwordFor('demo')).toBeNull();

    jar.values.set(rememberedEntryNames.remember, '1');
    jar.values.set(name!, 'v1.garbage');
    expect(await remembered.passwordFor('demo')).toBeNull();
    expect(jar.values.has(name!)).toBe(false);
  });

  it('remembers the SMS sign-in mobile number with its dialing code', () => {
    expect(remembered.smsMobile()).toBeNull();
    remembered.saveSmsMobile({ countryDialingCode: '63', mobileNum: '9171234567' });
    expect(jar.values.get(rememberedEntryNames.mobile)).toBe('63 9171234567');
    expect(remembered.smsMobile()).toEqual({ countryDialingCode: '63', mobileNum: '9171234567' });
    jar.values.set(rememberedEntryNames.mobile, 'not a number');
    expect(remembered.smsMobile()).toBeNull();
  });

  it('forgets every detail of every username on this device', async () => {
    await remembered.saveUsernameLogin({ username: 'demo', password: 'Demo1234', remember: true });
    remembered.saveSmsMobile({ countryDialingCode: '63', mobileNum: '9171234567' });
    expect(remembered.remembersAnything()).toBe(true);
    remembered.forgetDevice();
    expect(remembered.remembersAnything()).toBe(false);
    expect(jar.values.size).toBe(0);
    expect(await remembered.passwordFor('demo')).toBeNull();
    expect(remembered.lastUsername()).toBeNull();
  });
});
