// The one Chromium every browser tier uses: Debian's, launched with the flags this machine needs
// (no sandbox as root, and no background calls to hosts the network does not reach).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
