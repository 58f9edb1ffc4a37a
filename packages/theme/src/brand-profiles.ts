/*
 * What the site needs of each built-in brand at run time, without its colours (already in the
 * static brand CSS) and without the schema (the brands are validated by their tests, not on every
 * page load). Named JSON imports let the bundler drop the rest of each document.
 */
import * as aurora from './brands/aurora-profile.ts';
import * as ember from './brands/ember-profile.ts';
import * as jade from './brands/jade-profile.ts';
import type { Brand } from './brand-schema.ts';

export type BrandProfile = Pick<
  Brand,
  'merchantCode' | 'displayName' | 'logo' | 'defaultLanguage' | 'languages' | 'imageHost' | 'settings'
>;

function profile(brand: BrandProfile): BrandProfile {
  const { merchantCode, displayName, logo, defaultLanguage, languages, imageHost, settings } = brand;
  return { merchantCode, displayName, logo, defaultLanguage, languages, imageHost, settings };
}

export const builtInBrandProfiles: readonly BrandProfile[] = [profile(aurora), profile(jade), profile(ember)];

/** The built-in brand with this merchant code, or the default (the first) when there is none. */
export function brandProfile(merchantCode: string | null | undefined): BrandProfile {
  return builtInBrandProfiles.find((brand) => brand.merchantCode === merchantCode) ?? builtInBrandProfiles[0]!;
}
