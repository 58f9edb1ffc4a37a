import { describe, expect, it, vi } from 'vitest';
import type { SWRHook } from 'swr';
import {
  drawnAddress,
  drawnAddressKey,
  parsePrimedData,
  primedDataMiddleware,
  serializePrimedData,
} from './primed-data.ts';

describe('primed data', () => {
  it('survives the trip through the page, sets included', () => {
    const data = { systemStatus: { features: new Set(['PWRESET', 'DIRECTREG3']), ip: '203.0.113.9' } };
    const back = parsePrimedData(serializePrimedData(data));
    expect(back).toEqual(data);
    expect((back.systemStatus as { features: Set<string> }).features).toBeInstanceOf(Set);
  });

  it('cannot end or bend the script element it travels in', () => {
    const json = serializePrimedData({ notice: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('<');
    expect(parsePrimedData(json)).toEqual({ notice: '</script><script>alert(1)</script><!--' });
  });

  it('shows a primed key as drawn and does not fetch it again on mount; other keys go on as usual', () => {
    const next = vi.fn(() => ({}) as ReturnType<SWRHook>);
    const hook = primedDataMiddleware({ '@"banners","w_home","EN",': ['banner'] })(next as unknown as SWRHook);
    const fetcher = () => Promise.resolve([]);
    hook(['banners', 'w_home', 'EN'], fetcher, { keepPreviousData: true } as never);
    expect(next).toHaveBeenLastCalledWith(['banners', 'w_home', 'EN'], fetcher, {
      keepPreviousData: true,
      fallbackData: ['banner'],
      revalidateOnMount: false,
    });
    hook(['banners', 'w_home', 'TY'], fetcher, { keepPreviousData: true } as never);
    expect(next).toHaveBeenLastCalledWith(['banners', 'w_home', 'TY'], fetcher, { keepPreviousData: true });
  });

  it('carries the address the page was drawn for, and nothing else passes for one', () => {
    const back = parsePrimedData(serializePrimedData({ [drawnAddressKey]: '/rng?vendor=PG&minBet=0.05' }));
    expect(drawnAddress(back)).toBe('/rng?vendor=PG&minBet=0.05');
    expect(drawnAddress({})).toBeNull();
    expect(drawnAddress({ [drawnAddressKey]: 'https://elsewhere.example/' })).toBeNull();
    expect(drawnAddress({ [drawnAddressKey]: '//elsewhere.example/' })).toBeNull();
    expect(drawnAddress({ [drawnAddressKey]: 42 })).toBeNull();
  });
});
