import { describe, expect, it } from 'vitest';
import type { RegisterRules } from '@lobbykit/ui/rule-fields';
import { VERIFICATION_CODE_MAX_LENGTH } from '../shared/verification-code.ts';
import { checkSmsCode, registerTabs, rulesForTab, smsCodeRule } from './register-tabs.ts';

const flags = (...ids: string[]) => new Set(ids);

/** JADE's rules in the sandbox: strict username, password, mobile, payee name and captcha. */
const jadeRules: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: 5,
    minLength: 6,
    maxLength: 12,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    patternId: 8,
    minLength: 8,
    maxLength: 20,
  },
  payeeName: {
    enabled: true,
    required: true,
    acceptedPattern: '^\\S+ \\S+$',
    patternId: 18,
    minLength: 3,
    maxLength: 40,
  },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^\\d+$', patternId: 7, minLength: 10, maxLength: 10 },
  captcha: { enabled: true, required: true, acceptedPattern: '^\\d+$', patternId: 7, minLength: 4, maxLength: 4 },
};

describe('registerTabs', () => {
  it('offers the mobile tab only when mobile registration is on', () => {
    expect(registerTabs(flags('DIRECTREG3', 'USERNAMEREG3'))).toEqual(['username']);
    expect(registerTabs(flags('DIRECTREG3', 'USERNAMEREG3', 'MOBILENUMREG3'))).toEqual(['username', 'mobile']);
  });

  it('offers the mobile tab alone when username registration is off', () => {
    expect(registerTabs(flags('DIRECTREG3', 'MOBILENUMREG3'))).toEqual(['mobile']);
  });

  it('offers nothing when direct registration is off', () => {
    expect(registerTabs(flags('USERNAMEREG3', 'MOBILENUMREG3'))).toEqual([]);
  });
});

describe('rulesForTab', () => {
  it('keeps the brand rules by username, with username and password always required', () => {
    const rules = rulesForTab('username', { ...jadeRules, username: { enabled: false } }, flags());
    expect(rules.username).toMatchObject({ enabled: true, required: true });
    expect(rules.password).toEqual({ ...jadeRules.password, enabled: true, required: true });
    expect(rules.payeeName).toBe(jadeRules.payeeName);
    expect(rules.captcha).toBe(jadeRules.captcha);
  });

  it('by mobile drops the username and requires the mobile number with the brand pattern', () => {
    const rules = rulesForTab(
      'mobile',
      { ...jadeRules, mobileNum: { ...jadeRules.mobileNum, required: false } },
      flags(),
    );
    expect(rules.username).toMatchObject({ enabled: false });
    expect(rules.mobileNum).toMatchObject({
      enabled: true,
      required: true,
      minLength: 10,
      maxLength: 10,
      patternId: 7,
    });
  });

  it('by mobile asks for a number even when the brand has no mobile rule', () => {
    expect(rulesForTab('mobile', {}, flags()).mobileNum).toMatchObject({ enabled: true, required: true });
  });

  it('by mobile asks for the password only when MOBILENUMPASSREG3 is on', () => {
    expect(rulesForTab('mobile', jadeRules, flags()).password).toMatchObject({ enabled: false });
    expect(rulesForTab('mobile', jadeRules, flags('MOBILENUMPASSREG3')).password).toMatchObject({
      enabled: true,
      required: true,
      patternId: 8,
    });
  });
});

describe('smsCodeRule', () => {
  const aurora: RegisterRules = { mobileNum: { enabled: true, required: false, acceptedPattern: '^\\d+$' } };

  it('shows the code only when REGMOBVERF3 is on and the form has a mobile number', () => {
    expect(smsCodeRule('username', aurora, flags(), '')).toEqual({ shown: false, required: false });
    expect(smsCodeRule('username', {}, flags('REGMOBVERF3'), '')).toEqual({ shown: false, required: false });
    expect(smsCodeRule('username', aurora, flags('REGMOBVERF3'), '').shown).toBe(true);
  });

  it('requires the code by mobile, and by username once a number is typed', () => {
    const mobileRules = rulesForTab('mobile', aurora, flags());
    expect(smsCodeRule('mobile', mobileRules, flags('REGMOBVERF3'), '').required).toBe(true);
    expect(smsCodeRule('username', aurora, flags('REGMOBVERF3'), '').required).toBe(false);
    expect(smsCodeRule('username', aurora, flags('REGMOBVERF3'), '9171234567').required).toBe(true);
    expect(smsCodeRule('username', jadeRules, flags('REGMOBVERF3'), '').required).toBe(true);
  });
});

describe('checkSmsCode', () => {
  const digits = { acceptedPattern: '^\\d+$' };

  it('needs a code only when required', () => {
    expect(checkSmsCode('  ', true, digits)).toBe('required');
    expect(checkSmsCode('', false, digits)).toBeNull();
  });

  it('follows the mobile number pattern but not its length', () => {
    expect(checkSmsCode('246810', true, { ...digits, minLength: 10, maxLength: 10 })).toBeNull();
    expect(checkSmsCode('24a810', true, digits)).toBe('pattern');
    expect(checkSmsCode('anything', true, { acceptedPattern: '*' })).toBeNull();
  });

  it('takes at most 255 characters', () => {
    expect(checkSmsCode('1'.repeat(VERIFICATION_CODE_MAX_LENGTH), true, digits)).toBeNull();
    expect(checkSmsCode('1'.repeat(VERIFICATION_CODE_MAX_LENGTH + 1), true, digits)).toBe('pattern');
  });

  it('accepts any code when the mobile pattern is broken', () => {
    expect(checkSmsCode('123', true, { acceptedPattern: '([0-9' })).toBeNull();
  });
});
