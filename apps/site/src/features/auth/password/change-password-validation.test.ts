import type { RegisterRule } from '@lobbykit/platform';
import { describe, expect, it } from 'vitest';
import { changePasswordProblems, type ChangePasswordRules } from './change-password-validation.ts';

const lettersAndDigits: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
  patternId: 6,
  minLength: 6,
  maxLength: 20,
};
const rules: ChangePasswordRules = {
  askOldPassword: false,
  passwordRule: lettersAndDigits,
  ruleHint: '6–20 characters with both letters and digits',
  currentPassword: '123456',
};
const values = (over: object = {}) => ({
  oldPassword: '',
  newPassword: 'Fresh2024',
  confirmNewPassword: 'Fresh2024',
  ...over,
});

describe('changePasswordProblems', () => {
  it('accepts a new password that follows the rule and is confirmed', () => {
    expect(changePasswordProblems(values(), rules)).toEqual({});
  });

  it('asks for the old password only when it is not known', () => {
    expect(changePasswordProblems(values(), { ...rules, askOldPassword: true, currentPassword: null })).toEqual({
      oldPassword: { key: 'validation.old_password_required' },
    });
  });

  it("holds the new password to the brand's rule, its hint as the message", () => {
    expect(changePasswordProblems(values({ newPassword: '', confirmNewPassword: '' }), rules)).toEqual({
      newPassword: { key: 'validation.new_password_required' },
      confirmNewPassword: { key: 'validation.confirm_password_required' },
    });
    expect(changePasswordProblems(values({ newPassword: 'letters', confirmNewPassword: 'letters' }), rules)).toEqual({
      newPassword: { key: 'validation.new_password_rule', text: '6–20 characters with both letters and digits' },
    });
    expect(
      changePasswordProblems(values({ newPassword: 'a1', confirmNewPassword: 'a1' }), {
        ...rules,
        ruleHint: undefined,
      }),
    ).toEqual({ newPassword: { key: 'validation.new_password_rule' } });
  });

  it('still requires a value when the brand sends no password rule', () => {
    const noRule = { ...rules, passwordRule: undefined };
    expect(changePasswordProblems(values({ newPassword: 'x', confirmNewPassword: 'x' }), noRule)).toEqual({});
    expect(changePasswordProblems(values({ newPassword: '', confirmNewPassword: '' }), noRule)).toHaveProperty(
      'newPassword',
    );
  });

  it('wants the confirmation equal and the new password different from the current one', () => {
    expect(changePasswordProblems(values({ confirmNewPassword: 'Fresh2025' }), rules)).toEqual({
      confirmNewPassword: { key: 'validation.password_mismatch' },
    });
    expect(
      changePasswordProblems(values({ newPassword: 'Same1234', confirmNewPassword: 'Same1234' }), {
        ...rules,
        currentPassword: 'Same1234',
      }),
    ).toEqual({ newPassword: { key: 'validation.password_same' } });
    expect(
      changePasswordProblems(
        values({ oldPassword: 'Same1234', newPassword: 'Same1234', confirmNewPassword: 'Same1234' }),
        {
          ...rules,
          askOldPassword: true,
          currentPassword: null,
        },
      ),
    ).toEqual({ newPassword: { key: 'validation.password_same' } });
  });
});
