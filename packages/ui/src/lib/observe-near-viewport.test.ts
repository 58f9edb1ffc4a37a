import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeNearViewport } from './observe-near-viewport.ts';

afterEach(() => vi.unstubAllGlobals());

describe('observeNearViewport', () => {
  it('calls back once, when the element first comes near, with the given margin', () => {
    let report: IntersectionObserverCallback = () => undefined;
    const disconnect = vi.fn();
    const options: (IntersectionObserverInit | undefined)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          report = callback;
          options.push(init);
        }
        observe = vi.fn();
        disconnect = disconnect;
      },
    );
    const onNear = vi.fn();
    const element = document.createElement('div');
    observeNearViewport(element, '300px', onNear);
    expect(options).toEqual([{ rootMargin: '300px' }]);

    const observer = {} as IntersectionObserver;
    const entry = (isIntersecting: boolean) =>
      ({ target: element, isIntersecting }) as unknown as IntersectionObserverEntry;
    report([entry(false)], observer);
    expect(onNear).not.toHaveBeenCalled();
    report([entry(true)], observer);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('counts everything as near where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    observeNearViewport(document.createElement('div'), '0px', onNear);
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
