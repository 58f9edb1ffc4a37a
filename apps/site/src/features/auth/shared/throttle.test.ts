import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('createThrottle', () => {
  it('lets the first call through and ignores calls within the interval', () => {
    let now = 10_000;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now += 999;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
  });

  it('measures from the last call that passed, not the last call made', () => {
    let now = 0;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now = 600;
    expect(allow()).toBe(false);
    now = 1000;
    expect(allow()).toBe(true);
    now = 1500;
    expect(allow()).toBe(false);
  });
});
