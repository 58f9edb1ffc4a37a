import type { RegisterRule, RegisterRuleField, RegisterRules } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';

/** Human names of the rule fields, for messages ("Username is required."). */
const fieldNames: Record<RegisterRuleField | 'newPassword' | 'verificationCode', string> = {
  username: 'Username',
  password: 'Password',
  newPassword: 'New password',
  payeeName: 'Payee name',
  paymentPassword: 'Payment password',
  qqNum: 'QQ number',
  line: 'LINE ID',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  wechat: 'WeChat',
  idNumber: 'ID number',
  email: 'E-mail',
  mobileNum: 'Mobile number',
  recommenderId: 'Recommender ID',
  affiliateCode: 'Affiliate code',
  captcha: 'Captcha',
  verificationCode: 'Verification code',
};

export function requireValue(field: keyof typeof fieldNames, value: string | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed) throw new Refusal('INVALID_INPUT', 'field_required', { params: { field: fieldNames[field] } });
  return trimmed;
}

/** Checks one value against its rule; `label` names it in the message when it is not the rule's field. */
export function checkRule(
  rule: RegisterRule | undefined,
  field: RegisterRuleField,
  value: string | undefined,
  label: keyof typeof fieldNames = field,
): string | undefined {
  const text = value?.trim() ? value.trim() : undefined;
  if (!rule?.enabled) return undefined;
  if (!text) {
    if (rule.required) throw new Refusal('INVALID_INPUT', 'field_required', { params: { field: fieldNames[label] } });
    return undefined;
  }
  const { minLength = 0, maxLength = 255 } = rule;
  if (text.length < minLength || text.length > maxLength) {
    throw new Refusal('INVALID_INPUT', 'field_length', {
      params: { field: fieldNames[label], min: minLength, max: maxLength },
    });
  }
  if (rule.acceptedPattern && rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern).test(text)) {
    throw new Refusal(
      field === 'mobileNum' ? 'INVALID_PHONE' : 'INVALID_INPUT',
      field === 'mobileNum' ? 'invalid_phone' : 'field_pattern',
      {
        params: { field: fieldNames[label] },
      },
    );
  }
  return text;
}

/** A new password always follows the brand's password rule, whatever the form. */
export function checkNewPassword(
  rules: RegisterRules,
  password: string,
  confirmation: string | undefined,
  label: 'password' | 'newPassword',
) {
  const rule = rules.password ?? { enabled: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 20 };
  checkRule({ ...rule, enabled: true, required: true }, 'password', password, label);
  if (confirmation !== undefined && confirmation !== password) throw new Refusal('INVALID_INPUT', 'passwords_differ');
}

/** Any plausible mobile number: 6–15 digits, the brand's mobile rule applied on top where it has one. */
export function checkMobile(rules: RegisterRules, mobile: string | undefined, dialingCode: string | undefined) {
  const number = mobile?.trim() ?? '';
  if (!/^\d{6,15}$/.test(number) || !/^\d{1,4}$/.test(dialingCode?.trim() ?? '')) {
    throw new Refusal('INVALID_PHONE', 'invalid_phone');
  }
  if (rules.mobileNum?.enabled) checkRule({ ...rules.mobileNum, required: true }, 'mobileNum', number);
  return { mobile: number, dialingCode: dialingCode!.trim() };
}
