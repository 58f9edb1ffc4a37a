/**
 * useCountries — the platform's country list for phone numbers (GET /wps/system/country), each
 * with a display name (the country code when the platform sends none). Shared SWR cache.
 *
 * visitorCountryCode(platformCountry) — the visitor's current country: the platform's answer when
 * it gives one, else the region of the browser's language ("en-PH" → "PH"), else undefined (the
 * phone field then starts from the first country the platform lists).
 */
import type { Country } from '@lobbykit/ui/country-dial-select';
import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';

async function fetchCountries(): Promise<Country[]> {
  const list = await callPlatform('system', 'countries', {});
  return list.map((country) => ({
    countryCode: country.countryCode,
    countryDialingCode: country.countryDialingCode,
    name: country.name?.trim() || country.countryCode,
  }));
}

export function useCountries() {
  return useSWR('countries', fetchCountries, { revalidateOnFocus: false, revalidateIfStale: false });
}

export function visitorCountryCode(
  platformCountry: string | undefined,
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string | undefined {
  if (platformCountry) return platformCountry.toUpperCase();
  for (const language of browserLanguages) {
    try {
      // Only a region the reader chose ("en-PH"); a bare "en" says nothing about where they are.
      const region = new Intl.Locale(language).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return undefined;
}
