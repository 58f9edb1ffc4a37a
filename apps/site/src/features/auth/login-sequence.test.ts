import { defaultWeakPassword, PlatformError } from '@lobbykit/platform';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, sessionStore } from '../../core/session.ts';
import { forcedChangeReason, loginWantsCaptcha, signIn, startFreePlay } from './login-sequence.ts';
import { pendingSignInStore } from './pending-sign-in.ts';
import { rememberedCredentials } from './remembered-credentials.ts';
import { forgetSessionPassword, sessionPassword } from './session-password.ts';
import { installFakePlatform } from '../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

vi.mock('./remembered-credentials.ts', () => ({
  rememberedCredentials: { saveUsernameLogin: vi.fn(() => Promise.resolve()), saveSmsMobile: vi.fn() },
}));

const call = platform.call;
const answers: Record<string, unknown> = {};

function answer(name: string, value: unknown) {
  answers[name] = value;
}

beforeEach(() => {
  vi.clearAllMocks();
  endSession();
  forgetSessionPassword();
  pendingSignInStore.set(null);
  for (const name of Object.keys(answers)) delete answers[name];
  call.mockImplementation((endpoint) => {
    const value = answers[endpoint.name];
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value as never);
  });
  answer('memberInfo', { id: 7, account: 'demo', nickname: 'Demo', type: 0, toUpline: false, memberLabel: [] });
});

const session = (over: object = {}) => ({
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  isAgent: 0,
  username: 'demo',
  ...over,
});

describe('forcedChangeReason', () => {
  const base = { type: 'username' as const, password: 'Demo1234', passwordExpired: false, forceExpiredChange: true };

  it('forces a change for the default weak password', () => {
    expect(forcedChangeReason({ ...base, password: defaultWeakPassword })).toBe('weak');
  });

  it('forces a change for an expired password only while the brand enforces it', () => {
    expect(forcedChangeReason({ ...base, passwordExpired: true })).toBe('expired');
    expect(forcedChangeReason({ ...base, passwordExpired: true, forceExpiredChange: false })).toBeNull();
  });

  it('never forces one after an SMS sign-in, nor for a good current password', () => {
    expect(forcedChangeReason({ ...base, type: 'sms', password: undefined, passwordExpired: true })).toBeNull();
    expect(forcedChangeReason({ ...base, type: 'sms', password: defaultWeakPassword })).toBeNull();
    expect(forcedChangeReason(base)).toBeNull();
  });
});

describe('loginWantsCaptcha', () => {
  it('reads the captcha request carried by a refused login', () => {
    const asked = new PlatformError('captcha-failed', 'login', 'x', { serverValue: { captcha: true } });
    const notAsked = new PlatformError('invalid-credentials', 'login', 'x', { serverValue: { captcha: false } });
    expect(loginWantsCaptcha(asked)).toBe(true);
    expect(loginWantsCaptcha(notAsked)).toBe(false);
    expect(loginWantsCaptcha(new PlatformError('network', 'login', 'x'))).toBe(false);
    expect(loginWantsCaptcha(new Error('x'))).toBe(false);
  });
});

describe('signIn', () => {
  it('signs in: device id sent, session started, member info loaded, credentials remembered', async () => {
    answer('login', session({ firstTimeLogin: true }));
    const outcome = await signIn(
      { type: 'username', username: 'demo', password: 'Demo1234' },
      { remember: true, features: new Set() },
    );

    expect(outcome).toEqual({ kind: 'signedIn', username: 'demo', firstTimeLogin: true });
    const [endpoint, payload] = call.mock.calls[0]!;
    expect(endpoint.name).toBe('login');
    expect(payload).toMatchObject({ type: 'username', username: 'demo', password: 'Demo1234' });
    expect((payload as { loginDeviceId: string }).loginDeviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStore.get()).toEqual({ token: 'tok-1', username: 'demo', accountType: 0 });
    expect(call.mock.calls.map(([called]) => called.name)).toEqual(['login', 'memberInfo']);
    expect(rememberedCredentials.saveUsernameLogin).toHaveBeenCalledWith({
      username: 'demo',
      password: 'Demo1234',
      remember: true,
    });
    expect(sessionPassword('demo')).toBe('Demo1234');
  });

  it('holds the session back and asks for a new password after the default weak password', async () => {
    answer('login', session({ username: 'weakpass' }));
    const outcome = await signIn(
      { type: 'username', username: 'weakpass', password: defaultWeakPassword },
      { remember: true, features: new Set(['PWDEXPFORCECHANGE3']) },
    );

    expect(outcome).toEqual({ kind: 'mustChangePassword', username: 'weakpass', reason: 'weak' });
    expect(sessionStore.get().token).toBeNull();
    expect(pendingSignInStore.get()).toMatchObject({
      token: 'tok-1',
      username: 'weakpass',
      password: defaultWeakPassword,
      remember: true,
      reason: 'weak',
    });
    // The weak password is not remembered; the member info waits for the change.
    expect(rememberedCredentials.saveUsernameLogin).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'weakpass', remember: false }),
    );
    expect(call.mock.calls.map(([called]) => called.name)).toEqual(['login']);
  });

  it('asks for a new password when it expired and the brand enforces the change', async () => {
    answer('login', session({ username: 'expired', passwordExpired: true }));
    const forced = await signIn(
      { type: 'username', username: 'expired', password: 'Demo1234' },
      { features: new Set(['PWDEXPFORCECHANGE3']) },
    );
    expect(forced).toMatchObject({ kind: 'mustChangePassword', reason: 'expired' });

    pendingSignInStore.set(null);
    const notForced = await signIn({ type: 'username', username: 'expired', password: 'Demo1234' }, {});
    expect(notForced.kind).toBe('signedIn');
  });

  it('signs in by SMS, remembers the number and never forces a change', async () => {
    answer('login', session({ passwordExpired: true }));
    const outcome = await signIn(
      { type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '246810' },
      { features: new Set(['PWDEXPFORCECHANGE3']) },
    );
    expect(outcome.kind).toBe('signedIn');
    expect(rememberedCredentials.saveSmsMobile).toHaveBeenCalledWith({
      countryDialingCode: '63',
      mobileNum: '9171234567',
    });
    expect(rememberedCredentials.saveUsernameLogin).not.toHaveBeenCalled();
    expect(sessionStore.get().token).toBe('tok-1');
  });

  it('passes a refusal on and starts nothing', async () => {
    answer('login', new PlatformError('invalid-credentials', 'login', 'refused'));
    await expect(signIn({ type: 'username', username: 'demo', password: 'wrong' })).rejects.toMatchObject({
      kind: 'invalid-credentials',
    });
    expect(sessionStore.get().token).toBeNull();
    expect(rememberedCredentials.saveUsernameLogin).not.toHaveBeenCalled();
  });

  it('stays signed in when the member info cannot be loaded', async () => {
    answer('login', session());
    answer('memberInfo', new PlatformError('network', 'memberInfo', 'down'));
    await expect(signIn({ type: 'username', username: 'demo', password: 'Demo1234' })).resolves.toMatchObject({
      kind: 'signedIn',
    });
    expect(sessionStore.get().token).toBe('tok-1');
  });
});

describe('startFreePlay', () => {
  it('starts a trial session, typed 4 even when the platform leaves the type out', async () => {
    answer('freePlay', { token: 'trial-tok', firstTimeLogin: false, passwordExpired: false, username: 'trial01' });
    answer('memberInfo', { id: 9, account: 'trial01', nickname: '', type: 4, toUpline: false, memberLabel: [] });
    pendingSignInStore.set({
      token: 'old',
      username: 'weakpass',
      accountType: 0,
      password: '123456',
      remember: false,
      reason: 'weak',
    });
    await expect(startFreePlay()).resolves.toEqual({ username: 'trial01' });
    expect(sessionStore.get()).toEqual({ token: 'trial-tok', username: 'trial01', accountType: 4 });
    expect(pendingSignInStore.get()).toBeNull();
    const [endpoint, payload] = call.mock.calls[0]!;
    expect(endpoint.name).toBe('freePlay');
    expect(payload).toHaveProperty('loginDeviceId');
  });
});
