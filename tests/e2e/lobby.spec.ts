import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { openHydrated, signIn } from './player.ts';

/**
 * Issue 6, the game-list screen (spec §2 "Game-list screen", §4 list types): category routes,
 * vendor strip, search, minimum bet, classification, tabs, paging, the address as the lobby's
 * state, favourites, and axe in both themes — against the built site and the sandbox, whose PP
 * vendor has 10,240 slots.
 *
 * Accounts: `demo` only reads (its seeded favourites and recent games); `player09` is this file's
 * own for changing favourites.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const categories = [
  { path: '/rng', title: 'Slots', type: 'RNG' },
  { path: '/live', title: 'Live casino', type: 'LIVE' },
  { path: '/sports', title: 'Sports', type: 'SPORTS' },
  { path: '/esports', title: 'Esports', type: 'ESPORTS' },
  { path: '/fish', title: 'Fishing', type: 'FISH' },
  { path: '/pvp', title: 'Cards', type: 'PVP' },
  { path: '/elott', title: 'Lottery', type: 'ELOTT' },
] as const;

const list = (page: Page) => page.locator('[data-slot="lobby-list"]');
const cards = (page: Page) => list(page).locator('[data-slot="game-card"]');
const vendorStrip = (page: Page) => page.getByRole('region', { name: 'Game providers' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const chips = (page: Page, name: string) => page.getByRole('group', { name });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search games by name' });

/** Waits until the shown list is settled (no page on its way). */
async function settled(page: Page) {
  await expect(list(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** Records the platform calls of one kind, with their query parameters. */
function recordCalls(page: Page, path: string) {
  const calls: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(path)) calls.push(url.searchParams);
  });
  return calls;
}

const searchOf = (page: Page) => new URL(page.url()).searchParams;

test.describe('category routes', () => {
  for (const category of categories) {
    test(`${category.path} shows its game list`, async ({ page }) => {
      await openHydrated(page, category.path);
      const main = page.locator('main[data-screen="category"]');
      await expect(main).toHaveAttribute('data-category', category.type);
      await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'All games' })).toBeVisible();
      // The classification filter is RNG's alone (spec §2).
      await expect(chips(page, 'Game type')).toHaveCount(category.type === 'RNG' ? 1 : 0);
      await expect(chips(page, 'Minimum bet')).toBeVisible();
      await expect(page.getByText('Progressive jackpot')).toBeVisible();
    });
  }

  test('/elott lists the lottery providers without logos as named buttons', async ({ page }) => {
    await openHydrated(page, '/elott');
    await expect(page.getByRole('group', { name: 'More providers' }).getByRole('button')).toHaveText([
      /TCG Vietnam Lottery/,
      'TCG SEA Lottery',
    ]);
    await page.getByRole('button', { name: 'TCG SEA Lottery' }).click();
    await expect(page).toHaveURL(/\/elott\?vendor=TCG_SEA$/);
    await expect(page.getByRole('button', { name: 'TCG SEA Lottery' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('RNG has arrows through its providers and the winner marquee', async ({ page }) => {
    await openHydrated(page, '/rng');
    await expect(vendorStrip(page).getByRole('button', { name: 'Next providers' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
  });

  test('in a right-to-left language (AR), the server and the page draw the lobby right to left in its own words', async ({
    page,
    context,
    baseURL,
  }) => {
    const arabic = JSON.parse(readFileSync(new URL('../../locales/ar/lobby.json', import.meta.url), 'utf8')) as {
      categories: { RNG: { title: string } };
      search: { label: string };
    };
    const arabicTitle = arabic.categories.RNG.title;
    // The device's choice, and its cookie, by which the server draws the page in it too.
    await context.addCookies([{ name: 'language', value: 'AR', url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('language', 'AR'));
    await openHydrated(page, '/rng');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Its own words are not set apart as left-to-right text (only EN fallbacks are).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicTitle);
    const served = await (await page.request.get('/rng', { headers: { cookie: 'language=AR' } })).text();
    expect(served).toContain(arabicTitle);
    await expect(page.getByRole('searchbox', { name: arabic.search.label })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/\b(categories|jackpot|search|shared)\.[a-z_]/);
  });

  test('the server draws the vendor’s hot games into the page, page after page', async ({ request }) => {
    // Each page is drawn with the visitor's own platform client, never one left from an earlier page.
    for (const path of ['/rng?vendor=PP', '/rng', '/fish', '/rng?vendor=PG']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('data-slot="game-card"');
      expect(html, path).not.toContain('data-slot="game-card-skeleton"');
    }
  });

  test('the jackpot, minimum bets and counts hydrate with the page’s own money formats, without Intl', async ({
    page,
  }) => {
    // The first Intl formatter loads the browser's locale data, tens of milliseconds in hydration.
    await page.addInitScript(() => {
      const counted = window as unknown as { numberFormats: number };
      counted.numberFormats = 0;
      const NumberFormat = Intl.NumberFormat;
      Intl.NumberFormat = new Proxy(NumberFormat, {
        construct(target, args: ConstructorParameters<typeof NumberFormat>) {
          counted.numberFormats++;
          return new target(...args);
        },
        apply(target, _, args: ConstructorParameters<typeof NumberFormat>) {
          counted.numberFormats++;
          return target(...args);
        },
      });
    });
    await openHydrated(page, '/rng');
    await expect(page.getByText('Progressive jackpot')).toBeVisible();
    await expect(chips(page, 'Minimum bet').getByRole('button', { name: '0.75' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { numberFormats: number }).numberFormats)).toBe(0);
  });

  for (const width of [390, 1280]) {
    test(`the providers stay where the server drew them when the slider takes over, ${width} px`, async ({
      browser,
    }) => {
      const slideBoxes = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto('/rng');
        const slider = page.locator('[data-slot="vendor-strip-list"]');
        // With the page's code, wait for keen-slider to have sized the slides.
        if (javaScriptEnabled) await expect(slider).toHaveAttribute('data-slider-ready', '');
        else await expect(slider).not.toHaveAttribute('data-slider-ready');
        const boxes = await slider.locator('[data-slot="vendor-strip-vendor"]').evaluateAll((buttons) =>
          buttons.slice(0, 4).map((button) => {
            const { x, y, width, height } = button.getBoundingClientRect();
            return [x, y, width, height].map(Math.round);
          }),
        );
        await context.close();
        return boxes;
      };
      const drawn = await slideBoxes(false);
      expect(drawn).toHaveLength(4);
      expect(await slideBoxes(true)).toEqual(drawn);
    });
  }
});

test.describe('as a guest', () => {
  test('the full list asks to sign in and shows the vendor’s hot games meanwhile', async ({ page }) => {
    await openHydrated(page, '/rng?vendor=PG');
    await expect(page.getByRole('heading', { name: 'Log in to see every game' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).locator('[data-slot="game-card-hot-badge"]')).toHaveCount(await cards(page).count());
  });

  test('favourites and recent games ask to sign in; the heart opens the login popup', async ({ page }) => {
    await openHydrated(page, '/rng?vendor=PP');
    await tab(page, 'Favourites').click();
    await expect(page).toHaveURL(/tab=fav/);
    await expect(page.getByRole('heading', { name: 'Log in to keep your favourites' })).toBeVisible();
    await tab(page, 'Recent').click();
    await expect(page.getByRole('heading', { name: 'Log in to see your recent games' })).toBeVisible();

    await tab(page, 'All games').click();
    await cards(page)
      .first()
      .getByRole('button', { name: /^Favourite/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('launching a game asks to sign in first', async ({ page }) => {
    await openHydrated(page, '/rng?vendor=PG');
    await cards(page).first().getByRole('button', { name: /^Play/ }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('as a member', () => {
  test('the server-drawn lobby stays on screen while a member’s page hydrates', async ({ page }) => {
    await signIn(page);
    // From the first parse on, notes whether the screen ever leaves the page (React drawing it
    // again from scratch shows the loading skeletons in its place).
    await page.addInitScript(() => {
      const record = window as unknown as { screenLeft?: boolean };
      document.addEventListener('DOMContentLoaded', () => {
        record.screenLeft = document.querySelector('main') === null;
        new MutationObserver(() => {
          if (document.querySelector('main') === null) record.screenLeft = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await openHydrated(page, '/rng?vendor=PP');
    await expect(page.locator('[data-slot="member-area"]')).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { screenLeft?: boolean }).screenLeft)).toBe(false);
  });

  test('pages of 12, load more, then infinite scroll', async ({ page }) => {
    await signIn(page);
    const gameList = recordCalls(page, '/GCSGAME_gameList');
    await openHydrated(page, '/rng?vendor=PP');
    await settled(page);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText('Showing 12 of 10,240 games')).toBeVisible();
    expect(gameList.at(-1)?.get('pageSize')).toBe('12');
    expect(gameList.at(-1)?.get('pageNo')).toBe('1');

    await page.getByRole('button', { name: 'Load more games' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(24);
    expect(gameList.map((call) => call.get('pageNo'))).toContain('2');

    // After the first "load more", reaching the end of the grid loads the next pages on its own.
    await page.mouse.wheel(0, 4_000);
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(36);
    const pages = gameList.map((call) => Number(call.get('pageNo')));
    expect(pages.slice(0, 3)).toEqual([1, 2, 3]);
    // Each page once: nothing asked twice while scrolling.
    expect(new Set(pages).size).toBe(pages.length);
  });

  test('search by name, submitted once; the same search again does nothing', async ({ page }) => {
    await signIn(page);
    await openHydrated(page, '/rng?vendor=PP');
    await settled(page);
    const gameList = recordCalls(page, '/GCSGAME_gameList');
    await searchBox(page).fill('Dragon');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/q=Dragon/);
    await settled(page);
    const names = await cards(page).locator('[data-slot="game-card-name"]').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/dragon/i);
    const calls = gameList.length;
    expect(gameList.at(-1)?.get('gameName')).toBe('Dragon');

    await searchBox(page).press('Enter');
    await page.waitForTimeout(600);
    expect(gameList.length).toBe(calls);

    await searchBox(page).fill('zzzz no such game');
    await searchBox(page).press('Enter');
    await expect(page.getByText('No games match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(12);
  });

  test('minimum bet filters the list; the same bet again does nothing', async ({ page }) => {
    await signIn(page);
    await openHydrated(page, '/rng?vendor=PG');
    await settled(page);
    const gameList = recordCalls(page, '/GCSGAME_gameList');
    const bets = chips(page, 'Minimum bet');
    await expect(bets.getByRole('button')).toHaveText(['All', '0.01', '0.05', '0.1', '0.5', '0.75']);
    await bets.getByRole('button', { name: '0.5', exact: true }).click();
    await expect(page).toHaveURL(/minBet=0.5/);
    await settled(page);
    expect(gameList.at(-1)?.get('minBet')).toBe('0.5');
    await expect(bets.getByRole('button', { name: '0.5', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const calls = gameList.length;
    await bets.getByRole('button', { name: '0.5', exact: true }).click();
    await page.waitForTimeout(600);
    expect(gameList.length).toBe(calls);
  });

  test('classification on RNG, with bingo for a brand that offers TY', async ({ page }) => {
    await signIn(page);
    await openHydrated(page, '/rng?vendor=PP');
    const types = chips(page, 'Game type');
    await expect(types.getByRole('button')).toHaveText([
      'All',
      'Scratch cards',
      'Video poker',
      'Table games',
      'Arcade',
      'Slot machines',
      'Bingo',
    ]);
    const gameList = recordCalls(page, '/GCSGAME_gameList');
    await types.getByRole('button', { name: 'Video poker' }).click();
    await expect(page).toHaveURL(/type=VP/);
    await settled(page);
    expect(gameList.at(-1)?.get('gameClassify')).toBe('VP');
    await expect(cards(page)).toHaveCount(12);
  });

  test('the reset rules: filters and vendor return to page 1 of all games; All games clears the filters', async ({
    page,
  }) => {
    await signIn(page);
    const gameList = recordCalls(page, '/GCSGAME_gameList');
    await openHydrated(page, '/rng?vendor=PP&tab=hot');
    await expect(tab(page, 'Hot')).toHaveAttribute('aria-selected', 'true');

    // A minimum bet chosen on the hot list goes back to all games, page 1.
    await chips(page, 'Minimum bet').getByRole('button', { name: '0.1', exact: true }).click();
    await expect(tab(page, 'All games')).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    expect(gameList.at(-1)?.get('pageNo')).toBe('1');
    await page.getByRole('button', { name: 'Load more games' }).click();
    // Load more turns on infinite scroll, which may bring page 3 at once when the end is in view.
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(24);
    expect(gameList.map((call) => call.get('pageNo'))).toContain('2');

    // A vendor change: page 1 again, the filter kept.
    await vendorStrip(page)
      .getByRole('button', { name: /^PG Soft/ })
      .click();
    await expect(page).toHaveURL(/vendor=PG&minBet=0.1$/);
    await settled(page);
    const vendorCalls = gameList.filter((call) => call.get('vassalage') === 'PG');
    expect(vendorCalls[0]?.get('pageNo')).toBe('1');
    expect(vendorCalls[0]?.get('minBet')).toBe('0.1');
    await expect(list(page)).toHaveAttribute('data-query', /"vendor":"PG".*"minBet":0\.1/);

    // A search from the favourites list returns to all games.
    await tab(page, 'Favourites').click();
    await expect(page).toHaveURL(/vendor=PG&tab=fav$/);
    await searchBox(page).fill('Lucky');
    await searchBox(page).press('Enter');
    await expect(tab(page, 'All games')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/vendor=PG&q=Lucky$/);

    // Choosing All games clears the filters.
    await chips(page, 'Game type').getByRole('button', { name: 'Arcade' }).click();
    await expect(page).toHaveURL(/q=Lucky&type=AC$/);
    await tab(page, 'All games').click();
    await expect(page).toHaveURL(/\/rng\?vendor=PG$/);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('the hot list is one page, asked for once per vendor', async ({ page }) => {
    await signIn(page);
    const hotCalls = recordCalls(page, '/GCSGAME_hotGamesV2');
    await openHydrated(page, '/rng?vendor=PP');
    await tab(page, 'Hot').click();
    await settled(page);
    const hot = await cards(page).count();
    expect(hot).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Load more games' })).toHaveCount(0);
    await tab(page, 'All games').click();
    await settled(page);
    await tab(page, 'Hot').click();
    await expect(cards(page)).toHaveCount(hot);
    expect(hotCalls.filter((call) => call.get('vassalage') === 'PP')).toHaveLength(1);
  });

  test('recent games: the member’s own, newest first', async ({ page }) => {
    await signIn(page);
    const recent = recordCalls(page, '/GCS_recentGame');
    await openHydrated(page, '/rng?vendor=PP&tab=recent');
    await expect(tab(page, 'Recent')).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    await expect(cards(page).first()).toBeVisible();
    expect(recent.at(-1)?.get('vassalage')).toBe('PP');
  });

  test('the address restores the lobby after a reload and going back', async ({ page }) => {
    await signIn(page);
    await openHydrated(page, '/rng?vendor=PG');
    await settled(page);
    await searchBox(page).fill('Gold');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/vendor=PG&q=Gold$/);
    await chips(page, 'Minimum bet').getByRole('button', { name: '0.05', exact: true }).click();
    await expect(page).toHaveURL(/vendor=PG&q=Gold&minBet=0.05$/);
    await settled(page);

    await page.reload();
    await expect(searchBox(page)).toHaveValue('Gold');
    await expect(chips(page, 'Minimum bet').getByRole('button', { name: '0.05', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(vendorStrip(page).getByRole('button', { name: /^PG Soft/ })).toHaveAttribute('aria-pressed', 'true');

    await page.goBack();
    await expect(page).toHaveURL(/vendor=PG&q=Gold$/);
    await expect(chips(page, 'Minimum bet').getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('');
    expect(searchOf(page).get('vendor')).toBe('PG');
  });

  test('going back before the code has come shows the address gone back to', async ({ page }) => {
    await signIn(page);
    await openHydrated(page, '/rng?vendor=PG');
    await settled(page);
    await chips(page, 'Minimum bet').getByRole('button', { name: '0.05', exact: true }).click();
    await expect(page).toHaveURL(/vendor=PG&minBet=0.05$/);
    await settled(page);

    // The reloaded page's code is held until the player has pressed Back on the drawn page.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(chips(page, 'Minimum bet').getByRole('button', { name: '0.05', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/rng\?vendor=PG$/);
    releaseCode();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(chips(page, 'Minimum bet').getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chips(page, 'Minimum bet').getByRole('button', { name: '0.05', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('favourites: the heart shows at once, on the favourites tab too, at most once a second', async ({ page }) => {
    await signIn(page, 'player09');
    const toggles: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('MCSFE_getFavoriteGames')) {
        toggles.push(request.postData() ?? '');
      }
    });
    await openHydrated(page, '/rng?vendor=JL');
    await settled(page);
    const card = cards(page).nth(2);
    const name = (await card.locator('[data-slot="game-card-name"]').textContent()) ?? '';
    const heart = card.getByRole('button', { name: /^Favourite/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.dblclick();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(300);
    expect(toggles).toHaveLength(1);
    expect(JSON.parse(toggles[0]!)).toMatchObject({ vendor: 'JL', gameType: 'RNG', favourite: true });

    await tab(page, 'Favourites').click();
    await settled(page);
    const favourite = cards(page).filter({ hasText: name });
    await expect(favourite).toHaveCount(1);
    await expect(favourite.locator('[data-slot="game-card-vendor"]')).toHaveText('JILI');
    await page.waitForTimeout(1_000);
    await favourite.getByRole('button', { name: /^Favourite/ }).click();
    await expect(cards(page).filter({ hasText: name })).toHaveCount(0);
  });

  test('a member’s game card launches the game', async ({ page }) => {
    await signIn(page);
    await openHydrated(page, '/rng?vendor=PG');
    await settled(page);
    await cards(page).first().getByRole('button', { name: /^Play/ }).click();
    await expect(page).toHaveURL(/\/game\?gameType=RNG&vendor=PG&gameCode=/);
  });
});

test.describe('before the page is live', () => {
  /** Holds back the app's code (the entry and every chunk) until the returned function is called. */
  async function holdTheCode(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('a search typed and sent with Enter before the code runs is kept, and runs once live', async ({ page }) => {
    await signIn(page);
    const releaseTheCode = await holdTheCode(page);
    const gameList = recordCalls(page, '/GCSGAME_gameList');
    await page.goto('/rng?vendor=PP');
    await searchBox(page).pressSequentially('Dragon');
    await searchBox(page).press('Enter');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await expect(searchBox(page)).toHaveValue('Dragon');
    expect(searchOf(page).get('q')).toBeNull();

    releaseTheCode();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page).toHaveURL(/vendor=PP&q=Dragon$/);
    await expect(searchBox(page)).toHaveValue('Dragon');
    await settled(page);
    const names = await cards(page).locator('[data-slot="game-card-name"]').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/dragon/i);
    // Once: the restored text's pause in typing does not search a second time.
    await page.waitForTimeout(600);
    expect(gameList.filter((call) => call.get('gameName') === 'Dragon')).toHaveLength(1);
    await expect(searchBox(page)).toHaveValue('Dragon');
  });

  test('a press on a drawn minimum bet before the code runs is made once live', async ({ page }) => {
    const releaseTheCode = await holdTheCode(page);
    await page.goto('/rng?vendor=PG');
    await chips(page, 'Minimum bet').getByRole('button', { name: '0.5', exact: true }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    releaseTheCode();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page).toHaveURL(/vendor=PG&minBet=0.5$/);
    await expect(chips(page, 'Minimum bet').getByRole('button', { name: '0.5', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the lobby has no axe violations in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await signIn(page);
      await openHydrated(page, '/rng?vendor=PP');
      await settled(page);
      await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
      const results = await new AxeBuilder({ page }).include('main').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
    });
  }
});
