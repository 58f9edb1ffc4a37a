import { defaultWeakPassword, endpoints, type PlatformError } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_CAPTCHA, TEST_SMS_CODE } from '../settings.ts';
import { DEMO_PASSWORD, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const guest = (merchant = 'AURORA') => sandbox.client({ merchant });
const credentials = (username: string, password = DEMO_PASSWORD, captcha?: string) => ({
  type: 'username' as const,
  username,
  password,
  captcha,
  loginDeviceId: 'session-test',
});
const failure = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail('expected a refusal')).catch((e: unknown) => e as PlatformError);

describe('password login', () => {
  it('is sealed in the envelope by the client and opened by the sandbox', async () => {
    const seen: RequestInit[] = [];
    const spy = vi.fn<typeof fetch>((input, init) => {
      if (String(input).includes('/wps/session/login')) seen.push(init!);
      return fetch(input, init);
    });
    const session = await sandbox.client({ fetch: spy }).call(endpoints.login, credentials('demo'));
    expect(Object.keys(JSON.parse(String(seen[0]!.body)))).toEqual(['value']);
    expect((seen[0]!.headers as Record<string, string>).Encryption).toMatch(/^[0-9a-f]{256}$/);
    const info = await sandbox.client({ token: () => session.token }).call(endpoints.memberInfo, {});
    expect(info).toMatchObject({ account: 'demo', type: 0, clubLabel: { labelName: 'Gold', rankLevel: 5 } });
  });

  it('refuses a body that is not sealed, or sealed with a key it does not hold', async () => {
    const plain = await sandbox.raw(endpoints.login.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials('demo')),
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({
      success: false,
      code: 'ENVELOPE_REJECTED',
      message: 'request_body_required',
    });
    const forged = await sandbox.raw(endpoints.login.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Encryption: 'ab'.repeat(64) },
      body: JSON.stringify({ value: 'AAAAAAAAAAA=' }),
    });
    expect(await forged.json()).toMatchObject({ success: false, code: 'ENVELOPE_REJECTED' });
  });

  it('asks for a captcha after three wrong passwords, and accepts the right one with it', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const error = await failure(guest().call(endpoints.login, credentials('player06', 'wrong-pass')));
      expect(error).toMatchObject({ kind: 'invalid-credentials', serverMessage: 'Incorrect username or password.' });
      expect(error.serverValue).toEqual({ captcha: attempt >= 3 });
    }
    expect(await failure(guest().call(endpoints.login, credentials('player06')))).toMatchObject({
      kind: 'captcha-failed',
      serverValue: { captcha: true },
    });
    const image = await guest().call(endpoints.captcha, {});
    expect(typeof image === 'string' ? image : image.img).toMatch(/^iVBORw0KGgo/);
    const session = await guest().call(endpoints.login, credentials('player06', DEMO_PASSWORD, TEST_CAPTCHA));
    expect(session.token).toBeTruthy();
  });

  it('asks an unknown username for the captcha after the same tries, with the same answers', async () => {
    const answersFor = async (username: string) => {
      const answers: unknown[] = [];
      const record = async (captcha?: string) => {
        const error = await failure(guest().call(endpoints.login, credentials(username, 'wrong-pass', captcha)));
        answers.push({ kind: error.kind, message: error.serverMessage, value: error.serverValue });
      };
      for (let attempt = 1; attempt <= 3; attempt++) await record();
      await record();
      await guest().call(endpoints.captcha, {});
      await record(TEST_CAPTCHA);
      return answers;
    };
    const known = await answersFor('player12');
    // Spelled differently each time: counted per normalised name, as a member's is.
    expect(await answersFor(' Nobody-Here ')).toEqual(known);
    expect(known.map((answer) => (answer as { value: unknown }).value)).toEqual([
      { captcha: false },
      { captcha: false },
      { captcha: true },
      { captcha: true },
      { captcha: true },
    ]);
    expect(known[3]).toMatchObject({ kind: 'captcha-failed' });
  });

  it('always asks for the captcha on a brand that wants one', async () => {
    const jade = guest('JADE');
    expect(await failure(jade.call(endpoints.login, credentials('demo')))).toMatchObject({ kind: 'captcha-failed' });
    await jade.call(endpoints.captcha, {});
    expect(await failure(jade.call(endpoints.login, credentials('demo', DEMO_PASSWORD, '0000')))).toMatchObject({
      kind: 'captcha-failed',
    });
    await jade.call(endpoints.captcha, {});
    expect((await jade.call(endpoints.login, credentials('demo', DEMO_PASSWORD, TEST_CAPTCHA))).username).toBe('demo');
  });

  it('reports the first login once, an expired password, and lets the weak default password in', async () => {
    expect(await guest().call(endpoints.login, credentials('newbie'))).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
    });
    expect(await guest().call(endpoints.login, credentials('newbie'))).toMatchObject({ firstTimeLogin: false });
    expect(await guest().call(endpoints.login, credentials('expired'))).toMatchObject({ passwordExpired: true });
    expect(await guest().call(endpoints.login, credentials('weakpass', defaultWeakPassword))).toMatchObject({
      username: 'weakpass',
    });
  });

  it('keeps trial accounts to free play, and asks for both credentials', async () => {
    expect(await failure(guest().call(endpoints.login, credentials('trial')))).toMatchObject({
      kind: 'not-member',
      i18nKey: 'errors.not_member',
    });
    expect(
      await failure(guest().call(endpoints.login, { type: 'username', username: 'demo', loginDeviceId: 'x' })),
    ).toMatchObject({
      serverMessage: 'Please enter the username and password.',
    });
  });
});

describe('SMS login and the SMS throttle', () => {
  const phone = { mobileNum: '9171234567', countryDialingCode: '63' };

  it('sends a code once a second at most, and signs in with it', async () => {
    expect(await guest().call(endpoints.smsLoginCode, phone)).toEqual({ expiredMinutes: 1 });
    expect(await failure(guest().call(endpoints.smsLoginCode, phone))).toMatchObject({
      kind: 'too-many-requests',
      status: 429,
    });
    const sms = { type: 'sms' as const, ...phone, loginDeviceId: 'sms-test' };
    expect(await failure(guest().call(endpoints.login, { ...sms, verificationCode: '111111' }))).toMatchObject({
      kind: 'invalid-verification-code',
    });
    const session = await guest().call(endpoints.login, { ...sms, verificationCode: TEST_SMS_CODE });
    expect(session.username).toBe('demo');
    // A code works once.
    expect(await failure(guest().call(endpoints.login, { ...sms, verificationCode: TEST_SMS_CODE }))).toMatchObject({
      kind: 'invalid-verification-code',
    });
  });

  it('locks a number for five minutes after too many codes', async () => {
    const number = { mobileNum: '9170000007', countryDialingCode: '63' };
    for (let i = 0; i < 5; i++) {
      sandbox.advance(1_100);
      await guest().call(endpoints.smsLoginCode, number);
    }
    sandbox.advance(1_100);
    expect(await failure(guest().call(endpoints.smsLoginCode, number))).toMatchObject({
      kind: 'too-many-requests',
      serverMessage: 'Too many requests, retry after 5 minutes.',
    });
    sandbox.advance(4 * 60_000);
    expect(await failure(guest().call(endpoints.smsLoginCode, number))).toMatchObject({ kind: 'too-many-requests' });
    sandbox.advance(60_000 + 1_000);
    expect(await guest().call(endpoints.smsLoginCode, number)).toEqual({ expiredMinutes: 1 });
  });

  it('lets a code expire, and refuses numbers it does not know or cannot read', async () => {
    const number = { mobileNum: '9170000008', countryDialingCode: '63' };
    await guest().call(endpoints.smsLoginCode, number);
    sandbox.advance(6 * 60_000);
    expect(
      await failure(
        guest().call(endpoints.login, { type: 'sms', ...number, verificationCode: TEST_SMS_CODE, loginDeviceId: 'x' }),
      ),
    ).toMatchObject({ kind: 'verification-code-expired', i18nKey: 'errors.verification_code_expired' });
    expect(
      await failure(guest().call(endpoints.smsLoginCode, { mobileNum: '9999999999', countryDialingCode: '63' })),
    ).toMatchObject({
      kind: 'account-not-found',
    });
    expect(
      await failure(guest().call(endpoints.smsLoginCode, { mobileNum: '12ab', countryDialingCode: '63' })),
    ).toMatchObject({
      kind: 'invalid-phone',
    });
    expect(await failure(guest('EMBER').call(endpoints.smsLoginCode, number))).toMatchObject({
      kind: 'feature-disabled',
    });
  });
});

describe('sessions', () => {
  it('ends on logout: member calls then fail, public calls are retried as a guest', async () => {
    const token = await sandbox.login('player07');
    const onSessionExpired = vi.fn();
    const client = sandbox.client({ token: () => token, onSessionExpired });
    await client.call(endpoints.logout, {});
    expect(await failure(client.call(endpoints.balance, {}))).toMatchObject({ kind: 'not-logged-in' });
    expect((await client.call(endpoints.countries, {})).length).toBeGreaterThan(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('belongs to one brand', async () => {
    const token = await sandbox.login('demo');
    expect(
      await failure(sandbox.client({ merchant: 'EMBER', token: () => token }).call(endpoints.balance, {})),
    ).toMatchObject({
      kind: 'not-logged-in',
    });
  });

  it('starts a trial session with free play where the brand offers it', async () => {
    const session = await guest().call(endpoints.freePlay, { loginDeviceId: 'trial-device' });
    const info = await sandbox.client({ token: () => session.token }).call(endpoints.memberInfo, {});
    expect(info.type).toBe(4);
    expect(await failure(guest('JADE').call(endpoints.freePlay, { loginDeviceId: 'x' }))).toMatchObject({
      kind: 'feature-disabled',
    });
  });

  it('saves the language and speaks it', async () => {
    const token = await sandbox.login('player08');
    const member = sandbox.client({ token: () => token, language: () => 'TY' });
    await member.call(endpoints.updateLanguage, { language: 'TY' });
    expect((await member.call(endpoints.memberInfo, {})).language).toBe('TY');
    const notices = await member.call(endpoints.announcements, {});
    expect(notices[0]!.title).toBe('Nakatakdang maintenance sa Linggo');
    expect(await failure(member.call(endpoints.deposit, { amount: 1, channel: 'bank', returnUrl: '/' }))).toMatchObject(
      {
        serverMessage: 'Ang halaga ay dapat nasa pagitan ng 100 at 100000.',
      },
    );
  });
});

describe('a session held back by a forced password change', () => {
  const signIn = (username: string, password: string, merchant = 'AURORA') =>
    guest(merchant).call(endpoints.login, credentials(username, password));
  const change = (oldPassword: string, newPassword: string) => ({
    oldPassword,
    newPassword,
    confirmNewPassword: newPassword,
  });

  it('may only change the password until it has, then does everything', async () => {
    const session = await signIn('weakpass', defaultWeakPassword, 'EMBER');
    const member = sandbox.client({ merchant: 'EMBER', token: () => session.token });
    for (const refused of [
      member.call(endpoints.balance, {}),
      member.call(endpoints.memberInfo, {}),
      member.call(endpoints.transfer, { fromWallet: 'MAIN', toWallet: 'PG', amount: 10 }),
    ]) {
      expect(await failure(refused)).toMatchObject({
        kind: 'operation-not-allowed',
        status: 403,
        serverMessage: 'Please change your password before continuing.',
        serverValue: { passwordChangeRequired: true },
      });
    }
    // A public call with the token answers as to a guest, and keeps the session.
    expect((await member.call(endpoints.countries, {})).length).toBeGreaterThan(0);
    await member.call(endpoints.changePassword, change(defaultWeakPassword, 'Strong2024'));
    expect((await member.call(endpoints.balance, {})).sumBalance).toBeGreaterThanOrEqual(0);
    expect(await member.call(endpoints.memberInfo, {})).toMatchObject({ account: 'weakpass' });
  });

  it('holds back an expired password where the brand forces its change, and may log out', async () => {
    const session = await signIn('expired', DEMO_PASSWORD);
    expect(session.passwordExpired).toBe(true);
    const member = sandbox.client({ token: () => session.token });
    expect(await failure(member.call(endpoints.balance, {}))).toMatchObject({ kind: 'operation-not-allowed' });
    await member.call(endpoints.logout, {});
    expect(await failure(member.call(endpoints.balance, {}))).toMatchObject({ kind: 'not-logged-in' });
  });

  it('leaves other sessions alone: a sound password, or an SMS sign-in', async () => {
    const token = await sandbox.login('player11');
    expect((await sandbox.client({ token: () => token }).call(endpoints.balance, {})).sumBalance).toBeGreaterThan(0);
    const phone = { mobileNum: '9170000202', countryDialingCode: '63' };
    await guest().call(endpoints.smsLoginCode, phone);
    const sms = await guest().call(endpoints.login, {
      type: 'sms',
      ...phone,
      verificationCode: TEST_SMS_CODE,
      loginDeviceId: 'x',
    });
    expect(sms.username).toBe('expired');
    expect(await sandbox.client({ token: () => sms.token }).call(endpoints.memberInfo, {})).toMatchObject({
      account: 'expired',
    });
  });
});
