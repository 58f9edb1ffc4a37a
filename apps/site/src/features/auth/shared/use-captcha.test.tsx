import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCaptcha } from './use-captcha.ts';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

const call = platform.call;

// A fresh SWR cache per test, so one test's images do not leak into the next.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  let served = 0;
  call.mockReset();
  call.mockImplementation(() => Promise.resolve(`image${++served}` as never));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCaptcha', () => {
  it('fetches an image on mount, as a data URL', async () => {
    const { result } = renderHook(() => useCaptcha(), { wrapper });
    await settle();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0].name).toBe('captcha');
    expect(result.current.src).toBe('data:image/png;base64,image1');
    expect(result.current.loading).toBe(false);
  });

  it('fetches nothing while disabled', async () => {
    renderHook(() => useCaptcha({ enabled: false }), { wrapper });
    await settle(5000);
    expect(call).not.toHaveBeenCalled();
  });

  it('refreshes at most once a second, running a refresh asked too early when the second is over', async () => {
    const { result } = renderHook(() => useCaptcha(), { wrapper });
    await settle();
    act(() => result.current.refresh());
    act(() => result.current.refresh());
    await settle(500);
    expect(call).toHaveBeenCalledTimes(1);
    await settle(500);
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current.src).toBe('data:image/png;base64,image2');

    await settle(1000);
    act(() => result.current.refresh());
    await settle();
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('says when the image could not be fetched', async () => {
    call.mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => useCaptcha(), { wrapper });
    await settle();
    expect(result.current.failed).toBe(true);
    act(() => result.current.refresh());
    await settle(1000);
    expect(result.current.failed).toBe(false);
    expect(result.current.src).toBe('data:image/png;base64,image1');
  });
});
