import { endpoints, type PlatformError } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PATH } from './admin.ts';
import { TEST_EMAIL_CODE, TEST_SMS_CODE } from '../settings.ts';
import { DEMO_PASSWORD, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const day = 86_400_000;
const failure = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail('expected a refusal')).catch((e: unknown) => e as PlatformError);
/** A signed-in client of `username` on AURORA, in EN unless told. */
async function member(username: string, language = 'EN') {
  const token = await sandbox.login(username);
  return sandbox.client({ token: () => token, language: () => language });
}
async function trialMember() {
  const { token } = await sandbox.client().call(endpoints.freePlay, { loginDeviceId: 'account-test' });
  return sandbox.client({ token: () => token });
}

describe('the security overview', () => {
  it('shows the showcase member with everything bound, verified and set', async () => {
    const overview = await (await member('demo')).call(endpoints.securityOverview, {});
    expect(overview).toEqual({
      mobileNum: '917****567',
      countryDialingCode: '63',
      mobileVerified: true,
      email: 'demo@aurora.example',
      emailVerified: true,
      hasPaymentPassword: true,
      passwordChangedAt: expect.any(Number),
    });
    expect(Date.now() - overview.passwordChangedAt).toBeGreaterThan(44 * day);
  });

  it('shows nopaypass with nothing set up, and member info says the same', async () => {
    const client = await member('nopaypass');
    expect(await client.call(endpoints.securityOverview, {})).toMatchObject({
      mobileNum: null,
      countryDialingCode: null,
      mobileVerified: false,
      email: 'nopaypass@aurora.example',
      emailVerified: false,
      hasPaymentPassword: false,
    });
    expect(await client.call(endpoints.memberInfo, {})).toMatchObject({
      mobileNum: null,
      emailVerified: false,
      hasPaymentPassword: false,
    });
  });
});

describe('profile', () => {
  it('changes the nickname, trimmed, and member info shows it', async () => {
    const client = await member('player01');
    expect(await client.call(endpoints.setNickname, { nickname: '  Ligaya Santos ' })).toEqual({
      nickname: 'Ligaya Santos',
    });
    expect((await client.call(endpoints.memberInfo, {})).nickname).toBe('Ligaya Santos');
    for (const nickname of ['Ñoño_01', '李小龙', 'J.R. dela-Cruz'])
      expect(await client.call(endpoints.setNickname, { nickname })).toEqual({ nickname });
  });

  it.each(['J', 'a'.repeat(17), '<b>Bold</b>', 'two  spaces', 'Lucky 🍀', 'semi;colon'])(
    'refuses the nickname %j, in the member’s language',
    async (nickname) => {
      const error = await failure((await member('player01')).call(endpoints.setNickname, { nickname }));
      expect(error).toMatchObject({
        kind: 'server',
        serverMessage: 'A nickname is 2–16 characters: letters, digits, _ - . and single spaces between words.',
      });
      const inFilipino = await failure((await member('player01', 'TY')).call(endpoints.setNickname, { nickname }));
      expect(inFilipino.serverMessage).toMatch(/^Ang nickname ay 2–16 na character/);
    },
  );

  it('sets the avatar from the icons on offer; avatar and memberIcon show it at once', async () => {
    const client = await member('player03');
    const { icon, icons } = await client.call(endpoints.memberIcon, {});
    const chosen = icons.find((candidate) => candidate !== icon)!;
    expect(await client.call(endpoints.setMemberIcon, { icon: chosen })).toEqual({ icon: chosen, icons });
    expect((await client.call(endpoints.memberIcon, {})).icon).toBe(chosen);
    expect((await client.call(endpoints.avatar, {})).avatarUrl).toBe(chosen);
    expect(
      await failure(client.call(endpoints.setMemberIcon, { icon: 'https://evil.example/avatar.svg' })),
    ).toMatchObject({ kind: 'server', serverMessage: 'Choose one of the avatars on offer.' });
  });

  it('refuses every change to a trial account', async () => {
    const trial = await trialMember();
    expect(await failure(trial.call(endpoints.setNickname, { nickname: 'Trial' }))).toMatchObject({
      kind: 'real-account-needed',
    });
    expect(
      await failure(trial.call(endpoints.bindMobileCode, { mobileNum: '9175550999', countryDialingCode: '63' })),
    ).toMatchObject({ kind: 'real-account-needed' });
  });
});

describe('the login password', () => {
  it('moves the overview’s last change to now', async () => {
    const client = await member('player11');
    await client.call(endpoints.changePassword, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Again123',
      confirmNewPassword: 'Again123',
    });
    expect(Date.now() - (await client.call(endpoints.securityOverview, {})).passwordChangedAt).toBeLessThan(60_000);
  });
});

describe('the payment password', () => {
  const payment = (newPaymentPassword: string, confirmNewPaymentPassword = newPaymentPassword) => ({
    newPaymentPassword,
    confirmNewPaymentPassword,
  });

  it('is set once, proven by the login password, and then guards withdrawals', async () => {
    const client = await member('nopaypass');
    expect(
      await failure(
        client.call(endpoints.changePaymentPassword, { oldPaymentPassword: '000000', ...payment('112233') }),
      ),
    ).toMatchObject({ kind: 'operation-not-allowed', serverMessage: 'No payment password is set yet: set one first.' });
    for (const [input, refusal] of [
      [
        { password: 'wrong-pass', ...payment('112233') },
        { kind: 'invalid-credentials', serverMessage: 'The login password is incorrect.' },
      ],
      [
        { password: DEMO_PASSWORD, ...payment('12345') },
        { serverMessage: 'The payment password must be exactly 6 digits.' },
      ],
      [
        { password: DEMO_PASSWORD, ...payment('12345a') },
        { serverMessage: 'The payment password must be exactly 6 digits.' },
      ],
      [{ password: DEMO_PASSWORD, ...payment('112233', '112234') }, { serverMessage: 'The passwords do not match.' }],
    ] as const) {
      expect(await failure(client.call(endpoints.setPaymentPassword, input))).toMatchObject(refusal);
    }
    expect(await client.call(endpoints.setPaymentPassword, { password: DEMO_PASSWORD, ...payment('112233') })).toEqual({
      hasPaymentPassword: true,
    });
    expect((await client.call(endpoints.memberInfo, {})).hasPaymentPassword).toBe(true);
    expect(
      await failure(client.call(endpoints.setPaymentPassword, { password: DEMO_PASSWORD, ...payment('445566') })),
    ).toMatchObject({ kind: 'operation-not-allowed' });
    const { accountId: payoutAccountId } = await client.call(endpoints.addPayoutAccount, {
      channel: 'bank',
      accountNumber: '0045 1200 9999',
      payeeName: 'Nina Reyes',
    });
    const withdraw = (paymentPassword: string) =>
      client.call(endpoints.withdraw, { amount: 100, payoutAccountId, paymentPassword });
    expect(await failure(withdraw('445566'))).toMatchObject({
      kind: 'invalid-credentials',
      serverMessage: 'The payment password is incorrect.',
    });
    expect((await withdraw('112233')).sumBalance).toBe(50);
  });

  it('is changed with the current one; the old one then stops working', async () => {
    const client = await member('player05');
    for (const [input, refusal] of [
      [
        { oldPaymentPassword: '999999', ...payment('246813') },
        { kind: 'invalid-credentials', serverMessage: 'The payment password is incorrect.' },
      ],
      [
        { oldPaymentPassword: '135790', ...payment('2468') },
        { serverMessage: 'The payment password must be exactly 6 digits.' },
      ],
      [
        { oldPaymentPassword: '135790', ...payment('135790') },
        { serverMessage: 'The new payment password must differ from the current one.' },
      ],
    ] as const) {
      expect(await failure(client.call(endpoints.changePaymentPassword, input))).toMatchObject(refusal);
    }
    await client.call(endpoints.changePaymentPassword, { oldPaymentPassword: '135790', ...payment('246813') });
    expect(
      await failure(
        client.call(endpoints.changePaymentPassword, { oldPaymentPassword: '135790', ...payment('111111') }),
      ),
    ).toMatchObject({ kind: 'invalid-credentials' });
    const payoutAccountId = await sandbox.payoutAccountId(client);
    const withdraw = (paymentPassword: string) =>
      client.call(endpoints.withdraw, { amount: 100, payoutAccountId, paymentPassword });
    expect(await failure(withdraw('135790'))).toMatchObject({ kind: 'invalid-credentials' });
    await withdraw('246813');
  });

  it('travels in the envelope like the other password calls', async () => {
    const seen: RequestInit[] = [];
    const token = await sandbox.login('player06');
    const spy = vi.fn<typeof fetch>((input, init) => {
      if (String(input).includes('/wps/member/password/payment')) seen.push(init!);
      return fetch(input, init);
    });
    const client = sandbox.client({ token: () => token, fetch: spy });
    await client.call(endpoints.changePaymentPassword, { oldPaymentPassword: '135790', ...payment('808080') });
    expect(Object.keys(JSON.parse(String(seen[0]!.body)))).toEqual(['value']);
    const plain = await sandbox.raw(endpoints.changePaymentPassword.path, {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oldPaymentPassword: '808080', ...payment('909090') }),
    });
    expect(await plain.json()).toMatchObject({ success: false, code: 'ENVELOPE_REJECTED' });
  });
});

describe('binding a mobile number', () => {
  const number = { mobileNum: '9175554321', countryDialingCode: '63' };

  it('sends a code to the new number, binds it with the code, and the number then signs in by SMS', async () => {
    const client = await member('nopaypass');
    expect(await client.call(endpoints.bindMobileCode, number)).toEqual({ expiredMinutes: 1 });
    expect(sandbox.ctx.sms.outbox()[0]).toMatchObject({ to: '+63 9175554321', purpose: 'bind', code: TEST_SMS_CODE });
    expect(await failure(client.call(endpoints.bindMobileCode, number))).toMatchObject({ kind: 'too-many-requests' });
    expect(await failure(client.call(endpoints.bindMobile, { ...number, verificationCode: '000000' }))).toMatchObject({
      kind: 'invalid-verification-code',
    });
    expect(await client.call(endpoints.bindMobile, { ...number, verificationCode: TEST_SMS_CODE })).toEqual({
      mobileNum: '917****321',
      countryDialingCode: '63',
      mobileVerified: true,
    });
    expect(await client.call(endpoints.memberInfo, {})).toMatchObject({
      mobileNum: '917****321',
      mobileVerified: true,
    });
    sandbox.advance(1_100);
    await sandbox.client().call(endpoints.smsLoginCode, number);
    const session = await sandbox.client().call(endpoints.login, {
      type: 'sms',
      ...number,
      verificationCode: TEST_SMS_CODE,
      loginDeviceId: 'bound',
    });
    expect(session.username).toBe('nopaypass');
  });

  it('counts a number registered with its SMS code as verified', async () => {
    const mobile = { mobileNum: '9175556789', countryDialingCode: '63' };
    await sandbox.client().call(endpoints.registerSms, { mobileNo: mobile.mobileNum, countryDialingCode: '63' });
    const { token } = await sandbox.client().call(endpoints.registerMobile, {
      ...mobile,
      verificationCode: TEST_SMS_CODE,
      password: 'Mobile123',
      confirmPassword: 'Mobile123',
    });
    const overview = await sandbox.client({ token: () => token }).call(endpoints.securityOverview, {});
    expect(overview).toMatchObject({ mobileNum: '917****789', mobileVerified: true, hasPaymentPassword: false });
  });

  it('changes a bound number in the same two steps, and frees the old one', async () => {
    const client = await member('player07');
    const next = { mobileNum: '9175551007', countryDialingCode: '63' };
    await client.call(endpoints.bindMobileCode, next);
    await client.call(endpoints.bindMobile, { ...next, verificationCode: TEST_SMS_CODE });
    expect((await client.call(endpoints.securityOverview, {})).mobileNum).toBe('917****007');
    const other = await member('player08');
    const old = { mobileNum: '9170000007', countryDialingCode: '63' };
    await other.call(endpoints.bindMobileCode, old);
    expect(await other.call(endpoints.bindMobile, { ...old, verificationCode: TEST_SMS_CODE })).toMatchObject({
      mobileVerified: true,
    });
  });

  it('refuses a number another member has, a code meant for someone else, and an expired code', async () => {
    const client = await member('player09');
    const taken = { mobileNum: '9171234567', countryDialingCode: '63' };
    const refusal = { kind: 'server', serverMessage: 'This phone number is already registered.' };
    expect(await failure(client.call(endpoints.bindMobileCode, taken))).toMatchObject(refusal);
    expect(
      await failure(client.call(endpoints.bindMobile, { ...taken, verificationCode: TEST_SMS_CODE })),
    ).toMatchObject(refusal);
    const wanted = { mobileNum: '9175550909', countryDialingCode: '63' };
    await (await member('player10')).call(endpoints.bindMobileCode, wanted);
    expect(
      await failure(client.call(endpoints.bindMobile, { ...wanted, verificationCode: TEST_SMS_CODE })),
    ).toMatchObject({
      kind: 'invalid-verification-code',
    });
    sandbox.advance(1_100);
    await client.call(endpoints.bindMobileCode, wanted);
    sandbox.advance(5 * 60_000 + 1_000);
    expect(
      await failure(client.call(endpoints.bindMobile, { ...wanted, verificationCode: TEST_SMS_CODE })),
    ).toMatchObject({
      kind: 'verification-code-expired',
      serverMessage: 'The verification code has expired, please resend.',
    });
    expect(
      await failure(client.call(endpoints.bindMobileCode, { mobileNum: '12ab', countryDialingCode: '63' })),
    ).toMatchObject({ kind: 'invalid-phone' });
  });
});

describe('binding an e-mail address', () => {
  it('e-mails a code, verifies the address with it, and lists the e-mail for the admin', async () => {
    const client = await member('nopaypass');
    const email = 'nina@example.com';
    expect(await client.call(endpoints.bindEmailCode, { email })).toEqual({ expiredMinutes: 1 });
    expect(sandbox.ctx.mail.outbox()[0]).toMatchObject({ to: email, purpose: 'bind', code: TEST_EMAIL_CODE });
    expect(await failure(client.call(endpoints.bindEmail, { email, verificationCode: '000000' }))).toMatchObject({
      kind: 'invalid-verification-code',
    });
    expect(await client.call(endpoints.bindEmail, { email, verificationCode: TEST_EMAIL_CODE })).toEqual({
      email,
      emailVerified: true,
    });
    expect(await client.call(endpoints.memberInfo, {})).toMatchObject({ email, emailVerified: true });
    const listed = (await (await fetch(`${sandbox.url}${ADMIN_PATH}/emails`)).json()) as { value: { to: string }[] };
    expect(listed.value.map((mail) => mail.to)).toContain(email);
  });

  it('refuses an address that is not one, or that another member has verified', async () => {
    const client = await member('player12');
    expect(await failure(client.call(endpoints.bindEmailCode, { email: 'not-an-address' }))).toMatchObject({
      serverMessage: 'E-mail is not in the accepted format.',
    });
    expect(await failure(client.call(endpoints.bindEmailCode, { email: 'DEMO@aurora.example' }))).toMatchObject({
      kind: 'server',
      serverMessage: 'This e-mail address is already verified on another account.',
    });
    const inFilipino = await member('player12', 'TY');
    expect(await failure(inFilipino.call(endpoints.bindEmailCode, { email: 'demo@aurora.example' }))).toMatchObject({
      serverMessage: 'Naka-verify na ang e-mail address na ito sa ibang account.',
    });
  });

  it('lists the password-reset e-mails too', async () => {
    await sandbox
      .client()
      .call(endpoints.forgotPasswordByEmail, { username: 'agent2', email: 'agent2@aurora.example' });
    expect(sandbox.ctx.mail.outbox()[0]).toMatchObject({
      to: 'agent2@aurora.example',
      purpose: 'password-reset',
      text: expect.stringMatching(/^reset your password at https:\/\/aurora\.example\/reset\?token=/),
    });
  });
});
