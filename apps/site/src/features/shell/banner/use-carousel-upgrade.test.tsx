import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_UPGRADE_DELAY_MS, useCarouselUpgrade } from './use-carousel-upgrade.ts';

const banner = document.createElement('div');
const inside = banner.appendChild(document.createElement('button'));
const focusEvent = (relatedTarget: Element | null) =>
  ({ currentTarget: banner, relatedTarget }) as unknown as FocusEvent<HTMLElement>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCarouselUpgrade', () => {
  it('waits for the still banner to paint, then for the delay, before upgrading by itself', () => {
    const { result, rerender } = renderHook(({ painted }) => useCarouselUpgrade(painted), {
      initialProps: { painted: false },
    });
    act(() => vi.advanceTimersByTime(CAROUSEL_UPGRADE_DELAY_MS * 2));
    expect(result.current.upgraded).toBe(false);
    rerender({ painted: true });
    act(() => vi.advanceTimersByTime(CAROUSEL_UPGRADE_DELAY_MS - 1));
    expect(result.current.upgraded).toBe(false);
    // The idle callback (or, without one, the timer itself) upgrades it.
    act(() => vi.advanceTimersByTime(1001));
    expect(result.current.upgraded).toBe(true);
  });

  it('upgrades at once when the pointer or a finger reaches the painted banner', () => {
    const { result } = renderHook(() => useCarouselUpgrade(true));
    act(() => result.current.bannerHandlers.onTouchStart());
    expect(result.current.upgraded).toBe(true);
  });

  it('never swaps the banner while focus is in it, and does once focus has left', () => {
    const { result } = renderHook(() => useCarouselUpgrade(true));
    act(() => result.current.bannerHandlers.onFocus());
    act(() => result.current.bannerHandlers.onPointerEnter());
    act(() => vi.advanceTimersByTime(CAROUSEL_UPGRADE_DELAY_MS * 3));
    expect(result.current.upgraded).toBe(false);
    // Moving within the banner keeps it.
    act(() => result.current.bannerHandlers.onBlur(focusEvent(inside)));
    act(() => vi.advanceTimersByTime(CAROUSEL_UPGRADE_DELAY_MS * 3));
    expect(result.current.upgraded).toBe(false);
    act(() => result.current.bannerHandlers.onBlur(focusEvent(document.body)));
    act(() => vi.advanceTimersByTime(CAROUSEL_UPGRADE_DELAY_MS + 1000));
    expect(result.current.upgraded).toBe(true);
  });
});
