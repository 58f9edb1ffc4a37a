import { describe, expect, it } from 'vitest';
import { buildRegisterPayload, type RegisterContext } from './register-payload.ts';

const context: RegisterContext = {
  referralCode: null,
  countryDialingCode: '63',
  verificationCode: '',
  domain: 'aurora.example',
  registerUrl: 'https://aurora.example/register',
};

describe('buildRegisterPayload', () => {
  it('sends the username registration with the fixed fields of spec §3', () => {
    const payload = buildRegisterPayload(
      'username',
      { username: ' lucky88 ', password: 'Secret12', confirmPassword: 'Secret12', email: ' a@b.co ' },
      context,
    );
    expect(payload).toEqual({
      username: 'lucky88',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      email: 'a@b.co',
      registerMethod: 'WEB',
      login: true,
      domain: 'aurora.example',
      registerUrl: 'https://aurora.example/register',
    });
  });

  it('leaves empty fields out, so an empty affiliate code never hides the referral code', () => {
    const payload = buildRegisterPayload(
      'username',
      { username: 'lucky88', password: 'p', confirmPassword: 'p', affiliateCode: '', line: '  ' },
      { ...context, referralCode: 'AGENT1' },
    );
    expect(payload).not.toHaveProperty('affiliateCode');
    expect(payload).not.toHaveProperty('line');
    expect(payload.referralCode).toBe('AGENT1');
  });

  it('keeps passwords exactly as typed', () => {
    const payload = buildRegisterPayload('username', { password: ' pass word ', paymentPassword: '135790' }, context);
    expect(payload.password).toBe(' pass word ');
    expect(payload.paymentPassword).toBe('135790');
  });

  it('by mobile uses the mobile number as the username, with its dialing code and SMS code', () => {
    const payload = buildRegisterPayload(
      'mobile',
      { mobileNum: '9171234567' },
      { ...context, verificationCode: ' 246810 ' },
    );
    expect(payload).toMatchObject({
      username: '9171234567',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '246810',
    });
    expect(payload).not.toHaveProperty('password');
  });

  it('sends no dialing code or SMS code without a mobile number', () => {
    const payload = buildRegisterPayload(
      'username',
      { username: 'lucky88', password: 'p', confirmPassword: 'p' },
      { ...context, verificationCode: '246810' },
    );
    expect(payload).not.toHaveProperty('countryDialingCode');
    expect(payload).not.toHaveProperty('verificationCode');
  });

  it('passes the device id on when there is one', () => {
    expect(buildRegisterPayload('username', {}, { ...context, loginDeviceId: 'device-1' }).loginDeviceId).toBe(
      'device-1',
    );
  });
});
