import { describe, expect, it } from 'vitest';
import { bonusEndpoints } from './bonuses.ts';

const { bonusDetails } = bonusEndpoints;

const bonus = {
  id: 3,
  source: 'red-envelope',
  title: 'Lunar red envelope',
  amount: 18.88,
  turnoverMultiple: 5,
  turnoverRequired: 94.4,
  turnoverDone: 20,
  turnoverRemaining: 74.4,
  status: 'inProgress',
  creditedAt: 1_700_000_000_000,
  expiresAt: null,
};

describe('bonus details', () => {
  it('pages as every list does and filters by the known statuses only', () => {
    expect(bonusDetails.request.parse({})).toEqual({ pageNo: 1, pageSize: 12 });
    expect(bonusDetails.request.parse({ status: 'expired' })).toMatchObject({ status: 'expired' });
    expect(bonusDetails.request.safeParse({ status: 'forfeited' }).success).toBe(false);
  });

  it('reads a bonus with its turnover, and refuses an unknown source or a negative amount', () => {
    const totals = { bonuses: 1, credited: 18.88, turnoverRemaining: 74.4 };
    const response = bonusDetails.response;
    expect(response.parse({ list: [bonus], totalPages: 1, total: 1, totals }).list[0]).toEqual(bonus);
    expect(
      response.safeParse({ list: [{ ...bonus, source: 'cashback' }], totalPages: 1, total: 1, totals }).success,
    ).toBe(false);
    expect(response.safeParse({ list: [{ ...bonus, amount: -1 }], totalPages: 1, total: 1, totals }).success).toBe(
      false,
    );
  });
});
