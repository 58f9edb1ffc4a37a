import { describe, expect, it } from 'vitest';
import { countryFlagUrl, filterCountries, formatDialCode, initialDialCode } from './country-dial.ts';
import { countryFixtures } from './fixtures.ts';

const codes = (countries: { countryCode: string }[]) => countries.map((country) => country.countryCode);

describe('countryFlagUrl', () => {
  it('follows the platform path, with or without a trailing slash on the host', () => {
    expect(countryFlagUrl('https://img.example.com', 'PH')).toBe(
      'https://img.example.com/TCG_PROD_IMAGES/COUNTRY_FLAG/PH.png',
    );
    expect(countryFlagUrl('https://img.example.com//', 'VN')).toBe(
      'https://img.example.com/TCG_PROD_IMAGES/COUNTRY_FLAG/VN.png',
    );
  });
});

describe('formatDialCode', () => {
  it('writes one plus sign however the code came', () => {
    expect(formatDialCode('63')).toBe('+63');
    expect(formatDialCode('+1')).toBe('+1');
    expect(formatDialCode(' +225 ')).toBe('+225');
  });
});

describe('initialDialCode', () => {
  it('starts from the saved code when a listed country has it', () => {
    expect(initialDialCode('84', 'PH', countryFixtures)?.countryCode).toBe('VN');
    expect(initialDialCode('+84', 'PH', countryFixtures)?.countryCode).toBe('VN');
  });

  it('falls back to the current country when the saved code is not listed or missing', () => {
    expect(initialDialCode('999', 'PH', countryFixtures)?.countryCode).toBe('PH');
    expect(initialDialCode(undefined, 'th', countryFixtures)?.countryCode).toBe('TH');
    expect(initialDialCode('', 'TH', countryFixtures)?.countryCode).toBe('TH');
  });

  it('prefers the current country among countries sharing the saved code', () => {
    expect(initialDialCode('1', 'CA', countryFixtures)?.countryCode).toBe('CA');
    expect(initialDialCode('1', 'PH', countryFixtures)?.countryCode).toBe('US');
  });

  it('is undefined when neither is listed', () => {
    expect(initialDialCode('999', 'ZZ', countryFixtures)).toBeUndefined();
    expect(initialDialCode(null, null, countryFixtures)).toBeUndefined();
    expect(initialDialCode('63', 'PH', [])).toBeUndefined();
  });
});

describe('filterCountries', () => {
  it('keeps every country for an empty query', () => {
    expect(filterCountries(countryFixtures, '  ')).toHaveLength(countryFixtures.length);
  });

  it('matches part of the name, ignoring case and accents', () => {
    expect(codes(filterCountries(countryFixtures, 'KOR'))).toEqual(['KR']);
    expect(codes(filterCountries(countryFixtures, 'cote'))).toEqual(['CI']);
    expect(codes(filterCountries(countryFixtures, 'land'))).toEqual(['TH']);
  });

  it('matches the country code exactly', () => {
    expect(codes(filterCountries(countryFixtures, 'ph'))).toEqual(['PH']);
  });

  it('matches the start of the dialing code, with or without a plus', () => {
    expect(codes(filterCountries(countryFixtures, '+6'))).toEqual(['PH', 'TH', 'ID', 'MY', 'SG']);
    expect(codes(filterCountries(countryFixtures, '1'))).toEqual(['US', 'CA']);
    expect(codes(filterCountries(countryFixtures, '22'))).toEqual(['CI']);
  });
});
