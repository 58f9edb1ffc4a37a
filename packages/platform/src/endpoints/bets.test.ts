import { describe, expect, it } from 'vitest';
import { betEndpoints } from './bets.ts';

const { bettingRecord, profitLoss } = betEndpoints;

describe('betting record', () => {
  it('pages as every list does and takes only the known statuses', () => {
    expect(bettingRecord.request.parse({ from: 1, to: 2 })).toEqual({ from: 1, to: 2, pageNo: 1, pageSize: 12 });
    expect(bettingRecord.request.safeParse({ from: 1, to: 2, status: 'cashed-out' }).success).toBe(false);
    expect(bettingRecord.request.safeParse({ from: 1 }).success).toBe(false);
  });

  it('answers bets whose profit is unknown while pending', () => {
    const bet = {
      id: 1,
      roundRef: 'R-1',
      gameName: 'Lucky Koi',
      gameType: 'RNG',
      vendor: 'PG',
      vendorName: 'PG Soft',
      stake: 10,
      validBet: 0,
      payout: 0,
      profit: null,
      status: 'pending',
      placedAt: 0,
      settledAt: null,
    };
    const totals = { bets: 1, stake: 10, validBet: 0, payout: 0, profit: 0 };
    expect(bettingRecord.response.parse({ list: [bet], totalPages: 1, total: 1, totals }).list[0]!.profit).toBeNull();
    expect(
      bettingRecord.response.safeParse({ list: [{ ...bet, stake: -1 }], totalPages: 1, total: 1, totals }).success,
    ).toBe(false);
  });
});

describe('profit and loss', () => {
  it('groups by day unless told otherwise, in UTC unless given the member’s offset', () => {
    expect(profitLoss.request.parse({ from: 1, to: 2 })).toEqual({
      from: 1,
      to: 2,
      period: 'day',
      utcOffsetMinutes: 0,
    });
    expect(profitLoss.request.safeParse({ from: 1, to: 2, period: 'year' }).success).toBe(false);
    expect(profitLoss.request.safeParse({ from: 1, to: 2, utcOffsetMinutes: 900 }).success).toBe(false);
  });
});
