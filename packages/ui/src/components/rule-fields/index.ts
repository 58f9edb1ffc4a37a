export { RuleFields, ruleFieldsVariants, type RuleFieldsProps } from './rule-fields.tsx';
export { useRegisterForm, type RegisterForm, type UseRegisterFormOptions } from './use-register-form.ts';
export {
  buildRegisterSchema,
  compileRegisterRules,
  patternHint,
  registerFieldNames,
  type CompiledRegisterRules,
  type RegisterFieldView,
  type RegisterFormField,
  type RegisterFormValues,
  type RegisterRuleOptions,
  type RegisterSchema,
} from '../../forms/register-schema.ts';
export {
  defaultRegisterMessageKeys,
  fillLengthBounds,
  type RegisterMessageKeys,
  type RuleTranslate,
} from '../../forms/register-messages.ts';
export {
  checkRuleValue,
  normalizeRule,
  normalizeRules,
  type NormalizedRule,
  type RegisterFieldName,
  type RegisterFieldRule,
  type RegisterRules,
  type RuleProblem,
  type RuleProblemReporter,
} from '../../forms/register-rules.ts';
