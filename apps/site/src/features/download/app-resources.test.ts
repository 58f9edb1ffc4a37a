import { describe, expect, it } from 'vitest';
import { appDownloads } from './app-resources.ts';

const site = 'https://aurora.example/';

describe('appDownloads', () => {
  it('makes a card for each published app and the lite app from the site itself', () => {
    const downloads = appDownloads(
      [
        { resourceType: 'FACEBOOK', url: 'https://facebook.com/aurora' },
        { resourceType: 'APP_IOS', url: 'https://apps.example/ios', qrCodeUrl: '/qr/ios.svg' },
        { resourceType: 'APP_ANDROID', url: 'https://apps.example/android.apk', qrCodeUrl: '/qr/android.svg' },
      ],
      site,
    );
    expect(downloads).toEqual([
      { kind: 'ios', url: 'https://apps.example/ios', qrCodeUrl: '/qr/ios.svg', fromSite: false },
      { kind: 'android', url: 'https://apps.example/android.apk', qrCodeUrl: '/qr/android.svg', fromSite: false },
      { kind: 'lite', url: site, fromSite: true },
    ]);
  });

  it('uses a published lite app when there is one, whatever the case of its type', () => {
    const [lite] = appDownloads(
      [{ resourceType: 'app_lite', url: 'https://lite.example', qrCodeUrl: '/qr/lite.svg' }],
      site,
    );
    expect(lite).toEqual({ kind: 'lite', url: 'https://lite.example', qrCodeUrl: '/qr/lite.svg', fromSite: false });
  });

  it('leaves out an app whose resource has no address', () => {
    expect(appDownloads([{ resourceType: 'APP_IOS', url: '' }], site).map((download) => download.kind)).toEqual([
      'lite',
    ]);
  });
});
