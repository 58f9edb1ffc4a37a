import { describe, expect, it } from 'vitest';
import { feedbackEndpoints, feedbackWordCount, remarkLength } from './feedback.ts';

describe('the feedback contract', () => {
  it('counts words as runs of anything but white space', () => {
    expect(feedbackWordCount('  ')).toBe(0);
    expect(feedbackWordCount(' Deposit\n\tlate ')).toBe(2);
    expect(feedbackWordCount('Hindi pa dumarating ang aking deposito!')).toBe(6);
  });

  it('holds the remark to 140 characters as a person counts them', () => {
    expect(remarkLength('😀'.repeat(140))).toBe(140);
    const request = feedbackEndpoints.feedback.request;
    expect(request.safeParse({ type: 'games', content: 'a b', remark: '😀'.repeat(140) }).success).toBe(true);
    expect(request.safeParse({ type: 'games', content: 'a b', remark: 'x'.repeat(141) }).success).toBe(false);
  });

  it('takes at most three images', () => {
    const request = feedbackEndpoints.feedback.request;
    expect(request.safeParse({ type: 'games', content: 'a b', images: ['a', 'b', 'c', 'd'] }).success).toBe(false);
  });

  it('keeps the history and marking replies behind the session; the send and the categories public', () => {
    expect(feedbackEndpoints.feedbackHistory.token).toBe(true);
    expect(feedbackEndpoints.markFeedbackRead.token).toBe(true);
    expect(feedbackEndpoints.feedback.token).toBe(false);
    expect(feedbackEndpoints.feedbackSettings.token).toBe(false);
  });
});
