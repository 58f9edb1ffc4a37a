// The game-list screen's two timing figures (issue 6), in Chromium against a running site and the
// sandbox, whose PP vendor has 10,240 slots, signed in as the demo member:
// - search: a search submitted (the form's submit, past any typing debounce) until the filtered
//   first page is painted, over at least 50 searches, each a query the page has not seen;
// - vendor switch: a vendor chosen in the strip until its first page is painted, each switch to a
//   list not seen before (every RNG vendor under each minimum bet).
// "Painted" is the first animation frame whose DOM shows the new list settled: the frame the
// browser paints next. Each query is new to the page, so no figure is a cache hit.
import { chromium } from 'playwright';
import { openHydrated, percentile, signIn } from './bench-browser.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** Search terms, each a fresh query: parts of the sandbox's slot names and plain letter pairs. */
const searchTerms = [
  'Dragon',
  'Gold',
  'Lucky',
  'Tiger',
  'Fortune',
  'Wild',
  'Mega',
  'Star',
  'Jade',
  'Panda',
  'Phoenix',
  'Treasure',
  'King',
  'Queen',
  'Magic',
  'Diamond',
  'Fire',
  'Moon',
  'Sun',
  'Ocean',
  'Jungle',
  'Pharaoh',
  'Wolf',
  'Bonanza',
  'Crown',
  'Ruby',
  'Emerald',
  'Neon',
  'Cherry',
  'Coin',
  'an',
  'ar',
  'er',
  'in',
  'on',
  'or',
  'ra',
  're',
  'ri',
  'ro',
  'la',
  'le',
  'li',
  'lo',
  'ma',
  'me',
  'mi',
  'mo',
  'na',
  'ne',
  'ni',
  'no',
  'ta',
  'te',
  'ti',
  'to',
  'ga',
  'go',
  'sa',
  'se',
];

/**
 * Waits until the lobby is at rest: no page on its way, no tile picture loading and no transition
 * running (the pictures fade in). Each timing then starts from a page at rest, as a player's next
 * search does, and measures that search alone rather than the tail of the one before.
 * @param {import('playwright').Page} page
 */
async function settled(page) {
  await page.waitForFunction(
    () => {
      const list = document.querySelector('[data-slot="lobby-list"]');
      if (list === null || list.getAttribute('aria-busy') === 'true') return false;
      // Every picture of the list in or near the screen has arrived (or failed).
      const pictures = [...list.querySelectorAll('img')].filter(
        (img) => img.getBoundingClientRect().top < 2 * innerHeight,
      );
      if (pictures.some((img) => !img.complete)) return false;
      // Transitions finished (the pictures' fade-in); endless motion such as the winner ticker runs on.
      return document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        );
    },
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
}

/**
 * Runs `start` in the page and resolves with the milliseconds until the first animation frame in
 * which the list shows a settled query other than the one before. Runs in the browser.
 */
const timeInPage = /** @param {{ kind: string, term?: string, index?: number }} step */ (step) =>
  new Promise((resolve, reject) => {
    const list = () => document.querySelector('[data-slot="lobby-list"]');
    const before = list()?.getAttribute('data-query');
    const begin = () => {
      const started = performance.now();
      const deadline = started + 10_000;
      const check = () => {
        const current = list();
        const query = current?.getAttribute('data-query');
        if (current && query !== before && current.getAttribute('aria-busy') !== 'true') {
          resolve(performance.now() - started);
        } else if (performance.now() > deadline) {
          reject(new Error(`the list did not change within 10 s (${JSON.stringify(step)})`));
        } else {
          requestAnimationFrame(check);
        }
      };
      if (step.kind === 'search') {
        /** @type {HTMLFormElement | null} */ (document.querySelector('form[role="search"]'))?.requestSubmit();
      } else {
        /** @type {HTMLButtonElement | undefined} */ (
          document.querySelectorAll('[data-slot="vendor-strip-vendor"]')[step.index ?? 0]
        )?.click();
      }
      requestAnimationFrame(check);
    };
    if (step.kind === 'search') {
      // Typed first (React keeps the text), then submitted on a later frame: the time counts the
      // submitted search only, never the typing debounce.
      const input = /** @type {HTMLInputElement | null} */ (document.querySelector('form[role="search"] input'));
      if (!input) return reject(new Error('no search box'));
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, step.term ?? '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      requestAnimationFrame(() => requestAnimationFrame(begin));
    } else {
      begin();
    }
  });

/**
 * @param {string} siteUrl the running site (its platform the sandbox)
 * @returns {Promise<{ searchP95Ms: number, vendorSwitchP95Ms: number, searches: number, switches: number }>}
 */
export async function benchLobby(siteUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, siteUrl);

    await openHydrated(page, `${siteUrl}/rng?vendor=PP`);
    await page.locator('[data-slot="game-card"]').first().waitFor({ timeout: 30_000 });
    await settled(page);
    /** @type {number[]} */
    const searchTimes = [];
    for (const term of searchTerms) {
      searchTimes.push(/** @type {number} */ (await page.evaluate(timeInPage, { kind: 'search', term })));
      await settled(page);
    }

    // Vendor switches: every RNG vendor in turn, once per minimum bet, so each list is new.
    await openHydrated(page, `${siteUrl}/rng?vendor=PP`);
    // The strip comes with the vendor list, which may answer after the games: counted once it is in.
    await page.locator('[data-slot="vendor-strip-vendor"]').first().waitFor({ timeout: 30_000 });
    await settled(page);
    const vendorCount = await page.locator('[data-slot="vendor-strip-vendor"]').count();
    const bets = page.getByRole('group', { name: 'Minimum bet' }).getByRole('button');
    const betCount = await bets.count();
    /** @type {number[]} */
    const switchTimes = [];
    for (let bet = 0; bet < betCount; bet += 1) {
      await bets.nth(bet).click();
      await settled(page);
      // Starting after the vendor now shown, so the first click is a switch too.
      for (let step = 1; step <= vendorCount; step += 1) {
        const index = step % vendorCount;
        const pressed = await page.locator('[data-slot="vendor-strip-vendor"]').nth(index).getAttribute('aria-pressed');
        if (pressed === 'true') continue;
        switchTimes.push(/** @type {number} */ (await page.evaluate(timeInPage, { kind: 'vendor', index })));
        await settled(page);
      }
    }

    if (searchTimes.length < 50 || switchTimes.length === 0) {
      throw new Error(`too few timings: ${searchTimes.length} searches, ${switchTimes.length} vendor switches`);
    }
    return {
      searchP95Ms: percentile(searchTimes, 95),
      vendorSwitchP95Ms: percentile(switchTimes, 95),
      searches: searchTimes.length,
      switches: switchTimes.length,
    };
  } finally {
    await browser.close();
  }
}
