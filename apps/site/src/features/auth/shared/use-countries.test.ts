import { describe, expect, it } from 'vitest';
import { visitorCountryCode } from './use-countries.ts';
import { toSignInSettings } from './use-sign-in-settings.ts';

describe('visitorCountryCode', () => {
  it("prefers the platform's answer", () => {
    expect(visitorCountryCode('ph', ['en-US'])).toBe('PH');
  });

  it("falls back to the region the reader's browser names", () => {
    expect(visitorCountryCode(undefined, ['fil-PH', 'en-US'])).toBe('PH');
    expect(visitorCountryCode(undefined, ['en', 'th-TH'])).toBe('TH');
  });

  it('guesses nothing from a bare language or a broken tag', () => {
    expect(visitorCountryCode(undefined, ['en', 'not a tag'])).toBeUndefined();
    expect(visitorCountryCode(undefined, ['es-419'])).toBeUndefined();
  });
});

describe('toSignInSettings', () => {
  it('reads the login captcha switch and the country from the status info', () => {
    expect(toSignInSettings({ loginCaptcha: true, location: { ip: '1.2.3.4', countryCode: 'PH' } })).toEqual({
      loginCaptcha: true,
      countryCode: 'PH',
    });
    expect(toSignInSettings({ loginCaptcha: '1' })).toEqual({ loginCaptcha: true, countryCode: undefined });
    expect(toSignInSettings({})).toEqual({ loginCaptcha: false, countryCode: undefined });
  });
});
