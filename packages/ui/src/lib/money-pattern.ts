/**
 * A locale's way of writing an amount, read once from Intl and then applied with plain string work.
 * The first Intl formatter a page builds loads the browser's locale data, which takes 25–80 ms on a
 * desktop and several times that on a phone, in whatever task asks first: usually hydration. A
 * server-drawn page therefore carries the patterns its amounts were drawn with (see
 * format-money.ts), and the browser formats without Intl until it needs a pattern it was not given.
 */
export interface MoneyPattern {
  /** Text before and after the digits, the brand's symbol already in place. */
  positive: [prefix: string, suffix: string];
  negative: [prefix: string, suffix: string];
  group: string;
  decimal: string;
  /** The locale's ten digits, zero first. */
  digits: string;
  /** Digits in the group nearest the decimal point (0: the locale does not group), then in the others. */
  primaryGroup: number;
  secondaryGroup: number;
  /** Fewest integer digits before grouping starts: 2 where 1234 is written without a separator. */
  minimumGrouping: number;
  fractionDigits: number;
}

const numberParts = new Set(['integer', 'group', 'decimal', 'fraction']);

/** Splits an Intl rendering into the text around the number, with `symbol` for the currency sign. */
function affixes(parts: Intl.NumberFormatPart[], symbol: string | undefined): [string, string] {
  const first = parts.findIndex((part) => numberParts.has(part.type));
  const last = parts.findLastIndex((part) => numberParts.has(part.type));
  const text = (part: Intl.NumberFormatPart) => (part.type === 'currency' && symbol ? symbol : part.value);
  return [
    parts.slice(0, first).map(text).join(''),
    parts
      .slice(last + 1)
      .map(text)
      .join(''),
  ];
}

const integers = (parts: Intl.NumberFormatPart[]) => parts.filter((part) => part.type === 'integer');

/**
 * Reads the pattern of `formatter`, which formats with `fractionDigits` decimals and, when `symbol` is
 * given, a currency sign that the symbol replaces.
 */
export function readMoneyPattern(
  formatter: Intl.NumberFormat,
  fractionDigits: number,
  symbol: string | undefined,
): MoneyPattern {
  const sample = formatter.formatToParts(-1234567.5);
  const groups = integers(sample).map((part) => part.value.length);
  const grouped = groups.length > 1;
  const digits = Array.from({ length: 10 }, (_, digit) => integers(formatter.formatToParts(digit))[0]?.value ?? '');
  return {
    positive: affixes(formatter.formatToParts(1234567.5), symbol),
    negative: affixes(sample, symbol),
    group: sample.find((part) => part.type === 'group')?.value ?? '',
    decimal: formatter.formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.',
    digits: digits.every((digit) => digit.length === 1) ? digits.join('') : '0123456789',
    primaryGroup: grouped ? groups.at(-1)! : 0,
    secondaryGroup: grouped ? groups.at(-2)! : 0,
    minimumGrouping: grouped && integers(formatter.formatToParts(1234)).length === 1 ? 2 : 1,
    fractionDigits,
  };
}

/** Adds one to a string of ASCII digits. */
function increment(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index--;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + '0'.repeat(digits.length - index - 1);
}

/**
 * `value` (finite, not negative) rounded to `fractionDigits` as Intl does it: half away from zero,
 * on the shortest decimal that reads back as the same number (so 1.005 gives 1.01, as in Intl,
 * where `toFixed` gives 1.00). Returns the integer and fraction digits.
 */
export function roundDecimal(value: number, fractionDigits: number): [integer: string, fraction: string] {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + fractionDigits, '0');
  let kept = digits.slice(0, point + fractionDigits);
  if ((digits[point + fractionDigits] ?? '0') >= '5') kept = increment(kept);
  const integerLength = kept.length - fractionDigits;
  const integer = kept.slice(0, integerLength).replace(/^0+(?=\d)/, '') || '0';
  return [integer, kept.slice(integerLength)];
}

function groupDigits(integer: string, pattern: MoneyPattern): string {
  const { primaryGroup, secondaryGroup, minimumGrouping, group } = pattern;
  if (primaryGroup === 0 || integer.length < primaryGroup + minimumGrouping) return integer;
  const groups = [integer.slice(-primaryGroup)];
  let rest = integer.slice(0, -primaryGroup);
  while (rest.length > secondaryGroup) {
    groups.unshift(rest.slice(-secondaryGroup));
    rest = rest.slice(0, -secondaryGroup);
  }
  if (rest) groups.unshift(rest);
  return groups.join(group);
}

/** Writes a finite `amount` in `pattern`; gives what Intl gives for the same locale and options. */
export function applyMoneyPattern(amount: number, pattern: MoneyPattern): string {
  // Intl writes -0, and amounts that round to zero, with the minus sign too.
  const negative = amount < 0 || Object.is(amount, -0);
  const [integer, fraction] = roundDecimal(Math.abs(amount), pattern.fractionDigits);
  const localDigits = (ascii: string) => ascii.replace(/\d/g, (digit) => pattern.digits[Number(digit)]!);
  const number = localDigits(groupDigits(integer, pattern)) + (fraction ? pattern.decimal + localDigits(fraction) : '');
  const [prefix, suffix] = negative ? pattern.negative : pattern.positive;
  return prefix + number + suffix;
}
