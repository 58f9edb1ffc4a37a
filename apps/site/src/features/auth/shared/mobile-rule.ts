import type { RegisterRule } from '@lobbykit/platform';
import { checkRuleValue, normalizeRule } from '@lobbykit/ui/rule-fields';
import type { Problem } from './problems.ts';

/** Any plausible national number, whatever the brand's own rule adds (the platform checks the same). */
const plausibleMobile = /^\d{6,15}$/;

export type MobileProblem = 'required' | 'invalid';

/**
 * Spec §5 mobile rule: required, digits only, and the brand's mobileNum rule (pattern and length)
 * when it has one enabled. The value is expected trimmed.
 */
export function checkMobileNumber(value: string, rule: RegisterRule | undefined): MobileProblem | null {
  if (value === '') return 'required';
  if (!plausibleMobile.test(value)) return 'invalid';
  if (!rule?.enabled) return null;
  const normalized = normalizeRule('mobileNum', { ...rule, required: true });
  return checkRuleValue(normalized, value) === null ? null : 'invalid';
}

/** The exact digit count the brand expects, when its rule fixes one ("an n-digit number"). */
export function fixedMobileLength(rule: RegisterRule | undefined): number | undefined {
  if (!rule?.enabled || !rule.minLength || rule.minLength !== rule.maxLength) return undefined;
  return rule.minLength;
}

/** The translation key (and values) of a mobile number problem, in the auth namespace. */
export function mobileProblemMessage(problem: MobileProblem, rule: RegisterRule | undefined): Problem {
  if (problem === 'required') return { key: 'validation.mobile_required' };
  const digits = fixedMobileLength(rule);
  return digits === undefined
    ? { key: 'validation.mobile_invalid' }
    : { key: 'validation.mobile_digits', values: { count: digits } };
}
