import { describe, expect, it } from 'vitest';
import { readOffer } from './offer-terms.ts';

const typed = { downline: 'agent41', rate: '0.8', activeMembers: '3', validBet: '1,000' };

describe('an offer as typed', () => {
  it('reads valid terms, a rate up to the member’s own and an amount with thousands separators', () => {
    expect(readOffer(typed, 'daily', 1.2)).toEqual({
      terms: { downline: 'agent41', rate: 0.8, activeMembers: 3, validBet: 1000, period: 'daily' },
    });
    expect(readOffer({ ...typed, rate: '1.2' }, 'daily', 1.2)).toHaveProperty('terms');
  });

  it('names each field’s problem: no downline, a rate above mine or with three decimals, part of a member', () => {
    expect(readOffer({ ...typed, downline: '  ' }, 'daily', 1.2)).toEqual({
      problems: { downline: 'downline_required' },
    });
    expect(readOffer({ ...typed, rate: '1.25' }, 'daily', 1.2)).toEqual({ problems: { rate: 'rate_max' } });
    expect(readOffer({ ...typed, rate: '0.125' }, 'daily', 1.2)).toEqual({ problems: { rate: 'rate_decimals' } });
    expect(readOffer({ ...typed, rate: '' }, 'daily', 1.2)).toEqual({ problems: { rate: 'rate_number' } });
    expect(readOffer({ ...typed, rate: '0' }, 'daily', 1.2)).toEqual({ problems: { rate: 'rate_positive' } });
    expect(readOffer({ ...typed, activeMembers: '1.5', validBet: '-1' }, 'daily', 1.2)).toEqual({
      problems: { activeMembers: 'whole_number', validBet: 'amount' },
    });
  });
});
