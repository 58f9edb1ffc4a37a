import type { RegisterRule } from '@lobbykit/platform';
import { describe, expect, it } from 'vitest';
import { checkMobileNumber, fixedMobileLength, mobileProblemMessage } from './mobile-rule.ts';

const tenDigits: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^\\d+$',
  minLength: 10,
  maxLength: 10,
};

describe('checkMobileNumber', () => {
  it('requires a value', () => {
    expect(checkMobileNumber('', undefined)).toBe('required');
  });

  it('accepts 6 to 15 digits when the brand has no rule', () => {
    expect(checkMobileNumber('9171234567', undefined)).toBeNull();
    expect(checkMobileNumber('12345', undefined)).toBe('invalid');
    expect(checkMobileNumber('917-123-4567', undefined)).toBe('invalid');
    expect(checkMobileNumber('1234567890123456', undefined)).toBe('invalid');
  });

  it("applies the brand's rule on top", () => {
    expect(checkMobileNumber('9171234567', tenDigits)).toBeNull();
    expect(checkMobileNumber('917123456', tenDigits)).toBe('invalid');
  });

  it('ignores a disabled rule', () => {
    expect(checkMobileNumber('917123', { ...tenDigits, enabled: false })).toBeNull();
  });
});

describe('mobileProblemMessage', () => {
  it('names the digit count when the rule fixes one', () => {
    expect(fixedMobileLength(tenDigits)).toBe(10);
    expect(mobileProblemMessage('invalid', tenDigits)).toEqual({
      key: 'validation.mobile_digits',
      values: { count: 10 },
    });
  });

  it('uses the general messages otherwise', () => {
    expect(mobileProblemMessage('invalid', { ...tenDigits, minLength: 7, maxLength: 11 })).toEqual({
      key: 'validation.mobile_invalid',
    });
    expect(mobileProblemMessage('required', tenDigits)).toEqual({ key: 'validation.mobile_required' });
  });
});
