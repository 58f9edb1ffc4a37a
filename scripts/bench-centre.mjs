// The centre's timing (issue 19): a press that opens a member-centre page until the page's content
// is painted, with the page's code already fetched once (a player's second visit, or a page whose
// menu entry was pointed at first). Signed in as the demo member, in Chromium against a running
// site and the sandbox. Each press alternates between two real pages, opened from the header's
// account menu (the panel closed before each) and from the panel's own menu (a page switch).
// "Painted" is the first animation frame whose DOM shows the page with nothing left loading.
import { chromium } from 'playwright';
import { openHydrated, percentile, signIn } from './bench-browser.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** The pages timed: the menu entry that opens each, and its key. */
const pages = [
  { accountMenuItem: 'Member centre', entry: 'My account', key: 'securityCenter' },
  { accountMenuItem: 'Platform messages', entry: /^Platform messages/, key: 'messageV2' },
];

const opensPerKind = 30;

/**
 * Presses `selector` (the n-th match) in the page and resolves with the milliseconds until the first
 * animation frame in which page `key` is shown with its content in and nothing loading. Runs in
 * the browser.
 */
const timePress = /** @param {{ selector: string, index: number, key: string }} step */ (step) =>
  new Promise((resolve, reject) => {
    const target = /** @type {HTMLElement | undefined} */ (document.querySelectorAll(step.selector)[step.index]);
    if (!target) return reject(new Error(`nothing to press: ${step.selector}`));
    const painted = () => {
      const shown = document.querySelector(`[data-slot="centre-page"][data-page="${step.key}"]`);
      const area = shown?.closest('[data-slot="side-panel-page"]');
      if (!shown || !area || area.getAttribute('aria-busy') === 'true') return false;
      if (area.querySelector('[aria-busy="true"], [data-slot="skeleton"]')) return false;
      // The page itself is drawn, beyond the frame's heading.
      return shown.children.length > 1 && (shown.lastElementChild?.textContent ?? '').trim() !== '';
    };
    const started = performance.now();
    const deadline = started + 10_000;
    const check = () => {
      if (painted()) resolve(performance.now() - started);
      else if (performance.now() > deadline) reject(new Error(`page ${step.key} not painted within 10 s`));
      else requestAnimationFrame(check);
    };
    target.click();
    requestAnimationFrame(check);
  });

/** @param {import('playwright').Page} page */
async function closeCentre(page) {
  await page.keyboard.press('Escape');
  await page.locator('[data-slot="side-panel"]').waitFor({ state: 'detached', timeout: 10_000 });
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('centre'));
}

/**
 * @param {string} siteUrl the running site (its platform the sandbox)
 * @returns {Promise<{ openP95Ms: number, switchP95Ms: number, opens: number, switches: number }>}
 */
export async function benchCentre(siteUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, siteUrl);
    await openHydrated(page, `${siteUrl}/promotions`);
    // Each page's code fetched once, as after a first visit.
    for (const { key } of pages) {
      await openHydrated(page, `${siteUrl}/promotions?centre=member&page=${key}`);
      await page.locator(`[data-slot="centre-page"][data-page="${key}"]`).waitFor({ timeout: 30_000 });
    }
    await openHydrated(page, `${siteUrl}/promotions`);

    /** @type {number[]} */
    const opens = [];
    for (let run = 0; run < opensPerKind; run += 1) {
      const { accountMenuItem, key } = /** @type {(typeof pages)[number]} */ (pages[run % pages.length]);
      await page.locator('[data-slot="member-area"] [aria-haspopup="menu"]').click();
      const item = page.getByRole('menuitem', { name: accountMenuItem });
      await item.waitFor();
      const index = await page
        .getByRole('menuitem')
        .evaluateAll(
          (items, name) => items.findIndex((element) => element.textContent?.startsWith(name)),
          accountMenuItem,
        );
      opens.push(/** @type {number} */ (await page.evaluate(timePress, { selector: '[role="menuitem"]', index, key })));
      await closeCentre(page);
    }

    await page.locator('[data-slot="member-area"] [aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    await page.locator('[data-slot="centre-page"][data-page="securityCenter"]').waitFor();
    /** @type {number[]} */
    const switches = [];
    for (let run = 0; run < opensPerKind; run += 1) {
      const { entry, key } = /** @type {(typeof pages)[number]} */ (pages[(run + 1) % pages.length]);
      const entries = page.locator('[data-slot="side-panel-entry"]');
      const names = await entries.allTextContents();
      const index = names.findIndex((name) => (typeof entry === 'string' ? name === entry : entry.test(name)));
      switches.push(
        /** @type {number} */ (
          await page.evaluate(timePress, { selector: '[data-slot="side-panel-entry"]', index, key })
        ),
      );
    }
    return {
      openP95Ms: percentile(opens, 95),
      switchP95Ms: percentile(switches, 95),
      opens: opens.length,
      switches: switches.length,
    };
  } finally {
    await browser.close();
  }
}
