import { describe, expect, it, vi } from 'vitest';
import { fillLengthBounds, ruleHint, type RuleTranslate } from './register-messages.ts';
import { checkRuleValue, normalizeRule, normalizeRules, registerFieldNames } from './register-rules.ts';

const messages: Record<string, string> = {
  reg_required: 'This field is required',
  reg_pattern_1: 'Any characters, (min)-(max) characters',
  reg_pattern_2: 'Start with a letter, then letters and digits, (min)-(max) characters',
  reg_pattern_7: 'Digits only, (min) – (max) digits',
  reg_pattern_generic: '(min)-(max) characters',
};
/** Behaves like i18next: a missing key comes back unchanged. */
const t: RuleTranslate = (key) => messages[key] ?? key;

describe('normalizeRule', () => {
  it('reads a well-formed rule', () => {
    const rule = normalizeRule('username', {
      enabled: true,
      required: true,
      acceptedPattern: '^[a-z][a-z0-9]+$',
      patternId: 2,
      minLength: 6,
      maxLength: 16,
    });
    expect(rule).toMatchObject({ enabled: true, required: true, patternId: '2', minLength: 6, maxLength: 16 });
    expect(rule.pattern?.source).toBe('^[a-z][a-z0-9]+$');
  });

  it('accepts the spellings of true the platform uses', () => {
    for (const flag of [true, 1, '1', 'true', 'TRUE']) {
      expect(normalizeRule('email', { enabled: flag, required: flag })).toMatchObject({
        enabled: true,
        required: true,
      });
    }
    for (const flag of [false, 0, '0', 'false', 'yes', null, undefined, {}]) {
      expect(normalizeRule('email', { enabled: flag }).enabled).toBe(false);
    }
  });

  it('never requires a disabled field', () => {
    expect(normalizeRule('qqNum', { enabled: false, required: true }).required).toBe(false);
  });

  it('treats * and an empty pattern as match-anything', () => {
    expect(normalizeRule('line', { enabled: true, acceptedPattern: '*' }).pattern).toBeNull();
    expect(normalizeRule('line', { enabled: true, acceptedPattern: '' }).pattern).toBeNull();
  });

  it('reports an invalid pattern and accepts anything instead', () => {
    const report = vi.fn();
    const rule = normalizeRule('wechat', { enabled: true, acceptedPattern: '([a-z' }, report);
    expect(rule.pattern).toBeNull();
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]![0]).toMatchObject({ kind: 'invalid-pattern', field: 'wechat' });
  });

  it('reads 0 or a missing maximum as no limit, and drops a maximum below the minimum', () => {
    expect(normalizeRule('idNumber', { enabled: true, minLength: 4, maxLength: 0 }).maxLength).toBeNull();
    const report = vi.fn();
    expect(normalizeRule('idNumber', { enabled: true, minLength: 8, maxLength: 6 }, report)).toMatchObject({
      minLength: 8,
      maxLength: null,
    });
    expect(report.mock.calls[0]![0]).toMatchObject({ kind: 'conflicting-lengths', field: 'idNumber' });
  });

  it('reads numeric strings as bounds and ignores nonsense', () => {
    expect(normalizeRule('captcha', { enabled: true, minLength: '4', maxLength: ' 6 ' })).toMatchObject({
      minLength: 4,
      maxLength: 6,
    });
    expect(normalizeRule('captcha', { enabled: true, minLength: -3, maxLength: 'many' })).toMatchObject({
      minLength: 0,
      maxLength: null,
    });
  });

  it('reports a rule that is not an object and switches the field off', () => {
    const report = vi.fn();
    expect(normalizeRule('email', 'yes', report).enabled).toBe(false);
    expect(report.mock.calls[0]![0]).toMatchObject({ kind: 'malformed-rule', field: 'email' });
  });
});

describe('normalizeRules', () => {
  it('returns every field in display order, missing ones switched off', () => {
    const rules = normalizeRules({ email: { enabled: true } });
    expect(rules.map((rule) => rule.field)).toEqual([...registerFieldNames]);
    expect(rules.filter((rule) => rule.enabled).map((rule) => rule.field)).toEqual(['email']);
  });

  it('reports a rules document that is not an object', () => {
    const report = vi.fn();
    expect(normalizeRules([1, 2], report).every((rule) => !rule.enabled)).toBe(true);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'malformed-rules' }));
  });
});

describe('checkRuleValue', () => {
  const rule = normalizeRule('username', {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-z]+$',
    minLength: 3,
    maxLength: 5,
  });

  it.each([
    ['', 'required'],
    ['ab', 'pattern'],
    ['abcdef', 'pattern'],
    ['ab1', 'pattern'],
    ['abc', null],
    ['abcde', null],
  ])('%j → %s', (value, expected) => {
    expect(checkRuleValue(rule, value)).toBe(expected);
  });

  it('lets an optional field stay empty whatever its pattern', () => {
    expect(checkRuleValue({ ...rule, required: false }, '')).toBeNull();
  });
});

describe('hints', () => {
  it('fills in the bounds', () => {
    expect(fillLengthBounds('(min)-(max) characters', 6, 16)).toBe('6-16 characters');
  });

  it('shows one number when the bounds are equal, whatever the separator', () => {
    expect(fillLengthBounds('(min)-(max) characters', 6, 6)).toBe('6 characters');
    expect(fillLengthBounds('Digits only, (min) – (max) digits', 11, 11)).toBe('Digits only, 11 digits');
    expect(fillLengthBounds('(min) to (max) characters', 4, 4)).toBe('4 characters');
  });

  it('shows an open range when there is no maximum', () => {
    expect(fillLengthBounds('(min)-(max) characters', 6, null)).toBe('6+ characters');
  });

  it('uses the pattern message of the rule’s patternId', () => {
    const rule = normalizeRule('username', { enabled: true, patternId: 2, minLength: 6, maxLength: 16 });
    expect(ruleHint(rule, t)).toBe('Start with a letter, then letters and digits, 6-16 characters');
  });

  it('falls back to the generic message for an unknown patternId', () => {
    const rule = normalizeRule('username', { enabled: true, patternId: 999, minLength: 4, maxLength: 4 });
    expect(ruleHint(rule, t)).toBe('4 characters');
  });

  it('has no hint for a field that only needs to be present', () => {
    expect(ruleHint(normalizeRule('line', { enabled: true, required: true, acceptedPattern: '*' }), t)).toBeUndefined();
  });
});
