import type { z } from 'zod/mini';

type Issue = z.core.$ZodIssue;

const describeType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Operator-readable wording for a schema issue. zod/mini ships no locale (to stay small), so
 * without this every problem would read "Invalid input"; messages written in the schema win.
 */
export function describeIssue(issue: Issue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is missing' : `must be ${issue.expected}, not ${describeType(issue.input)}`;
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      return `has ${issue.keys.length === 1 ? 'an unknown key' : 'unknown keys'} ${keys}`;
    }
    case 'too_small':
      return Number(issue.minimum) === 1 ? 'must not be empty' : `must have at least ${issue.minimum}`;
    case 'too_big':
      return `must have at most ${issue.maximum}`;
    default:
      return issue.message;
  }
}
