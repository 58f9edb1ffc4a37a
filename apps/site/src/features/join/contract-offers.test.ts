import { describe, expect, it } from 'vitest';
import { offeredContracts } from './contract-offers.ts';

describe('offeredContracts', () => {
  it('lists only the contracts whose module is on, in the agent centre order', () => {
    expect(
      offeredContracts(new Set(['REALTIMESALARY', 'PWRESET', 'DIVIDENDCONTRACT'])).map((offer) => offer.id),
    ).toEqual(['dividend', 'realtime']);
  });

  it('is empty when the brand offers none', () => {
    expect(offeredContracts(new Set())).toEqual([]);
  });
});
