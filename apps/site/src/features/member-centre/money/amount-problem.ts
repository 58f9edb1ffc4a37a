import {
  checkAmountLimits,
  parseMoneyInput,
  type AmountLimitProblem,
  type AmountLimits,
  type MoneyInputProblem,
} from '@lobbykit/ui/lib/money-input';
import type { TFunction } from 'i18next';
import type { Money } from './use-money.ts';

/** An example amount written in the member's way, for the message about an unreadable one. */
const EXAMPLE_CENTS = 123_450;

const messageKeys: Record<MoneyInputProblem | AmountLimitProblem, string> = {
  empty: 'amount.empty',
  'not-a-number': 'amount.not_a_number',
  'not-positive': 'amount.not_positive',
  'too-many-decimals': 'amount.too_many_decimals',
  'too-large': 'amount.too_large',
  'below-minimum': 'amount.below_minimum',
  'above-maximum': 'amount.above_maximum',
  'above-balance': 'amount.above_balance',
};

/**
 * What is wrong with a typed amount, in the member's words (namespace `member-money`), or null
 * when it can be sent: checked as the member types, against the limits the page knows.
 */
export function amountProblem(text: string, limits: AmountLimits, money: Money, t: TFunction): string | null {
  const read = parseMoneyInput(text, money.pattern);
  if (!read.ok) return t(messageKeys[read.problem], { example: money.formatPlain(EXAMPLE_CENTS) });
  const broken = checkAmountLimits(read.cents, limits);
  if (!broken) return null;
  const limit = {
    'below-minimum': limits.minCents,
    'above-maximum': limits.maxCents,
    'above-balance': limits.balanceCents,
  }[broken];
  return t(messageKeys[broken], { limit: money.format(limit ?? 0) });
}

/** The cents of an amount already checked by amountProblem. */
export function typedCents(text: string, money: Money): number {
  const read = parseMoneyInput(text, money.pattern);
  if (!read.ok) throw new Error(`an unchecked amount was sent: ${read.problem}`);
  return read.cents;
}
