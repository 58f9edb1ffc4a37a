/** The three ways to install the site (spec §2 "app download with iOS/Android/lite-app install guides"). */
export type AppKind = 'ios' | 'android' | 'lite';

export interface AppResource {
  resourceType: string;
  url: string;
  qrCodeUrl?: string;
}

export interface AppDownload {
  kind: AppKind;
  /** Where the install starts; empty when the operator has not published this app. */
  url: string;
  qrCodeUrl?: string;
  /** The lite app is the site itself, added to the home screen; it needs no published file. */
  fromSite: boolean;
}

// Resource types the platform uses for each app; the first one found wins.
const resourceTypes: Record<AppKind, readonly string[]> = {
  ios: ['APP_IOS', 'IOS'],
  android: ['APP_ANDROID', 'ANDROID', 'APK'],
  lite: ['APP_LITE', 'LITE', 'H5', 'PWA'],
};

/**
 * The download card of each app from the status call's resources. iOS and Android appear only
 * when published; the lite app falls back to this site's own address.
 */
export function appDownloads(resources: readonly AppResource[], siteUrl: string): AppDownload[] {
  const find = (kind: AppKind) =>
    resources.find((resource) => resourceTypes[kind].includes(resource.resourceType.toUpperCase()) && resource.url);
  const downloads: AppDownload[] = [];
  for (const kind of ['ios', 'android'] as const) {
    const resource = find(kind);
    if (resource) downloads.push({ kind, url: resource.url, qrCodeUrl: resource.qrCodeUrl, fromSite: false });
  }
  const lite = find('lite');
  downloads.push(
    lite
      ? { kind: 'lite', url: lite.url, qrCodeUrl: lite.qrCodeUrl, fromSite: false }
      : { kind: 'lite', url: siteUrl, fromSite: true },
  );
  return downloads;
}
