import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOTION_RELEASE_DELAY_MS, usePageLive } from './use-page-live.ts';
import { pageLiveEvent } from './page-live.ts';

function Screen() {
  usePageLive();
  return <main>Home</main>;
}

const html = document.documentElement;

beforeEach(() => {
  vi.useFakeTimers();
  delete html.dataset.hydrated;
  html.dataset.motion = 'held';
});
afterEach(() => {
  vi.useRealTimers();
  delete html.dataset.motion;
});

describe('usePageLive', () => {
  it('marks the page hydrated and announces it live as soon as the screen is drawn', () => {
    const live = vi.fn();
    document.addEventListener(pageLiveEvent, live);
    render(<Screen />);
    expect(html).toHaveAttribute('data-hydrated');
    expect(live).toHaveBeenCalledTimes(1);
    document.removeEventListener(pageLiveEvent, live);
  });

  it('lets decorative motion go only once the live page has had time to settle', () => {
    render(<Screen />);
    vi.advanceTimersByTime(MOTION_RELEASE_DELAY_MS - 1);
    expect(html.dataset.motion).toBe('held');
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(html).not.toHaveAttribute('data-motion');
  });
});
