import { endpoints, type PlatformError } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CAPTCHA, TEST_SMS_CODE } from '../settings.ts';
import { DEMO_PASSWORD, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const guest = (merchant = 'AURORA') => sandbox.client({ merchant });
const failure = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail('expected a refusal')).catch((e: unknown) => e as PlatformError);
const account = (username: string, extra: Record<string, string> = {}) => ({
  username,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ...extra,
});

describe('registration by the brand’s rules', () => {
  it.each([
    [account('9lives'), 'Username is not in the accepted format.'],
    [account('abc'), 'Username must be 4–16 characters.'],
    [account('newplayer', { confirmPassword: 'Secret124' }), 'The passwords do not match.'],
    [
      account('newplayer', { password: 'secret', confirmPassword: 'secret' }),
      'Password is not in the accepted format.',
    ],
    [account('newplayer', { email: 'not-an-email' }), 'E-mail is not in the accepted format.'],
    [account('DEMO'), 'This username is already taken.'],
  ])('refuses %j: %s', async (input, message) => {
    expect(await failure(guest().call(endpoints.register, input))).toMatchObject({
      kind: 'server',
      serverMessage: message,
    });
  });

  it('checks the affiliate code, then registers under that agent and signs in', async () => {
    expect(await failure(guest().call(endpoints.affiliate, { code: 'NOPE99' }))).toMatchObject({
      kind: 'invalid-invitation-code',
    });
    expect(
      await failure(guest().call(endpoints.register, account('luckyana', { affiliateCode: 'NOPE99' }))),
    ).toMatchObject({
      kind: 'invalid-invitation-code',
    });
    expect(await guest().call(endpoints.affiliate, { code: 'AGENT41' })).toEqual({
      code: 'AGENT41',
      agentName: 'Sub-agent 41',
    });
    const session = await guest().call(endpoints.register, account('luckyana', { affiliateCode: 'AGENT41' }));
    expect(session).toMatchObject({ firstTimeLogin: true, username: 'luckyana', isAgent: 0 });
    const member = sandbox.client({ token: () => session.token });
    expect(await member.call(endpoints.memberInfo, {})).toMatchObject({ account: 'luckyana', toUpline: true });
    expect((await member.call(endpoints.balance, {})).sumBalance).toBe(0);
    const agent = await sandbox.login('agent41');
    const team = await sandbox.client({ token: () => agent }).call(endpoints.teamMembers, { username: 'lucky' });
    expect(team.list.map((entry) => entry.username)).toEqual(['luckyana']);
  });

  it('needs the invitation code and e-mail on a brand that requires them, and has no mobile registration there', async () => {
    const ember = guest('EMBER');
    expect(
      await failure(ember.call(endpoints.register, account('emberfan', { email: 'fan@example.com' }))),
    ).toMatchObject({
      serverMessage: 'Affiliate code is required.',
    });
    expect(
      await failure(ember.call(endpoints.register, account('emberfan', { affiliateCode: 'AGENT1' }))),
    ).toMatchObject({
      serverMessage: 'E-mail is required.',
    });
    await ember.call(
      endpoints.register,
      account('emberfan', {
        affiliateCode: 'AGENT1',
        email: 'fan@example.com',
        password: 'Secret1234',
        confirmPassword: 'Secret1234',
      }),
    );
    expect(
      await failure(
        ember.call(endpoints.registerMobile, {
          mobileNum: '9171112222',
          countryDialingCode: '63',
          verificationCode: '1',
        }),
      ),
    ).toMatchObject({ kind: 'feature-disabled' });
  });

  it('registers by mobile on a strict brand: SMS code, captcha, payee name and payment password', async () => {
    const jade = guest('JADE');
    const mobile = { mobileNum: '9178889999', countryDialingCode: '63' };
    const input = {
      ...mobile,
      password: 'Mobile1234',
      confirmPassword: 'Mobile1234',
      payeeName: 'Maria Santos',
      paymentPassword: '246802',
      captcha: TEST_CAPTCHA,
      verificationCode: TEST_SMS_CODE,
    };
    expect(await failure(jade.call(endpoints.registerMobile, { ...input, payeeName: 'Maria' }))).toMatchObject({
      serverMessage: 'Payee name is not in the accepted format.',
    });
    expect(await failure(jade.call(endpoints.registerMobile, input))).toMatchObject({ kind: 'captcha-failed' });
    await jade.call(endpoints.captcha, {});
    expect(await failure(jade.call(endpoints.registerMobile, input))).toMatchObject({
      kind: 'invalid-verification-code',
    });
    await jade.call(endpoints.registerSms, { mobileNo: mobile.mobileNum, countryDialingCode: '63' });
    await jade.call(endpoints.captcha, {});
    const session = await jade.call(endpoints.registerMobile, input);
    // Mobile registration makes the number the username (protocol notes).
    expect(session.username).toBe('9178889999');
    expect(
      await failure(jade.call(endpoints.registerSms, { mobileNo: mobile.mobileNum, countryDialingCode: '63' })),
    ).toMatchObject({
      serverMessage: 'This phone number is already registered.',
    });
  });
});

describe('passwords', () => {
  it('changes the password: the old one stops working and other sessions end', async () => {
    const first = await sandbox.login('player09');
    const second = await sandbox.login('player09');
    const member = sandbox.client({ token: () => second });
    expect(
      await failure(
        member.call(endpoints.changePassword, {
          oldPassword: 'nope',
          newPassword: 'Fresh123',
          confirmNewPassword: 'Fresh123',
        }),
      ),
    ).toMatchObject({ kind: 'invalid-credentials' });
    expect(
      await failure(
        member.call(endpoints.changePassword, {
          oldPassword: DEMO_PASSWORD,
          newPassword: 'lettersonly',
          confirmNewPassword: 'lettersonly',
        }),
      ),
    ).toMatchObject({ serverMessage: 'New password is not in the accepted format.' });
    await member.call(endpoints.changePassword, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh123',
      confirmNewPassword: 'Fresh123',
    });
    expect((await member.call(endpoints.balance, {})).sumBalance).toBeGreaterThanOrEqual(0);
    expect(await failure(sandbox.client({ token: () => first }).call(endpoints.balance, {}))).toMatchObject({
      kind: 'not-logged-in',
    });
    expect(await failure(sandbox.login('player09'))).toMatchObject({ kind: 'invalid-credentials' });
    expect(await sandbox.login('player09', { password: 'Fresh123' })).toBeTruthy();
  });

  it('clears an expired password by changing it', async () => {
    const session = await guest().call(endpoints.login, {
      type: 'username',
      username: 'expired',
      password: DEMO_PASSWORD,
      loginDeviceId: 'x',
    });
    expect(session.passwordExpired).toBe(true);
    await sandbox.client({ token: () => session.token }).call(endpoints.changePassword, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Renewed123',
      confirmNewPassword: 'Renewed123',
    });
    const again = await guest().call(endpoints.login, {
      type: 'username',
      username: 'expired',
      password: 'Renewed123',
      loginDeviceId: 'x',
    });
    expect(again.passwordExpired).toBe(false);
  });

  it('resets by phone and signs in with the new password', async () => {
    const phone = { mobileNum: '9170000010', countryDialingCode: '63' };
    await guest().call(endpoints.smsLoginCode, phone);
    const { username } = await guest().call(endpoints.setPasswordByPhone, {
      ...phone,
      verificationCode: TEST_SMS_CODE,
      newPassword: 'ByPhone123',
    });
    expect(username).toBe('player10');
    expect(await sandbox.login('player10', { password: 'ByPhone123' })).toBeTruthy();
  });

  it('sends an e-mail reset only for a matching username and e-mail, where the brand offers it', async () => {
    await guest().call(endpoints.forgotPasswordByEmail, { username: 'demo', email: 'DEMO@aurora.example' });
    expect(
      await failure(guest().call(endpoints.forgotPasswordByEmail, { username: 'demo', email: 'other@aurora.example' })),
    ).toMatchObject({
      kind: 'account-not-found',
      i18nKey: 'errors.account_not_found',
    });
    expect(
      await failure(
        guest('JADE').call(endpoints.forgotPasswordByEmail, { username: 'demo', email: 'demo@jade.example' }),
      ),
    ).toMatchObject({
      kind: 'feature-disabled',
    });
  });
});
