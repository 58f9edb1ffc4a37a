import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import type { RuleTranslate } from './register-messages.ts';
import { buildRegisterSchema, compileRegisterRules, patternHint } from './register-schema.ts';

const messages: Record<string, string> = {
  reg_required: 'This field is required',
  reg_password_mismatch: 'The passwords do not match',
  reg_pattern_2: 'Start with a letter, then letters and digits, (min)-(max) characters',
  reg_pattern_7: 'Digits only, (min)-(max) digits',
  reg_pattern_generic: '(min)-(max) characters',
};
const t: RuleTranslate = (key) => messages[key] ?? key;

const strictRules = {
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
    acceptedPattern: '^[a-zA-Z0-9]+$',
    patternId: 2,
    minLength: 6,
    maxLength: 20,
  },
  mobileNum: {
    enabled: true,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 7,
    minLength: 10,
    maxLength: 10,
  },
  email: { enabled: false, required: true, acceptedPattern: '*', patternId: 4, minLength: 0, maxLength: 0 },
};

function issues(result: ReturnType<ReturnType<typeof buildRegisterSchema>['safeParse']>) {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('compileRegisterRules', () => {
  it('lists enabled fields in order, with the confirmation after the password', () => {
    const { fields } = compileRegisterRules(strictRules, t);
    expect(fields).toEqual([
      { name: 'username', required: true, hint: 'Start with a letter, then letters and digits, 6-16 characters' },
      { name: 'password', required: true, hint: 'Start with a letter, then letters and digits, 6-20 characters' },
      { name: 'confirmPassword', required: true, hint: undefined },
      { name: 'mobileNum', required: false, hint: 'Digits only, 10 digits' },
    ]);
  });

  it('reports required fields, pattern breaks and a mismatched confirmation with translated text', () => {
    const schema = buildRegisterSchema(strictRules, t);
    expect(issues(schema.safeParse({}))).toEqual({
      username: 'This field is required',
      password: 'This field is required',
      confirmPassword: 'This field is required',
    });
    expect(
      issues(
        schema.safeParse({ username: '9lives', password: 'secret1', confirmPassword: 'secret2', mobileNum: '12' }),
      ),
    ).toEqual({
      username: 'Start with a letter, then letters and digits, 6-16 characters',
      confirmPassword: 'The passwords do not match',
      mobileNum: 'Digits only, 10 digits',
    });
  });

  it('accepts valid values and drops those of disabled fields', () => {
    const result = buildRegisterSchema(strictRules, t).safeParse({
      username: 'lucky88',
      password: 'secret1',
      confirmPassword: 'secret1',
      mobileNum: '',
      email: 'not checked',
    });
    expect(result.success && result.data).toEqual({
      username: 'lucky88',
      password: 'secret1',
      confirmPassword: 'secret1',
      mobileNum: '',
    });
  });

  it('reports a broken pattern once, at build time, and then accepts anything there', () => {
    const onRuleProblem = vi.fn();
    const schema = buildRegisterSchema({ wechat: { enabled: true, acceptedPattern: '(?<' } }, t, { onRuleProblem });
    expect(onRuleProblem).toHaveBeenCalledOnce();
    expect(onRuleProblem.mock.calls[0]![0]).toMatchObject({ kind: 'invalid-pattern', field: 'wechat' });
    expect(schema.safeParse({ wechat: 'anything at all' }).success).toBe(true);
    expect(schema.safeParse({ wechat: '' }).success).toBe(true);
    expect(onRuleProblem).toHaveBeenCalledOnce();
  });

  it('uses other message keys when asked', () => {
    const schema = buildRegisterSchema({ captcha: { enabled: true, required: true } }, (key) => `[${key}]`, {
      messageKeys: { required: 'form.required' },
    });
    expect(issues(schema.safeParse({ captcha: '' }))).toEqual({ captcha: '[form.required]' });
  });

  it('works with react-hook-form’s zodResolver', async () => {
    const resolver = zodResolver(buildRegisterSchema(strictRules, t));
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const invalid = await resolver({ username: 'ab' }, undefined, options);
    expect(invalid.errors.username?.message).toBe('Start with a letter, then letters and digits, 6-16 characters');
    const valid = await resolver(
      { username: 'lucky88', password: 'secret1', confirmPassword: 'secret1' },
      undefined,
      options,
    );
    expect(valid.errors).toEqual({});
    // Fields left out come back as empty strings.
    expect(valid.values).toEqual({
      username: 'lucky88',
      password: 'secret1',
      confirmPassword: 'secret1',
      mobileNum: '',
    });
  });
});

describe('patternHint', () => {
  it('builds the hint from a rule as the platform sends it', () => {
    expect(patternHint(strictRules.mobileNum, t)).toBe('Digits only, 10 digits');
    expect(patternHint({ patternId: 'unknown', minLength: 2, maxLength: 8 }, t)).toBe('2-8 characters');
    expect(patternHint(undefined, t)).toBeUndefined();
  });
});
