/**
 * Property tests: for any rules and any input the schema never throws, and it accepts exactly
 * what the rule describes, judged by the plain oracle below rather than by the code under test.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { RuleTranslate } from './register-messages.ts';
import { registerFieldNames, type RegisterFieldName } from './register-rules.ts';
import { buildRegisterSchema, compileRegisterRules } from './register-schema.ts';

const RUNS = { numRuns: 1000 };

const t: RuleTranslate = (key) =>
  ({ reg_required: 'Required', reg_password_mismatch: 'Mismatch', reg_pattern_generic: '(min)-(max)' })[key] ?? key;

// ---- The oracle: the rules as a person would read them. ----

const isDigit = (c: string) => c >= '0' && c <= '9';
const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const isLower = (c: string) => c >= 'a' && c <= 'z';
const isLetter = (c: string) => isUpper(c) || isLower(c);
/** Code units, as a regular expression without the u flag sees a string. */
const units = (s: string) => s.split('');
const lineBreaks = ['\n', '\r', '\u2028', '\u2029'];

/** Patterns a platform might send, each with a plain reading of what it accepts. */
const knownPatterns: { source: string; accepts: (s: string) => boolean }[] = [
  { source: '^[0-9]+$', accepts: (s) => s !== '' && units(s).every(isDigit) },
  {
    source: '^[a-zA-Z][a-zA-Z0-9]*$',
    accepts: (s) => s !== '' && isLetter(s[0]!) && units(s).every((c) => isLetter(c) || isDigit(c)),
  },
  { source: '^[A-Z]+$', accepts: (s) => s !== '' && units(s).every(isUpper) },
  { source: '^[a-zA-Z ]+$', accepts: (s) => s !== '' && units(s).every((c) => isLetter(c) || c === ' ') },
  { source: '^[^ ]+$', accepts: (s) => s !== '' && !s.includes(' ') },
  {
    source: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9]).+$',
    accepts: (s) =>
      s !== '' &&
      !units(s).some((c) => lineBreaks.includes(c)) &&
      units(s).some(isUpper) &&
      units(s).some(isLower) &&
      units(s).some(isDigit),
  },
  { source: '^[\\u4e00-\\u9fa5]+$', accepts: (s) => s !== '' && units(s).every((c) => c >= '\u4e00' && c <= '\u9fa5') },
  { source: 'vip', accepts: (s) => s.includes('vip') },
];

interface PlainRule {
  required: boolean;
  accepts: (s: string) => boolean;
  minLength: number;
  /** 0 means no limit. */
  maxLength: number;
}

function oracleAcceptsValue(rule: PlainRule, value: string): boolean {
  if (value === '') return !rule.required;
  // A maximum of 0, or one below the minimum, is no maximum.
  const upper = rule.maxLength > 0 && rule.maxLength >= rule.minLength ? rule.maxLength : Infinity;
  return value.length >= rule.minLength && value.length <= upper && rule.accepts(value);
}

// ---- Generators ----

const fieldName = fc.constantFrom(...registerFieldNames);
const interestingChars = fc.constantFrom(...'aZq09 -_.@\n\u2028中文한vip'.split(''));
const anyValue = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: interestingChars, maxLength: 24 }),
);
const knownPattern = fc.constantFrom(...knownPatterns);

/** Values for one field; the password brings a matching confirmation so only its own rule counts. */
function valuesFor(field: RegisterFieldName, value: string): Record<string, string> {
  return field === 'password' ? { password: value, confirmPassword: value } : { [field]: value };
}

function accepts(rules: unknown, values: unknown): boolean {
  return buildRegisterSchema(rules, t).safeParse(values).success;
}

describe('register schema properties', () => {
  it('any-pattern: * accepts every value, and an empty one only when optional', () => {
    fc.assert(
      fc.property(fieldName, fc.boolean(), anyValue, (field, required, value) => {
        const rules = {
          [field]: { enabled: true, required, acceptedPattern: '*', patternId: 1, minLength: 0, maxLength: 0 },
        };
        expect(accepts(rules, valuesFor(field, value))).toBe(value !== '' || !required);
      }),
      RUNS,
    );
  });

  it('regex pattern: accepts exactly the values the expression describes', () => {
    fc.assert(
      fc.property(fieldName, knownPattern, fc.boolean(), anyValue, (field, pattern, required, value) => {
        const rules = {
          [field]: { enabled: true, required, acceptedPattern: pattern.source, minLength: 0, maxLength: 0 },
        };
        const expected = oracleAcceptsValue({ required, accepts: pattern.accepts, minLength: 0, maxLength: 0 }, value);
        expect(accepts(rules, valuesFor(field, value))).toBe(expected);
      }),
      RUNS,
    );
  });

  it('regex pattern: any pattern text, valid or not, never throws; a broken one accepts anything and is reported once', () => {
    fc.assert(
      fc.property(fieldName, fc.string({ maxLength: 12 }), anyValue, (field, source, value) => {
        const onRuleProblem = vi.fn();
        const schema = buildRegisterSchema({ [field]: { enabled: true, acceptedPattern: source } }, t, {
          onRuleProblem,
        });
        let expression: RegExp | null = null;
        try {
          expression = source.trim() === '*' ? null : new RegExp(source);
        } catch {
          expression = null;
        }
        const broken = source.trim() !== '*' && expression === null;
        const expected = value === '' || expression === null || expression.test(value);
        expect(schema.safeParse(valuesFor(field, value)).success).toBe(expected);
        expect(onRuleProblem).toHaveBeenCalledTimes(broken ? 1 : 0);
      }),
      RUNS,
    );
  });

  it('length bounds: values must fit between minLength and maxLength', () => {
    fc.assert(
      fc.property(
        fieldName,
        fc.nat({ max: 12 }),
        fc.nat({ max: 12 }),
        fc.boolean(),
        fc.string({ unit: 'binary', maxLength: 20 }),
        (field, minLength, maxLength, required, value) => {
          const rules = { [field]: { enabled: true, required, acceptedPattern: '*', minLength, maxLength } };
          const expected = oracleAcceptsValue({ required, accepts: () => true, minLength, maxLength }, value);
          expect(accepts(rules, valuesFor(field, value))).toBe(expected);
        },
      ),
      RUNS,
    );
  });

  it('required/optional: empty is refused only when required; anything typed still follows the rule', () => {
    fc.assert(
      fc.property(
        fieldName,
        fc.constantFrom(true, 1, '1', 'true', false, 0, '0', undefined),
        knownPattern,
        fc.oneof(fc.constant(''), anyValue),
        (field, requiredFlag, pattern, value) => {
          const required =
            requiredFlag === true || requiredFlag === 1 || requiredFlag === '1' || requiredFlag === 'true';
          const rules = { [field]: { enabled: true, required: requiredFlag, acceptedPattern: pattern.source } };
          const expected = oracleAcceptsValue(
            { required, accepts: pattern.accepts, minLength: 0, maxLength: 0 },
            value,
          );
          expect(accepts(rules, valuesFor(field, value))).toBe(expected);
          const view = compileRegisterRules(rules, t).fields.find((f) => f.name === field);
          expect(view?.required).toBe(required);
        },
      ),
      RUNS,
    );
  });

  it('disabled: the field is not shown, its value is ignored and dropped, and nothing is reported', () => {
    fc.assert(
      fc.property(
        fieldName,
        fc.constantFrom(false, 0, '0', 'false', null, undefined, 'off'),
        fc.record({
          required: fc.anything(),
          acceptedPattern: fc.oneof(fc.string(), fc.constant('([')),
          minLength: fc.anything(),
          maxLength: fc.anything(),
        }),
        anyValue,
        (field, enabled, rest, value) => {
          const onRuleProblem = vi.fn();
          const compiled = compileRegisterRules({ [field]: { ...rest, enabled } }, t, { onRuleProblem });
          const result = compiled.schema.safeParse({ ...valuesFor(field, value), [field]: value });
          expect(result.success).toBe(true);
          expect(result.success && field in result.data).toBe(false);
          expect(compiled.fields).toEqual([]);
          expect(onRuleProblem).not.toHaveBeenCalled();
        },
      ),
      RUNS,
    );
  });

  it('confirm-password: accepted only when the password is valid and the confirmation equals it', () => {
    const passwordRule = fc.record({
      required: fc.boolean(),
      pattern: fc.oneof(knownPattern, fc.constant({ source: '*', accepts: () => true })),
      minLength: fc.nat({ max: 8 }),
      maxLength: fc.nat({ max: 16 }),
    });
    const passwordAndConfirmation = anyValue.chain((password) =>
      fc.tuple(fc.constant(password), fc.oneof(fc.constant(password), anyValue, fc.constant(`${password} `))),
    );
    fc.assert(
      fc.property(passwordRule, passwordAndConfirmation, (rule, [password, confirmPassword]) => {
        const rules = {
          password: {
            enabled: true,
            required: rule.required,
            acceptedPattern: rule.pattern.source,
            minLength: rule.minLength,
            maxLength: rule.maxLength,
          },
        };
        const passwordOk = oracleAcceptsValue({ ...rule, accepts: rule.pattern.accepts }, password);
        const expected = passwordOk && confirmPassword === password;
        expect(accepts(rules, { password, confirmPassword })).toBe(expected);
      }),
      RUNS,
    );
  });

  it('all fields together: a form is accepted exactly when every enabled field is', () => {
    const plainRule = fc.record({
      enabled: fc.boolean(),
      required: fc.boolean(),
      pattern: fc.oneof(knownPattern, fc.constant({ source: '*', accepts: () => true })),
      minLength: fc.nat({ max: 4 }),
      maxLength: fc.nat({ max: 10 }),
    });
    const everyField = fc.tuple(...registerFieldNames.map(() => fc.tuple(plainRule, anyValue)));
    fc.assert(
      fc.property(everyField, fc.boolean(), (entries, confirmMatches) => {
        const rules: Record<string, unknown> = {};
        const values: Record<string, string> = {};
        let expected = true;
        entries.forEach(([rule, value], index) => {
          const field = registerFieldNames[index]!;
          rules[field] = { ...rule, acceptedPattern: rule.pattern.source };
          values[field] = value;
          if (rule.enabled) expected &&= oracleAcceptsValue({ ...rule, accepts: rule.pattern.accepts }, value);
        });
        values.confirmPassword = confirmMatches ? values.password! : `${values.password}!`;
        const passwordEnabled = (rules.password as { enabled: boolean }).enabled;
        if (passwordEnabled && !confirmMatches) expected = false;
        expect(accepts(rules, values)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('never throws, whatever the rules and values', () => {
    const ruleLike = fc.record(
      {
        enabled: fc.oneof(fc.boolean(), fc.anything()),
        required: fc.oneof(fc.boolean(), fc.anything()),
        acceptedPattern: fc.oneof(fc.string(), fc.constantFrom('*', '[', '(?<', '\\', '^a{2,1}$'), fc.anything()),
        patternId: fc.anything(),
        minLength: fc.oneof(fc.integer(), fc.double(), fc.anything()),
        maxLength: fc.oneof(fc.integer(), fc.double(), fc.anything()),
      },
      { requiredKeys: [] },
    );
    const rules = fc.oneof(
      fc.anything(),
      fc.dictionary(fieldName, fc.oneof(ruleLike, fc.anything())),
      fc.dictionary(fc.string(), ruleLike),
    );
    const values = fc.oneof(
      fc.anything(),
      fc.dictionary(fc.oneof(fieldName, fc.constant('confirmPassword')), anyValue),
    );
    fc.assert(
      fc.property(rules, values, (someRules, someValues) => {
        const compiled = compileRegisterRules(someRules, t, { onRuleProblem: () => {} });
        compiled.schema.safeParse(someValues);
        for (const field of compiled.fields) {
          expect([...registerFieldNames, 'confirmPassword']).toContain(field.name);
          expect(field.hint === undefined || typeof field.hint === 'string').toBe(true);
        }
      }),
      RUNS,
    );
  });
});
