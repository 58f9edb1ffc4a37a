/**
 * A request's money and count fields, refused with a message a player understands, in their
 * language: "The amount may be at most 1,000,000,000." rather than zod's wording of the schema.
 */
import type { z } from 'zod/mini';
import { Refusal } from './envelope.ts';
import type { Lang } from './texts.ts';

type Issue = z.core.$ZodIssue;

/** The fields an amount, a count or a rate arrives in, with their names in EN and TY. */
const numericFields: Record<string, readonly [string, string]> = {
  amount: ['The amount', 'halaga'],
  amountReceived: ['The amount received', 'halagang natanggap'],
  validBet: ['The valid bet', 'valid bet'],
  rate: ['The rate', 'rate'],
  activeMembers: ['The number of active members', 'bilang ng aktibong miyembro'],
  quantity: ['The quantity', 'dami'],
  points: ['The points', 'puntos'],
};

function flatten(issues: readonly Issue[]): Issue[] {
  // A union (the transfer's two shapes) nests each option's issues.
  return issues.flatMap((issue) => (issue.code === 'invalid_union' ? flatten(issue.errors.flat()) : [issue]));
}

/** The refusal for the first numeric field the request got wrong, if any. */
export function numericRefusal(error: z.core.$ZodError, lang: Lang): Refusal | undefined {
  const format = (value: unknown) => new Intl.NumberFormat(lang === 'ty' ? 'fil-PH' : 'en-US').format(Number(value));
  for (const issue of flatten(error.issues)) {
    const key = issue.path.at(-1);
    const label = typeof key === 'string' ? numericFields[key] : undefined;
    if (!label) continue;
    const field = label[lang === 'ty' ? 1 : 0];
    switch (issue.code) {
      case 'too_big':
        return new Refusal('INVALID_INPUT', 'number_too_big', { params: { field, max: format(issue.maximum) } });
      case 'too_small':
        return new Refusal('INVALID_INPUT', issue.inclusive ? 'number_at_least' : 'number_above', {
          params: { field, min: format(issue.minimum) },
        });
      case 'invalid_type':
        return new Refusal('INVALID_INPUT', issue.expected === 'int' ? 'number_whole' : 'number_expected', {
          params: { field },
        });
      default:
        return new Refusal('INVALID_INPUT', 'number_decimals', { params: { field } });
    }
  }
  return undefined;
}
