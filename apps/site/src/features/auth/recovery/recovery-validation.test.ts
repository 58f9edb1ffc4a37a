import type { RegisterRules } from '@lobbykit/platform';
import { describe, expect, it } from 'vitest';
import { emailRecoveryErrors, phoneRecoveryErrors, type RecoveryTranslate } from './recovery-validation.ts';

const messages: Record<string, string> = {
  reg_required: 'This field is required.',
  reg_pattern_generic: '(min)-(max) characters.',
  reg_pattern_2: 'Start with a letter, then letters and digits, (min)-(max) characters.',
  reg_pattern_4: 'A valid e-mail address, (min)-(max) characters.',
  reg_pattern_8: 'Letters and digits with at least one uppercase letter, (min)-(max) characters.',
  'recovery.email_invalid': 'Enter a valid e-mail address.',
  'validation.mobile_required': 'Please enter your mobile number.',
  'validation.mobile_digits': 'Please enter a valid {{count}}-digit phone number.',
};
/** Behaves like i18next: a missing key comes back unchanged; `count` is filled in. */
const t: RecoveryTranslate = (key, options) =>
  (messages[key] ?? key).replace('{{count}}', String(options?.count ?? ''));

const rules: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 2,
    minLength: 5,
    maxLength: 14,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    patternId: 8,
    minLength: 8,
    maxLength: 20,
  },
  email: {
    enabled: true,
    required: true,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    patternId: 4,
    minLength: 5,
    maxLength: 64,
  },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^\\d+$', patternId: 7, minLength: 10, maxLength: 10 },
};

describe('emailRecoveryErrors', () => {
  it('requires both fields', () => {
    expect(emailRecoveryErrors({ username: ' ', email: '' }, rules, t)).toEqual({
      username: 'This field is required.',
      email: 'This field is required.',
    });
  });

  it('checks the username and e-mail by the brand rules, with their bounds', () => {
    expect(emailRecoveryErrors({ username: '9lives', email: 'nope' }, rules, t)).toEqual({
      username: 'Start with a letter, then letters and digits, 5-14 characters.',
      email: 'A valid e-mail address, 5-64 characters.',
    });
  });

  it('accepts trimmed values that follow the rules', () => {
    expect(emailRecoveryErrors({ username: ' player07 ', email: ' player07@ember.example ' }, rules, t)).toEqual({});
  });

  it('still wants a real address when the brand has no e-mail rule', () => {
    expect(emailRecoveryErrors({ username: 'player07', email: 'player07' }, { ...rules, email: undefined }, t)).toEqual(
      {
        email: 'Enter a valid e-mail address.',
      },
    );
  });

  it('asks only for a username when the brand sends no username rule', () => {
    expect(emailRecoveryErrors({ username: '', email: 'a@b.co' }, {}, t)).toEqual({
      username: 'This field is required.',
    });
    expect(emailRecoveryErrors({ username: 'x', email: 'a@b.co' }, {}, t)).toEqual({});
  });
});

describe('phoneRecoveryErrors', () => {
  const valid = { mobileNum: '9171234567', verificationCode: '246810', newPassword: 'Recovered2024', captcha: '' };

  it('accepts a number, a code and a password by the rules', () => {
    expect(phoneRecoveryErrors(valid, { rules, captchaShown: false }, t)).toEqual({});
  });

  it('checks the number by the mobile rule, with the digit count the brand fixes', () => {
    expect(phoneRecoveryErrors({ ...valid, mobileNum: '' }, { rules, captchaShown: false }, t).mobileNum).toBe(
      'Please enter your mobile number.',
    );
    expect(phoneRecoveryErrors({ ...valid, mobileNum: '91712345' }, { rules, captchaShown: false }, t).mobileNum).toBe(
      'Please enter a valid 10-digit phone number.',
    );
  });

  it('requires the SMS code', () => {
    expect(phoneRecoveryErrors({ ...valid, verificationCode: ' ' }, { rules, captchaShown: false }, t)).toEqual({
      verificationCode: 'This field is required.',
    });
  });

  it('checks the new password by the password rule, exactly as typed', () => {
    expect(phoneRecoveryErrors({ ...valid, newPassword: 'lowercase1' }, { rules, captchaShown: false }, t)).toEqual({
      newPassword: 'Letters and digits with at least one uppercase letter, 8-20 characters.',
    });
    expect(
      phoneRecoveryErrors({ ...valid, newPassword: ' Recovered2024' }, { rules, captchaShown: false }, t).newPassword,
    ).toBeDefined();
  });

  it('requires the captcha only when the sign-in asks for one', () => {
    expect(phoneRecoveryErrors(valid, { rules, captchaShown: true }, t)).toEqual({
      captcha: 'This field is required.',
    });
    expect(phoneRecoveryErrors({ ...valid, captcha: '4242' }, { rules, captchaShown: true }, t)).toEqual({});
  });
});
