import type { RegisterRule } from '@lobbykit/platform';
import { describe, expect, it } from 'vitest';
import { trimValues } from '../shared/problems.ts';
import { VERIFICATION_CODE_MAX_LENGTH } from '../shared/verification-code.ts';
import { smsLoginProblems, usernameLoginProblems } from './login-validation.ts';

describe('usernameLoginProblems', () => {
  it('requires username and password, and the captcha only when shown', () => {
    const empty = { username: '', password: '', captcha: '' };
    expect(usernameLoginProblems(empty, { captchaShown: false })).toEqual({
      username: { key: 'validation.username_required' },
      password: { key: 'validation.password_required' },
    });
    expect(usernameLoginProblems(empty, { captchaShown: true })).toHaveProperty('captcha', {
      key: 'validation.captcha_required',
    });
  });

  it('treats blanks as empty (values are trimmed)', () => {
    expect(usernameLoginProblems({ username: '   ', password: 'x', captcha: ' ' }, { captchaShown: true })).toEqual({
      username: { key: 'validation.username_required' },
      captcha: { key: 'validation.captcha_required' },
    });
    expect(
      usernameLoginProblems({ username: 'demo', password: 'Demo1234', captcha: '' }, { captchaShown: false }),
    ).toEqual({});
    expect(trimValues({ username: ' demo ', password: 'Demo1234 ' })).toEqual({
      username: 'demo',
      password: 'Demo1234',
    });
  });
});

describe('smsLoginProblems', () => {
  const rule: RegisterRule = { enabled: true, required: false, acceptedPattern: '^\\d+$', minLength: 7, maxLength: 11 };

  it('requires the mobile number by the mobile rule and the code', () => {
    expect(smsLoginProblems({ mobileNum: '', verificationCode: '' }, rule)).toEqual({
      mobileNum: { key: 'validation.mobile_required' },
      verificationCode: { key: 'validation.sms_code_required' },
    });
    expect(smsLoginProblems({ mobileNum: '91712', verificationCode: '246810' }, rule)).toEqual({
      mobileNum: { key: 'validation.mobile_invalid' },
    });
    expect(smsLoginProblems({ mobileNum: ' 9171234567 ', verificationCode: ' 246810 ' }, rule)).toEqual({});
  });

  it('caps the code at 255 characters', () => {
    const long = '1'.repeat(VERIFICATION_CODE_MAX_LENGTH + 1);
    expect(smsLoginProblems({ mobileNum: '9171234567', verificationCode: long }, undefined)).toEqual({
      verificationCode: { key: 'validation.sms_code_too_long', values: { max: 255 } },
    });
  });
});
