import type { NormalizedRule } from './register-rules.ts';

/**
 * Translates a key to text. With i18next, pass `t` (or `i18n.t`): a missing key comes back as the
 * key itself, which is how an unknown patternId is recognised.
 */
export type RuleTranslate = (key: string) => string;

/** The i18n keys the register form reads. */
export interface RegisterMessageKeys {
  /** A required field left empty. */
  required: string;
  /** Prefix of the per-pattern message; the patternId is appended (`reg_pattern_3`). */
  patternPrefix: string;
  /** For a patternId with no message: just the length bounds. */
  generic: string;
  /** The password confirmation differs from the password. */
  mismatch: string;
}

export const defaultRegisterMessageKeys: RegisterMessageKeys = {
  required: 'reg_required',
  patternPrefix: 'reg_pattern_',
  generic: 'reg_pattern_generic',
  mismatch: 'reg_password_mismatch',
};

/** The translation of `key`, or undefined when there is none. */
function lookup(t: RuleTranslate, key: string): string | undefined {
  const text = t(key);
  return typeof text === 'string' && text !== '' && text !== key ? text : undefined;
}

/**
 * Puts the length bounds into a message's `(min)` and `(max)`. Equal bounds collapse to one
 * number ("6 characters", not "6-6 characters"); with no upper bound the range reads "6+".
 */
export function fillLengthBounds(template: string, minLength: number, maxLength: number | null): string {
  const min = String(minLength);
  if (maxLength === null || maxLength === minLength) {
    const single = maxLength === null ? `${min}+` : min;
    // The separator between the two is whatever the language uses: "-", " – ", "~", " to "…
    return template
      .replace(/\(min\)[^()]{0,8}?\(max\)/g, single)
      .replaceAll('(min)', min)
      .replaceAll('(max)', single);
  }
  return template.replaceAll('(min)', min).replaceAll('(max)', String(maxLength));
}

/**
 * The hint for a field: its pattern message (`reg_pattern_<patternId>`), or the generic bounds
 * message when that id has no text. Undefined when the rule accepts any value of any length.
 */
export function ruleHint(
  rule: NormalizedRule,
  t: RuleTranslate,
  keys: RegisterMessageKeys = defaultRegisterMessageKeys,
): string | undefined {
  // Nothing to tell about a field that takes any value of any length.
  if (rule.pattern === null && rule.minLength === 0 && rule.maxLength === null) return undefined;
  const specific = rule.patternId !== null ? lookup(t, `${keys.patternPrefix}${rule.patternId}`) : undefined;
  const template = specific ?? lookup(t, keys.generic);
  return template === undefined ? undefined : fillLengthBounds(template, rule.minLength, rule.maxLength);
}

/** A message by key, falling back to the key itself so a gap in a language pack stays visible. */
export function ruleMessage(t: RuleTranslate, key: string): string {
  return lookup(t, key) ?? key;
}
