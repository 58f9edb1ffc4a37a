/**
 * The platform's registration rules (GET /wps/system/setting/register), made safe to use: the
 * server's values are trusted for meaning but not for shape, so anything malformed degrades to
 * the most permissive reading and is reported, never thrown.
 */

/** The fields the platform sends rules for, in the order the form shows them. */
export const registerFieldNames = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RegisterFieldName = (typeof registerFieldNames)[number];

/** One field's rule as the platform sends it. */
export interface RegisterFieldRule {
  enabled: boolean;
  required: boolean;
  /** A regular expression as text; `*` accepts anything. */
  acceptedPattern: string;
  /** Selects the hint text, i18n key `reg_pattern_<patternId>`. */
  patternId: string | number;
  minLength: number;
  maxLength: number;
}

export type RegisterRules = Partial<Record<RegisterFieldName, Partial<RegisterFieldRule>>>;

/** Something wrong with the rules the platform sent; the form carries on leniently. */
export interface RuleProblem {
  kind: 'invalid-pattern' | 'conflicting-lengths' | 'malformed-rule' | 'malformed-rules';
  /** The field concerned; absent when the whole rules document is unusable. */
  field?: RegisterFieldName;
  detail: string;
}

export type RuleProblemReporter = (problem: RuleProblem) => void;

/** A field's rule in a form that cannot surprise: flags are booleans, bounds are whole numbers. */
export interface NormalizedRule {
  field: RegisterFieldName;
  enabled: boolean;
  /** Only ever true for an enabled field. */
  required: boolean;
  /** The pattern to match, or null when any value is accepted. */
  pattern: RegExp | null;
  patternId: string | null;
  /** 0 when there is no lower bound. */
  minLength: number;
  /** null when there is no upper bound. */
  maxLength: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Booleans as the platform may spell them: true, 1, "1", "true". */
/** A short description of a value for problem reports; never throws. */
function describeValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

function toFlag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && (value.trim() === '1' || value.trim().toLowerCase() === 'true');
}

/** A whole, non-negative count, or null when the value is missing, negative or not a number. */
function toCount(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : null;
}

function toPatternId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

function compilePattern(
  field: RegisterFieldName,
  value: unknown,
  report: RuleProblemReporter | undefined,
): RegExp | null {
  if (typeof value !== 'string' || value === '' || value.trim() === '*') return null;
  try {
    return new RegExp(value);
  } catch (error) {
    // A broken expression from the server must not lock players out: accept anything, say so.
    report?.({
      kind: 'invalid-pattern',
      field,
      detail: `${describeValue(value)}: ${error instanceof Error ? error.message : describeValue(error)}`,
    });
    return null;
  }
}

/** Reads one field's rule. A missing rule means the field is off. */
export function normalizeRule(field: RegisterFieldName, raw: unknown, report?: RuleProblemReporter): NormalizedRule {
  const off: NormalizedRule = {
    field,
    enabled: false,
    required: false,
    pattern: null,
    patternId: null,
    minLength: 0,
    maxLength: null,
  };
  if (raw === undefined || raw === null) return off;
  if (!isRecord(raw)) {
    report?.({ kind: 'malformed-rule', field, detail: `expected an object, got ${describeValue(raw)}` });
    return off;
  }
  const enabled = toFlag(raw.enabled);
  const minLength = toCount(raw.minLength) ?? 0;
  // The platform writes 0 for "no limit".
  let maxLength = toCount(raw.maxLength) || null;
  if (maxLength !== null && maxLength < minLength) {
    if (enabled) {
      report?.({
        kind: 'conflicting-lengths',
        field,
        detail: `maxLength ${maxLength} is below minLength ${minLength}`,
      });
    }
    maxLength = null;
  }
  return {
    field,
    enabled,
    required: enabled && toFlag(raw.required),
    // Only enabled fields' patterns are compiled, so a disabled field never raises a problem.
    pattern: enabled ? compilePattern(field, raw.acceptedPattern, report) : null,
    patternId: toPatternId(raw.patternId),
    minLength,
    maxLength,
  };
}

/** Every field's rule, in display order. */
export function normalizeRules(rules: unknown, report?: RuleProblemReporter): NormalizedRule[] {
  if (rules !== undefined && rules !== null && !isRecord(rules)) {
    report?.({ kind: 'malformed-rules', detail: `expected an object, got ${describeValue(rules)}` });
  }
  const source = isRecord(rules) ? rules : {};
  return registerFieldNames.map((field) =>
    normalizeRule(field, Object.hasOwn(source, field) ? source[field] : undefined, report),
  );
}

/** Why a value breaks its rule: it is missing, or it is the wrong shape or length. */
export type RuleViolation = 'required' | 'pattern';

/**
 * Checks one value. An empty optional field is fine whatever its pattern; anything typed must
 * fit the length bounds (counted in UTF-16 units, as the platform counts) and the pattern.
 */
export function checkRuleValue(rule: NormalizedRule, value: string): RuleViolation | null {
  if (!rule.enabled) return null;
  if (value === '') return rule.required ? 'required' : null;
  if (value.length < rule.minLength) return 'pattern';
  if (rule.maxLength !== null && value.length > rule.maxLength) return 'pattern';
  if (rule.pattern && !rule.pattern.test(value)) return 'pattern';
  return null;
}
