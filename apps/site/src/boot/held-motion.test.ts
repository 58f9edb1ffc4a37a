import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOTION_RELEASE_DELAY_MS, releaseMotionWhenSettled } from './held-motion.ts';

const html = document.documentElement;

beforeEach(() => {
  vi.useFakeTimers();
  html.dataset.motion = 'held';
});
afterEach(() => {
  vi.useRealTimers();
  delete html.dataset.motion;
});

describe('releaseMotionWhenSettled', () => {
  it('lets decorative motion go only once the live page has had time to settle', () => {
    releaseMotionWhenSettled();
    vi.advanceTimersByTime(MOTION_RELEASE_DELAY_MS - 1);
    expect(html.dataset.motion).toBe('held');
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(html).not.toHaveAttribute('data-motion');
  });

  it('leaves a page whose motion was never held alone', () => {
    delete html.dataset.motion;
    releaseMotionWhenSettled();
    vi.runAllTimers();
    expect(html).not.toHaveAttribute('data-motion');
  });
});
