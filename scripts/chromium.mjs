// The one Chromium every browser tier uses: Debian's, launched with the flags this machine needs
// (no sandbox as root, and no background calls to hosts the network does not reach).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium honours only the last --disable-features it is given, and Playwright passes its own
 * before ours, so this list repeats Playwright's (tests/e2e/chromium.spec.ts fails when Playwright's
 * changes) and adds the features this machine turns off.
 */
export const disabledFeatures = [
  // Playwright 1.65's own.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Even headless, Chromium builds the address bar's two popups as WebUI pages, which run their
  // scripts at launch and again for every new tab: about 2 s of CPU per launch and 0.2 s per new
  // page, taken on a two-core machine from the page under test (Lighthouse's own CPU benchmark
  // read 1100–1700 with them and 1900–2700 without).
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${disabledFeatures.join(',')}`,
];
