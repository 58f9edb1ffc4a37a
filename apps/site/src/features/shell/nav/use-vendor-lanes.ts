import { useMemo } from 'react';
import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import type { VendorLane } from '../../../core/games/game-categories.ts';

/** Spec §3: vendor lanes are cached in session storage, so the header is complete on every page load after the first. */
const cacheKey = (language: string) => `vendorLanes:${language}`;

function cachedLanes(language: string): VendorLane[] | undefined {
  try {
    const raw = sessionStorage.getItem(cacheKey(language));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return Array.isArray(parsed) ? (parsed as VendorLane[]) : undefined;
  } catch {
    return undefined;
  }
}

async function fetchLanes(language: string): Promise<VendorLane[]> {
  const lanes = await callPlatform('games', 'vendors', { language });
  try {
    sessionStorage.setItem(cacheKey(language), JSON.stringify(lanes));
  } catch {
    // Storage full or blocked: the next page load asks again.
  }
  return lanes;
}

/** The vendor lanes (a public call): one per game category, each card a vendor. */
export function useVendorLanes() {
  const { code } = useLanguage();
  const cached = useMemo(() => cachedLanes(code), [code]);
  return useSWR(['vendorLanes', code] as const, ([, language]) => fetchLanes(language), {
    fallbackData: cached,
    // Cached lanes show at once; the platform's answer replaces them when it arrives.
    revalidateOnMount: true,
    keepPreviousData: true,
  });
}
