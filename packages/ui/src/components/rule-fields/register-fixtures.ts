/*
 * Example register rules and English messages for stories and tests. The pattern messages follow
 * the order of the spec's §5 list (ids 1–20); a brand's real ids come from its platform.
 */
import type { RuleTranslate } from '../../forms/register-messages.ts';
import type { RegisterRules } from '../../forms/register-rules.ts';
import type { RegisterFormField } from '../../forms/register-schema.ts';

export const englishRuleMessages: Record<string, string> = {
  reg_required: 'This field is required',
  reg_password_mismatch: 'The passwords do not match',
  reg_pattern_generic: '(min)-(max) characters',
  reg_pattern_1: 'Any characters, (min)-(max) long',
  reg_pattern_2: 'Start with a letter, then letters and digits, (min)-(max) characters',
  reg_pattern_4: 'A valid e-mail address, (min)-(max) characters',
  reg_pattern_5: 'Letters and digits only, (min)-(max) characters',
  reg_pattern_7: 'Digits only, (min)-(max) digits',
  reg_pattern_17:
    'At least one uppercase letter, one lowercase letter, one digit and one symbol, (min)-(max) characters',
  reg_pattern_18: 'Your full name: two words separated by a space, (min)-(max) characters',
};

/** Looks a key up like i18next does: a missing key comes back unchanged. */
export const translateRuleMessage: RuleTranslate = (key) => englishRuleMessages[key] ?? key;

export const registerFieldLabels: Record<RegisterFormField, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  payeeName: 'Full name',
  paymentPassword: 'Withdrawal password',
  qqNum: 'QQ number',
  line: 'LINE ID',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  wechat: 'WeChat',
  idNumber: 'ID number',
  email: 'E-mail',
  mobileNum: 'Mobile number',
  recommenderId: 'Referrer ID',
  affiliateCode: 'Affiliate code',
  captcha: 'Verification code',
};

const off = { enabled: false, required: false, acceptedPattern: '*', patternId: 1, minLength: 0, maxLength: 0 };

/** A brand that asks for a lot and checks it closely. */
export const strictBrandRules: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    patternId: 2,
    minLength: 6,
    maxLength: 16,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
    patternId: 17,
    minLength: 8,
    maxLength: 20,
  },
  payeeName: {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z]+ [A-Za-z]+$',
    patternId: 18,
    minLength: 3,
    maxLength: 40,
  },
  paymentPassword: off,
  qqNum: off,
  line: off,
  whatsapp: off,
  facebook: off,
  wechat: off,
  idNumber: off,
  email: {
    enabled: true,
    required: true,
    acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    patternId: 4,
    minLength: 6,
    maxLength: 50,
  },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 7, minLength: 10, maxLength: 10 },
  recommenderId: off,
  affiliateCode: {
    enabled: true,
    required: false,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: 5,
    minLength: 4,
    maxLength: 12,
  },
  captcha: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 7, minLength: 4, maxLength: 4 },
};

/**
 * A brand that asks for little. Its LINE rule carries an expression that does not compile, as a
 * misconfigured back office might send: the field accepts anything and the problem is reported.
 */
export const lenientBrandRules: RegisterRules = {
  username: { enabled: true, required: true, acceptedPattern: '*', patternId: 1, minLength: 4, maxLength: 20 },
  password: { enabled: true, required: true, acceptedPattern: '*', patternId: 1, minLength: 6, maxLength: 30 },
  payeeName: off,
  paymentPassword: off,
  qqNum: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 7, minLength: 5, maxLength: 11 },
  line: { enabled: true, required: false, acceptedPattern: '[a-z', patternId: 'line', minLength: 0, maxLength: 0 },
  whatsapp: off,
  facebook: off,
  wechat: off,
  idNumber: off,
  email: off,
  mobileNum: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 7, minLength: 7, maxLength: 15 },
  recommenderId: { enabled: true, required: false, acceptedPattern: '*', patternId: 1, minLength: 0, maxLength: 0 },
  affiliateCode: off,
  captcha: off,
};
