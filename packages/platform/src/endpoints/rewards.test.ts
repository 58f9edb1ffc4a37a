import { describe, expect, it } from 'vitest';
import { rewardEndpoints } from './rewards.ts';

const { applyActivity, activityList, redEnvelopes } = rewardEndpoints;

describe('activity application', () => {
  it('takes a remark of 140 characters counted as a person counts them, and no more', () => {
    expect(applyActivity.request.safeParse({ promotionId: 1, remark: '🎉'.repeat(140) }).success).toBe(true);
    expect(applyActivity.request.safeParse({ promotionId: 1, remark: 'x'.repeat(141) }).success).toBe(false);
  });

  it('takes at most three images, none by default', () => {
    expect(applyActivity.request.parse({ promotionId: 1 }).images).toEqual([]);
    expect(applyActivity.request.safeParse({ promotionId: 1, images: ['a', 'b', 'c', 'd'] }).success).toBe(false);
  });
});

describe('activity and envelope states', () => {
  it('reads a state it does not know as closed rather than failing the list', () => {
    const [activity] = activityList.response.parse([{ promotionId: 1, title: 'A', startTime: 0, state: 'paused' }]);
    expect(activity!.state).toBe('closed');
    const [envelope] = redEnvelopes.response.parse([
      { envelopeId: 1, title: 'E', startTime: 0, endTime: 1, minAmount: 1, maxAmount: 2, state: 'odd' },
    ]);
    expect(envelope!.state).toBe('ended');
  });
});
