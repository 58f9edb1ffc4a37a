import { describe, expect, it } from 'vitest';
import { createToggleThrottle, FAVOURITE_TOGGLE_INTERVAL_MS, favouriteId } from './use-favourites.ts';

describe('createToggleThrottle', () => {
  it('lets a game’s toggle through at most once a second', () => {
    const throttle = createToggleThrottle();
    expect(throttle.allow('101', 10_000)).toBe(true);
    expect(throttle.allow('101', 10_400)).toBe(false);
    expect(throttle.allow('101', 10_000 + FAVOURITE_TOGGLE_INTERVAL_MS - 1)).toBe(false);
    expect(throttle.allow('101', 10_000 + FAVOURITE_TOGGLE_INTERVAL_MS)).toBe(true);
  });

  it('counts each game on its own', () => {
    const throttle = createToggleThrottle();
    expect(throttle.allow('101', 0)).toBe(true);
    expect(throttle.allow('202', 10)).toBe(true);
    expect(throttle.allow('101', 20)).toBe(false);
  });
});

describe('favouriteId', () => {
  it('keys a game by its node id, whether the platform sends a number or text', () => {
    expect(favouriteId({ nodeId: 42 })).toBe('42');
    expect(favouriteId({ nodeId: '42' })).toBe('42');
  });
});
