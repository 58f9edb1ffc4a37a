/**
 * useCaptcha — the image captcha of the login and registration forms (GET /wps/captcha).
 *
 *   const captcha = useCaptcha({ enabled: captchaShown });
 *   <CaptchaField captcha={captcha} … />
 *   captcha.refresh();   // e.g. after a failed registration: the old answer is used up
 *
 * Returns `{ src, loading, failed, refresh }`. Each mount fetches a fresh image (the platform keeps
 * one answer per visitor and uses it up on every check). `refresh()` is throttled to one fetch a
 * second (spec §9); a call inside that second is not lost but runs when the second is over.
 */
import { captchaImageSrc } from '@lobbykit/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';

export const CAPTCHA_REFRESH_INTERVAL_MS = 1000;

export interface Captcha {
  /** The image as an `<img src>`; undefined until the first one arrives. */
  src: string | undefined;
  /** A new image is on its way. */
  loading: boolean;
  /** The last fetch failed; pressing the image tries again. */
  failed: boolean;
  /** Fetches a new image (at most one a second). */
  refresh: () => void;
}

async function fetchCaptcha(): Promise<string> {
  const value = await callPlatform('system', 'captcha', { t: Date.now() });
  return captchaImageSrc(value);
}

export function useCaptcha({ enabled = true }: { enabled?: boolean } = {}): Captcha {
  // Each refresh is a new SWR key, so the previous image stays cached while the next one loads.
  const [generation, setGeneration] = useState(0);
  const lastRefreshAt = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const { data, error, isValidating } = useSWR(enabled ? ['captcha', generation] : null, fetchCaptcha, {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    dedupingInterval: 0,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });

  const refresh = useCallback(() => {
    if (pending.current !== null) return;
    const wait = lastRefreshAt.current + CAPTCHA_REFRESH_INTERVAL_MS - Date.now();
    const run = () => {
      pending.current = null;
      setGeneration((current) => current + 1);
    };
    if (wait <= 0) run();
    else pending.current = setTimeout(run, wait);
  }, []);

  // Every fetch (the first on mount included) starts the one-second wait.
  useEffect(() => {
    if (enabled) lastRefreshAt.current = Date.now();
  }, [enabled, generation]);

  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );

  return { src: data, loading: enabled && isValidating, failed: Boolean(error) && !isValidating, refresh };
}
