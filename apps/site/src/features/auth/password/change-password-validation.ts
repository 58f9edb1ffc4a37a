import type { RegisterRule } from '@lobbykit/platform';
import { checkRuleValue, normalizeRule } from '@lobbykit/ui/rule-fields';
import type { Problems } from '../shared/problems.ts';

/** The auth namespace's keys of the password rule's hint: `pattern.<patternId>`, else the bounds text. */
export const passwordRuleMessageKeys = { patternPrefix: 'pattern.', generic: 'pattern.generic' };

export type ChangePasswordValues = Record<'oldPassword' | 'newPassword' | 'confirmNewPassword', string>;

export interface ChangePasswordRules {
  /** Only when the member's current password is not known on this page (spec §5). */
  askOldPassword: boolean;
  /** The brand's password rule (register settings); a missing one still requires a value. */
  passwordRule: RegisterRule | undefined;
  /** The rule's hint, translated: shown as the message when the new password breaks it. */
  ruleHint: string | undefined;
  /** The current password, when known, which the new one must differ from. */
  currentPassword: string | null;
}

/** Spec §5 change password: old when asked, new by the password rule, confirmation equal to it. */
export function changePasswordProblems(
  { oldPassword, newPassword, confirmNewPassword }: ChangePasswordValues,
  { askOldPassword, passwordRule, ruleHint, currentPassword }: ChangePasswordRules,
): Problems<keyof ChangePasswordValues> {
  const problems: Problems<keyof ChangePasswordValues> = {};
  if (askOldPassword && oldPassword === '') problems.oldPassword = { key: 'validation.old_password_required' };

  const rule = normalizeRule('password', { ...passwordRule, enabled: true, required: true });
  const violation = checkRuleValue(rule, newPassword);
  if (violation === 'required') problems.newPassword = { key: 'validation.new_password_required' };
  else if (violation === 'pattern')
    problems.newPassword = { key: 'validation.new_password_rule', ...(ruleHint ? { text: ruleHint } : {}) };
  else if (newPassword === (askOldPassword ? oldPassword : currentPassword))
    problems.newPassword = { key: 'validation.password_same' };

  if (confirmNewPassword === '') problems.confirmNewPassword = { key: 'validation.confirm_password_required' };
  else if (confirmNewPassword !== newPassword) problems.confirmNewPassword = { key: 'validation.password_mismatch' };
  return problems;
}
