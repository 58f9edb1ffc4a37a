import type { RegisterRule, RegisterRules } from '@lobbykit/platform';
import { checkRuleValue, normalizeRule, patternHint, type RegisterFieldName } from '@lobbykit/ui/rule-fields';
import { checkMobileNumber, mobileProblemMessage } from '../shared/mobile-rule.ts';
import type { FieldErrors } from '../shared/use-form-fields.ts';

/** i18next's `t` for the account namespace (other namespaces through `ns`). */
export type RecoveryTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Any address with one @ and a dot after it, when the brand sends no e-mail rule of its own. */
const anyEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A value checked by the brand's rule for `field`: required, then its pattern and bounds. */
function ruleMessage(
  field: RegisterFieldName,
  rule: RegisterRule | undefined,
  value: string,
  t: RecoveryTranslate,
): string | undefined {
  const normalized = normalizeRule(field, { ...rule, enabled: true, required: true });
  const problem = checkRuleValue(normalized, value);
  if (problem === null) return undefined;
  if (problem === 'required') return t('reg_required');
  return patternHint(rule, t) ?? t('reg_pattern_generic');
}

export interface EmailRecoveryValues {
  username: string;
  email: string;
}

/** Spec §5 e-mail recovery: the username by the username rule, and a valid e-mail address. */
export function emailRecoveryErrors(
  values: EmailRecoveryValues,
  rules: RegisterRules | undefined,
  t: RecoveryTranslate,
): FieldErrors<keyof EmailRecoveryValues> {
  const username = values.username.trim();
  const email = values.email.trim();
  const errors: FieldErrors<keyof EmailRecoveryValues> = {};
  const usernameError = ruleMessage('username', rules?.username, username, t);
  if (usernameError) errors.username = usernameError;
  const emailError = emailAddressError(email, rules, t);
  if (emailError) errors.email = emailError;
  return errors;
}

/**
 * A trimmed e-mail address: required, then the brand's e-mail rule when it has one on, otherwise
 * any plausible address. Messages come from the account namespace.
 */
export function emailAddressError(
  email: string,
  rules: RegisterRules | undefined,
  t: RecoveryTranslate,
): string | undefined {
  if (!email) return t('reg_required');
  if (rules?.email?.enabled) return ruleMessage('email', rules.email, email, t);
  return anyEmail.test(email) ? undefined : t('recovery.email_invalid');
}

export interface PhoneRecoveryValues {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  captcha: string;
}

/**
 * Spec §5 phone recovery: the mobile number by the mobile rule, the SMS code, and a new password
 * by the password rule; the captcha too when the brand's sign-in (which follows) asks for one.
 */
export function phoneRecoveryErrors(
  values: PhoneRecoveryValues,
  { rules, captchaShown }: { rules: RegisterRules | undefined; captchaShown: boolean },
  t: RecoveryTranslate,
): FieldErrors<keyof PhoneRecoveryValues> {
  const errors: FieldErrors<keyof PhoneRecoveryValues> = {};
  const mobileProblem = checkMobileNumber(values.mobileNum.trim(), rules?.mobileNum);
  if (mobileProblem) {
    const message = mobileProblemMessage(mobileProblem, rules?.mobileNum);
    errors.mobileNum = t(message.key, { ns: 'auth', ...message.values });
  }
  if (!values.verificationCode.trim()) errors.verificationCode = t('reg_required');
  // The new password is kept exactly as typed, as it will be sent.
  const passwordError = ruleMessage('password', rules?.password, values.newPassword, t);
  if (passwordError) errors.newPassword = passwordError;
  if (captchaShown && !values.captcha.trim()) errors.captcha = t('reg_required');
  return errors;
}
