import { contractPeriods } from '@lobbykit/platform/endpoints/rewards';
import { z } from 'zod/mini';
import type { OfferTerms } from './use-contracts.ts';

export type OfferField = 'downline' | 'rate' | 'activeMembers' | 'validBet';

/** A typed number: blank or not a number is NaN, which the schema refuses by name. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replaceAll(',', '')));

/** Rates are whole hundredths of a percent, as the platform keeps them. */
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * The offer's rules (spec §5): a downline, a rate above 0 and never above the member's own
 * (`maxRate`), a whole number of active members and a valid bet of 0 or more. The messages are
 * keys of the page's `offer.errors`.
 */
export function offerSchema(maxRate: number) {
  return z.object({
    downline: z.string().check(z.trim(), z.minLength(1, 'downline_required'), z.maxLength(30, 'downline_required')),
    rate: z
      .number('rate_number')
      .check(z.positive('rate_positive'), z.maximum(maxRate, 'rate_max'), z.refine(twoDecimals, 'rate_decimals')),
    activeMembers: z
      .number('whole_number')
      .check(z.int('whole_number'), z.minimum(0, 'whole_number'), z.maximum(10_000, 'whole_number')),
    validBet: z
      .number('amount')
      .check(z.minimum(0, 'amount'), z.maximum(100_000_000, 'amount'), z.refine(twoDecimals, 'amount')),
    period: z.enum(contractPeriods),
  });
}

/**
 * Checks what was typed: the terms to send, or the key of each field's first problem (the form
 * shows them translated, with the cap for the rate).
 */
export function readOffer(
  values: Record<OfferField, string>,
  period: OfferTerms['period'],
  maxRate: number,
): { terms: OfferTerms } | { problems: Partial<Record<OfferField, string>> } {
  const parsed = offerSchema(maxRate).safeParse({
    downline: values.downline,
    rate: typedNumber(values.rate),
    activeMembers: typedNumber(values.activeMembers),
    validBet: typedNumber(values.validBet),
    period,
  });
  if (parsed.success) return { terms: parsed.data };
  const problems: Partial<Record<OfferField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as OfferField;
    problems[field] ??= issue.message;
  }
  return { problems };
}
