import { describe, expect, it } from 'vitest';
import { isIdempotent } from '../endpoint.ts';
import { rebateEndpoints } from './rebates.ts';

const { manualRebate, claimManualRebate, manualRebateClaims } = rebateEndpoints;

describe('manual rebate calls', () => {
  it('reads the summary per game type, with the minimum and where the count starts', () => {
    const summary = manualRebate.response.parse({
      countedFrom: 1,
      minClaim: 0.1,
      total: 0.08,
      gameTypes: [{ gameType: 'RNG', turnover: 10, rate: 0.8, rebate: 0.08 }],
    });
    expect(summary.gameTypes[0]).toMatchObject({ gameType: 'RNG', rate: 0.8 });
    expect(manualRebate.response.safeParse({ countedFrom: 1, minClaim: -1, total: 0, gameTypes: [] }).success).toBe(
      false,
    );
  });

  it('never retries a claim, which pays money, and names a positive amount of cents', () => {
    expect(claimManualRebate.method).toBe('POST');
    expect(isIdempotent(claimManualRebate)).toBe(false);
    expect(claimManualRebate.request.safeParse({ amount: 0.16 }).success).toBe(true);
    for (const amount of [undefined, 0, -1, 0.001, 1e308]) {
      expect(claimManualRebate.request.safeParse({ amount }).success).toBe(false);
    }
  });

  it('pages the claims history, twelve a page unless asked', () => {
    expect(manualRebateClaims.request.parse({})).toMatchObject({ pageNo: 1, pageSize: 12 });
  });
});
