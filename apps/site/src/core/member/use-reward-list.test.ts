import { describe, expect, it } from 'vitest';
import { claimableCount } from './use-reward-list.ts';

describe('claimableCount', () => {
  it('counts only rewards still waiting to be claimed', () => {
    expect(
      claimableCount([{ status: 'claim' }, { status: 'claimed' }, { status: 'expired' }, { status: 'claim' }]),
    ).toBe(2);
    expect(claimableCount(undefined)).toBe(0);
  });
});
