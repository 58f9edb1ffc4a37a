import { expect, test } from '@playwright/test';
import { disabledFeatures } from '../../scripts/chromium.mjs';

/** The flags every browser tier launches Chromium with (scripts/chromium.mjs) do what they say. */

test('the last --disable-features keeps every feature Playwright turns off, and adds ours', async ({ page }) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').innerText()).split(/\s+/);
  const lists = commandLine
    .filter((flag) => flag.startsWith('--disable-features='))
    .map((flag) => flag.slice('--disable-features='.length).split(','));
  // Playwright's comes first; Chromium honours only the last one, which must be ours.
  expect(lists.length).toBeGreaterThanOrEqual(2);
  const [playwrights, effective] = [lists[0]!, lists.at(-1)!];
  expect(effective).toEqual(disabledFeatures);
  expect(effective).toEqual(expect.arrayContaining(playwrights));
});

test('the address bar popups are not built', async ({ browser, page }) => {
  await page.goto('about:blank');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox'))).toEqual([]);
});
