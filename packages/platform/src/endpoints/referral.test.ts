import { describe, expect, it } from 'vitest';
import { referralEndpoints } from './referral.ts';

const friend = { id: 7, username: 'pl****09', joinedAt: 1_700_000_000_000, status: 'active', earned: 100 };

describe('the invite-friends calls', () => {
  it('read a friend with one of the three statuses, and refuse any other', () => {
    const response = referralEndpoints.referralFriends.response;
    expect(response.parse({ list: [friend], total: 1, totalPages: 1 }).list[0]).toEqual(friend);
    expect(() => response.parse({ list: [{ ...friend, status: 'vip' }], total: 1, totalPages: 1 })).toThrow();
  });

  it('need the member’s code in the summary, and default the page of friends', () => {
    const summary = referralEndpoints.referralSummary.response;
    const rules = { qualifyingDeposit: 500, rewardPerFriend: 100, activeDays: 7 };
    const totals = { invited: 0, deposited: 0, active: 0, earned: 0 };
    expect(() => summary.parse({ referralCode: '', rules, totals })).toThrow();
    expect(summary.parse({ referralCode: 'DEMOFRND', rules, totals }).referralCode).toBe('DEMOFRND');
    expect(referralEndpoints.referralFriends.request.parse({})).toEqual({ pageNo: 1, pageSize: 12 });
  });
});
