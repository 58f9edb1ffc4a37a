import * as z from 'zod/mini';
import {
  defaultRegisterMessageKeys,
  ruleHint,
  ruleMessage,
  type RegisterMessageKeys,
  type RuleTranslate,
} from './register-messages.ts';
import {
  checkRuleValue,
  normalizeRule,
  normalizeRules,
  registerFieldNames,
  type NormalizedRule,
  type RegisterFieldName,
  type RegisterFieldRule,
  type RuleProblem,
  type RuleProblemReporter,
} from './register-rules.ts';

/** The form's fields: the platform's, plus the password confirmation shown with the password. */
export type RegisterFormField = RegisterFieldName | 'confirmPassword';

export type RegisterFormValues = Partial<Record<RegisterFormField, string>>;

/** What the form shows for one enabled field. */
export interface RegisterFieldView {
  name: RegisterFormField;
  required: boolean;
  /** The pattern message with its bounds filled in, when the rule constrains the value. */
  hint: string | undefined;
}

export interface RegisterRuleOptions {
  /** Told about each broken part of the rules (an invalid pattern, say); the form stays usable. */
  onRuleProblem?: RuleProblemReporter;
  messageKeys?: Partial<RegisterMessageKeys>;
}

export type RegisterSchema = z.ZodMiniType<RegisterFormValues, RegisterFormValues>;

export interface CompiledRegisterRules {
  schema: RegisterSchema;
  /** The enabled fields in display order. */
  fields: RegisterFieldView[];
  problems: RuleProblem[];
}

function fieldSchema(rule: NormalizedRule, requiredMessage: string, patternMessage: string) {
  return z.prefault(
    z.string({ error: patternMessage }).check(
      z.superRefine((value, ctx) => {
        const violation = checkRuleValue(rule, value);
        if (violation) {
          ctx.addIssue({ code: 'custom', message: violation === 'required' ? requiredMessage : patternMessage });
        }
      }),
    ),
    '',
  );
}

/**
 * Turns the platform's register rules into a zod/mini schema and the list of fields to show.
 * Disabled fields are left out of both (their values are dropped on parse); the confirmation
 * appears with the password, is required when it is, and must equal it. Never throws.
 */
export function compileRegisterRules(
  rules: unknown,
  t: RuleTranslate,
  options: RegisterRuleOptions = {},
): CompiledRegisterRules {
  const keys = { ...defaultRegisterMessageKeys, ...options.messageKeys };
  const problems: RuleProblem[] = [];
  const normalized = normalizeRules(rules, (problem) => {
    problems.push(problem);
    options.onRuleProblem?.(problem);
  });
  const requiredMessage = ruleMessage(t, keys.required);
  const shape: Partial<Record<RegisterFormField, z.ZodMiniType<string, unknown>>> = {};
  const fields: RegisterFieldView[] = [];

  for (const rule of normalized) {
    if (!rule.enabled) continue;
    const hint = ruleHint(rule, t, keys);
    shape[rule.field] = fieldSchema(rule, requiredMessage, hint ?? ruleMessage(t, keys.generic));
    fields.push({ name: rule.field, required: rule.required, hint });
    if (rule.field === 'password') {
      // The confirmation's own check is presence only; equality is checked on the whole form.
      const confirmRule: NormalizedRule = { ...rule, pattern: null, minLength: 0, maxLength: null };
      shape.confirmPassword = fieldSchema(confirmRule, requiredMessage, ruleMessage(t, keys.mismatch));
      fields.push({ name: 'confirmPassword', required: rule.required, hint: undefined });
    }
  }

  const mismatchMessage = ruleMessage(t, keys.mismatch);
  const hasConfirmation = shape.confirmPassword !== undefined;
  const schema = z.object(shape).check(
    z.superRefine((values, ctx) => {
      if (!hasConfirmation) return;
      // An empty, required confirmation also fails its own check, which is reported first.
      if ((values.confirmPassword ?? '') !== (values.password ?? '')) {
        ctx.addIssue({ code: 'custom', message: mismatchMessage, path: ['confirmPassword'] });
      }
    }),
  ) as unknown as RegisterSchema;

  return { schema, fields, problems };
}

/** The zod/mini schema for the platform's register rules; see compileRegisterRules. */
export function buildRegisterSchema(rules: unknown, t: RuleTranslate, options?: RegisterRuleOptions): RegisterSchema {
  return compileRegisterRules(rules, t, options).schema;
}

/**
 * The hint under a field, from its rule as the platform sends it: `reg_pattern_<patternId>` with
 * the bounds filled in (one number when they are equal), or the generic bounds message.
 */
export function patternHint(
  rule: Partial<RegisterFieldRule> | null | undefined,
  t: RuleTranslate,
  messageKeys?: Partial<RegisterMessageKeys>,
): string | undefined {
  // The field name only labels problem reports, and none are collected here.
  const normalized = normalizeRule('username', rule === null || rule === undefined ? rule : { ...rule, enabled: true });
  return ruleHint(normalized, t, { ...defaultRegisterMessageKeys, ...messageKeys });
}

export { registerFieldNames };
