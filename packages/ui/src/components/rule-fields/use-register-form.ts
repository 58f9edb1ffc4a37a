import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { RegisterMessageKeys, RuleTranslate } from '../../forms/register-messages.ts';
import type { RuleProblemReporter } from '../../forms/register-rules.ts';
import {
  compileRegisterRules,
  registerFieldNames,
  type RegisterFieldView,
  type RegisterFormValues,
  type RegisterSchema,
} from '../../forms/register-schema.ts';

export interface UseRegisterFormOptions {
  /** The platform's register rules, as fetched; anything malformed is read leniently. */
  rules: unknown;
  /** Translates the rule message keys; a new function (language change) rebuilds the messages. */
  t: RuleTranslate;
  /** Told once about each broken part of the rules, e.g. an expression that does not compile. */
  onRuleProblem?: RuleProblemReporter;
  /** Keep this object stable between renders; a new one rebuilds the schema. */
  messageKeys?: Partial<RegisterMessageKeys>;
  defaultValues?: RegisterFormValues;
}

export interface RegisterForm {
  form: UseFormReturn<RegisterFormValues>;
  /** The enabled fields in display order, for RuleFields. */
  fields: RegisterFieldView[];
  schema: RegisterSchema;
}

const emptyValues: RegisterFormValues = Object.fromEntries(
  [...registerFieldNames, 'confirmPassword'].map((name) => [name, '']),
);

/**
 * A react-hook-form form validated by the platform's register rules. Fields are checked when
 * first left, then as they change.
 */
export function useRegisterForm({
  rules,
  t,
  onRuleProblem,
  messageKeys,
  defaultValues,
}: UseRegisterFormOptions): RegisterForm {
  const compiled = useMemo(() => compileRegisterRules(rules, t, { messageKeys }), [rules, t, messageKeys]);

  // Problems are reported after render, and once each, however often the rules are rebuilt.
  const reported = useRef(new Set<string>());
  const report = useRef(onRuleProblem);
  useEffect(() => {
    report.current = onRuleProblem;
  });
  useEffect(() => {
    for (const problem of compiled.problems) {
      const key = `${problem.kind}\u0000${problem.field ?? ''}\u0000${problem.detail}`;
      if (reported.current.has(key)) continue;
      reported.current.add(key);
      report.current?.(problem);
    }
  }, [compiled.problems]);

  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(compiled.schema),
    mode: 'onTouched',
    defaultValues: { ...emptyValues, ...defaultValues },
  });

  return { form, fields: compiled.fields, schema: compiled.schema };
}
