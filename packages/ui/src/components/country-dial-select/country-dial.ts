/** A country the platform offers for phone numbers (its country-code list). */
export interface Country {
  /** ISO 3166-1 alpha-2, e.g. "PH". */
  countryCode: string;
  /** The international prefix without the plus, e.g. "63" (a leading "+" is tolerated). */
  countryDialingCode: string;
  /** Display name in the reader's language. */
  name: string;
}

/** The flag image the platform hosts for a country: `{imageHost}/TCG_PROD_IMAGES/COUNTRY_FLAG/{countryCode}.png`. */
export function countryFlagUrl(imageHost: string, countryCode: string): string {
  const host = imageHost.replace(/\/+$/, '');
  return `${host}/TCG_PROD_IMAGES/COUNTRY_FLAG/${encodeURIComponent(countryCode)}.png`;
}

/** Digits only: "+63", " 63" and "63" are the same dialing code. */
export function normalizeDialCode(code: string): string {
  return code.replace(/\D/g, '');
}

/** "+63", however the code was written. */
export function formatDialCode(code: string): string {
  return `+${normalizeDialCode(code)}`;
}

/**
 * Where the phone field starts: the previously saved dialing code if a listed country has it,
 * otherwise the visitor's current country. When several countries share the saved code (+1),
 * the current country wins if it is one of them. Undefined when neither is listed.
 */
export function initialDialCode(
  saved: string | null | undefined,
  current: string | null | undefined,
  countries: readonly Country[],
): Country | undefined {
  const currentCode = current?.trim().toUpperCase();
  const currentCountry = currentCode
    ? countries.find((country) => country.countryCode.toUpperCase() === currentCode)
    : undefined;
  const savedDigits = saved ? normalizeDialCode(saved) : '';
  if (savedDigits) {
    const withSavedCode = countries.filter((country) => normalizeDialCode(country.countryDialingCode) === savedDigits);
    if (currentCountry && withSavedCode.includes(currentCountry)) return currentCountry;
    if (withSavedCode[0]) return withSavedCode[0];
  }
  return currentCountry;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Countries matching what was typed: part of the name (accents ignored), the country code, or
 * the start of the dialing code ("+6", "63"). An empty query keeps every country.
 */
export function filterCountries(countries: readonly Country[], query: string): Country[] {
  const folded = fold(query);
  if (!folded) return [...countries];
  const digits = /^\+?[\d\s]+$/.test(folded) ? normalizeDialCode(folded) : '';
  return countries.filter(
    (country) =>
      fold(country.name).includes(folded) ||
      country.countryCode.toLowerCase() === folded ||
      (digits !== '' && normalizeDialCode(country.countryDialingCode).startsWith(digits)),
  );
}
