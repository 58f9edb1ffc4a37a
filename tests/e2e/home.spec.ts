import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { useOwnVisitor } from './own-visitor.ts';
import { openHydrated } from './player.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

async function expectNoAxeViolations(page: Page, label: string, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations, `${label}: ${results.violations.map((v) => v.id).join(', ')}`).toEqual([]);
}

/** The brands' customer-service pages are outside addresses; a stand-in answers for them. */
async function serveSupportPage(context: BrowserContext) {
  await context.route('https://support.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title><p>Chat</p>' }),
  );
}

test.describe('home route', () => {
  test('renders the brand, its promise, every game category and the latest winners', async ({ page }) => {
    // The site server draws the page with the brand's status, banners and winners already in it.
    const response = await page.goto('/');
    const drawn = (await response!.text()).match(/<script type="application\/json" id="primed-data">(.*?)<\/script>/);
    expect(Object.keys(JSON.parse(drawn![1]!) as object)).toEqual(
      expect.arrayContaining(['systemStatus', '@"winnerBoard","EN",']),
    );

    const main = page.locator('main[data-screen="home"]');
    await expect(main.getByRole('heading', { level: 1, name: 'Aurora Casino' })).toBeVisible();
    await expect(page).toHaveTitle('Aurora Casino');
    for (const promise of [
      'Fast deposits and withdrawals',
      '128-bit encryption',
      'Nearly 10,000 slots',
      'Web, H5 and app',
      '24x7 support',
    ]) {
      await expect(main.getByRole('region', { name: 'Why players choose us' })).toContainText(promise);
    }

    const tiles = main.getByRole('region', { name: 'Games' }).getByRole('link');
    await expect(tiles).toHaveCount(7);
    await expect(tiles.filter({ hasText: 'Live casino' })).toHaveAttribute('href', '/live');
    await expect(tiles.filter({ hasText: 'Lottery' })).toHaveAttribute('href', '/elott');

    const winners = main.getByRole('region', { name: 'Latest winners' });
    await expect(winners.getByRole('listitem')).toHaveCount(20);
    await expect(winners.getByRole('listitem').first()).toContainText(/\S+\*\*\*\S*/);
  });

  test('the winners list says when it cannot load and retries', async ({ page }) => {
    // The site server draws the page without the winners it could not get; the browser then asks
    // itself, fails too, and offers a retry that works once the platform is back.
    const visitor = await useOwnVisitor(page);
    await visitor.fault({ path: '/wps/relay/GCSGAME_getWinnerBoard', kind: 'status', status: 500 });
    await page.goto('/');
    const winners = page.getByRole('region', { name: 'Latest winners' });
    // Below the fold, the list's code loads (and asks again) as the player scrolls towards it.
    await winners.scrollIntoViewIfNeeded();
    const alert = winners.getByRole('alert');
    await expect(alert).toContainText('The latest winners could not be loaded.');
    await visitor.reset();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(winners.getByRole('listitem')).toHaveCount(20);
  });

  test('the winners below the fold cost nothing at start: drawn by the server, hydrated when scrolled to', async ({
    page,
  }) => {
    const winnersCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/latest-winners-[\w-]+\.js$/.test(request.url())) winnersCode.push(request.url());
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await openHydrated(page, '/');
    const winners = page.getByRole('region', { name: 'Latest winners' });
    await expect(winners.getByRole('listitem')).toHaveCount(20);
    expect(winnersCode).toEqual([]);
    await winners.scrollIntoViewIfNeeded();
    await expect.poll(() => winnersCode.length).toBe(1);
    await expect(winners.getByRole('listitem')).toHaveCount(20);
    await expect(winners).not.toHaveAttribute('aria-busy');
  });

  test('a category tile leads to its page', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Games' })
      .getByRole('link', { name: /Fishing/ })
      .click();
    await expect(page).toHaveURL(/\/fish$/);
    await expect(page.locator('main[data-screen="category"]')).toBeVisible();
  });

  test('loads no dialog or menu code until one is asked for', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A chunk is named after its module and a hash: `dialog-<hash>.js` is the dialog's code, while
    // `dialog-content-variants-<hash>.js` (class lists only) is in the first load on purpose: a modal
    // whose chunk failed is drawn with them (core/error-boundary.tsx).
    const component = /\/(dialog|dropdown-menu|language-menu|account-menu)-[\w-]{8}\.js$/;
    expect(scripts.filter((path) => component.test(path))).toEqual([]);

    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(scripts.some((path) => /\/dropdown-menu-/.test(path))).toBe(true);
  });

  test('the brand’s font costs a first visit nothing and is drawn from the next page on', async ({ page }) => {
    const fontRequests: { live: boolean }[] = [];
    let live = false;
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontRequests.push({ live });
    });
    const cdp = await page.context().newCDPSession(page);
    const headingFaces = async () => {
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => font.familyName);
    };

    // First visit: the faces are declared off, so nothing is fetched while the page starts.
    await openHydrated(page, '/');
    live = true;
    await expect(page.locator('#web-fonts')).toHaveAttribute('media', 'not all');
    expect(fontRequests).toEqual([]);
    expect(await headingFaces()).not.toContain('Inter');
    // Once live and idle, the faces the page's text uses are fetched for the next page.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lobbykit:web-fonts'))).toBeTruthy();
    expect(fontRequests.length).toBeGreaterThan(0);

    // The next page declares them before its first paint and draws its text in the brand's face.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
    await expect(page.locator('#web-fonts')).toHaveAttribute('media', 'all');
    await page.evaluate(() => document.fonts.ready);
    expect(await headingFaces()).toContain('Inter');
  });

  test('gets the build’s Brotli copy of the app’s code', async ({ page }) => {
    await page.goto('/');
    const loader = (await page.locator('script[type="module"]').first().textContent())!;
    const entry = /import\("([^"]+)"\)/.exec(loader)![1]!;
    const compressed = await page.request.get(entry, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers()['content-encoding']).toBe('br');
  });

  for (const alias of ['/index', '/index.html', '/home']) {
    test(`alias ${alias} shows the home screen`, async ({ page }) => {
      await page.goto(alias);
      await expect(page.getByRole('heading', { level: 1, name: 'Aurora Casino' })).toBeVisible();
    });
  }

  test('a stored dark theme applies before the app renders, an invalid one falls back to light', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  for (const theme of ['light', 'dark']) {
    test(`has no axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Latest winners' }).getByRole('listitem')).toHaveCount(20);
      // The pointer reaching the banner brings the carousel in at once.
      await page.locator('[data-slot="site-banner"]').hover();
      await expect(page.locator('[data-slot="banner-carousel"]')).toBeVisible();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: 'Game providers' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `${theme}: ${results.violations.map((v) => v.id).join(', ')}`).toEqual([]);
    });
  }
});

/* The frame as the home page shows it: banner, notices, side bar and footer. */

test.describe('banner', () => {
  // The banner as most players see it: rotating (the config holds pages still).
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });
  test('shows the route group’s banners, a plain sized image first, then the carousel', async ({ page }) => {
    // The site server draws the home group's banners into the page; another route's are fetched.
    await page.goto('/');
    const banner = page.locator('[data-slot="site-banner"]');
    await expect(banner).toHaveAttribute('data-group', 'w_home');
    const first = page.getByRole('img', { name: 'Welcome bonus up to 8,888 on your first deposit' }).first();
    await expect(first).toBeVisible();
    // The still banner gives way to the carousel by itself once the page has settled.
    await expect(banner.locator('[data-slot="banner-still"]')).toBeVisible();
    await expect(banner.locator('[data-slot="banner-carousel"]')).toBeVisible({ timeout: 15_000 });
    await expect(banner.getByRole('button', { name: /Show banner/ })).toHaveCount(3);

    const liveBanners = page.waitForResponse((response) => response.url().includes('groupName=w_live'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Live casino' }).click();
    await page.getByRole('link', { name: 'All Live casino' }).click();
    await liveBanners;
    await expect(banner).toHaveAttribute('data-group', 'w_live');
    await expect(banner.getByRole('img', { name: /Lightning Roulette/ }).first()).toBeVisible();
  });

  test('the first banner is painted without waiting for the carousel code', async ({ page }) => {
    let carouselRequested = false;
    page.on('request', (request) => {
      if (/keen-slider|banner-carousel/.test(request.url())) carouselRequested = true;
    });
    await page.route(/\/assets\/(keen-slider|banner-carousel)/, () => undefined); // never answered
    await page.goto('/');
    const still = page.locator('[data-slot="banner-still"] img');
    await expect(still).toBeVisible();
    await expect(still).toHaveAttribute('fetchpriority', 'high');
    await expect(still).toHaveAttribute('width', '1200');
    await expect(still).toHaveAttribute('height', '400');
    await still.hover();
    await expect.poll(() => carouselRequested).toBe(true);
    await expect(still).toBeVisible();
  });

  test('a route without a banner group shows none, and a failing group collapses', async ({ page }) => {
    await page.goto('/vip');
    await expect(page.locator('main[data-screen="vip"]')).toBeVisible();
    await expect(page.locator('[data-slot="site-banner"]')).toHaveCount(0);
    const visitor = await useOwnVisitor(page);
    await visitor.fault({ path: '/wps/system/banner', kind: 'status', status: 503 });
    try {
      await page.goto('/pvp');
      await expect(page.locator('main[data-screen="category"]')).toBeVisible();
      await expect(page.locator('[data-slot="site-banner"]')).toHaveCount(0);
    } finally {
      await visitor.reset();
    }
  });
});

/**
 * The notice titles scroll once the page has settled, so the pointer holds them and a title inside
 * the bar's window is pressed; its text is returned.
 */
async function pressVisibleNotice(page: Page) {
  const viewport = page.locator('[data-slot="notice-bar-viewport"]');
  await viewport.hover();
  const index = await viewport.evaluate((element) => {
    const window = element.getBoundingClientRect();
    return [...element.querySelectorAll('[data-slot="notice-bar-item"]')].findIndex((item) => {
      const box = item.getBoundingClientRect();
      return box.left >= window.left && box.right <= window.right;
    });
  });
  const item = page.locator('[data-slot="notice-bar-item"]').nth(Math.max(index, 0));
  const title = (await item.textContent())!;
  await item.click();
  return title;
}

test.describe('notices', () => {
  // The titles scroll, as most players see them (the config holds pages still).
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });
  for (const theme of ['light', 'dark'] as const) {
    test(`a title in the bar opens the popup at that notice, one open at a time (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated');
      const title = await pressVisibleNotice(page);

      const dialog = page.getByRole('dialog', { name: 'Announcements' });
      await expect(dialog).toBeVisible();
      const opened = dialog.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(opened).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByRole('button', { expanded: true })).toHaveCount(1);
      await expect(dialog.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      await page.waitForTimeout(300);
      await expectNoAxeViolations(page, `notice popup (${theme})`, '[data-slot="notice-dialog"]');

      const otherId = await dialog.getByRole('button', { expanded: false }).first().getAttribute('id');
      const first = dialog.locator(`[id="${otherId}"]`);
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(opened).toHaveAttribute('aria-expanded', 'false');
      await first.click();
      await expect(dialog.getByRole('button', { expanded: true })).toHaveCount(0);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('the titles stand still while the page starts, and scroll once it has settled', async ({ page }) => {
    const trackState = () =>
      page.locator('[data-slot="notice-bar-track"]').evaluate((track) => {
        const [animation] = track.getAnimations();
        return { playState: animation?.playState, time: Number(animation?.currentTime ?? 0) };
      });
    // The app's code held back: the server's page keeps its motion held.
    await page.route(/\/assets\/index-[^/]*\.js$/, () => undefined); // never answered
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'held');
    expect((await trackState()).playState).toBe('paused');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    await expect(page.locator('html')).not.toHaveAttribute('data-motion', /.*/, { timeout: 10_000 });
    const before = await trackState();
    expect(before.playState).toBe('running');
    await expect.poll(async () => (await trackState()).time).toBeGreaterThan(before.time);
  });

  test('notice HTML is sanitised: no scripts, handlers, frames or javascript: links', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    await pressVisibleNotice(page);
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    // The sandbox seeds notices carrying a script, an onerror handler, a frame and a javascript: link.
    await dialog.getByRole('button', { name: /verify your account/ }).click();
    await expect(dialog.getByText('Verify your account today.')).toBeVisible();
    await expect(dialog.locator('script, [onerror]')).toHaveCount(0);
    await dialog.getByRole('button', { name: /Claim your loyalty gift/ }).click();
    await expect(dialog.getByText(/before it expires/)).toBeVisible();
    await expect(dialog.locator('iframe, a[href^="javascript:"]')).toHaveCount(0);
    expect(alerts).toEqual([]);
    await expect(page).toHaveTitle('Aurora Casino');
  });
});

test.describe('side bar and footer', () => {
  test('the side bar offers the brand’s social pages, promotions, customer service and referral', async ({
    page,
    context,
  }) => {
    await serveSupportPage(context);
    await page.goto('/');
    const side = page.getByRole('complementary', { name: 'Shortcuts' });
    await expect(side.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
    await expect(side.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', /youtube\.com/);
    await expect(side.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /t\.me/);
    await expect(side.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    await side.getByRole('button', { name: 'Invite friends' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');

    const popup = page.waitForEvent('popup');
    await side.getByRole('button', { name: 'Customer service' }).click();
    expect((await popup).url()).toContain('support.example/aurora');
  });

  test('JADE has no YouTube page, so no YouTube shortcut', async ({ page }) => {
    await page.goto('/?brand=JADE');
    const side = page.getByRole('complementary', { name: 'Shortcuts' });
    await expect(side.getByRole('link', { name: 'Facebook' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'YouTube' })).toHaveCount(0);
  });

  test('the footer loads the provider strip only near the viewport and shows licences, help and copyright', async ({
    page,
  }) => {
    let stripRequested = false;
    page.on('request', (request) => {
      if (request.url().includes('footer-vendor-strip')) stripRequested = true;
    });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(stripRequested).toBe(false);

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const strip = footer.getByRole('region', { name: 'Game providers' });
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('img').first()).toBeVisible();
    await expect(strip.locator('img[src*="LIST_VENDOR/TCG"]')).toHaveCount(0);
    await expect(strip.locator('img[src*="SPORTS_LIST_VENDOR/BTI-COLOR"]')).toHaveCount(1);

    for (const licence of ['Malta', 'British Virgin Islands', 'Philippines']) {
      await expect(footer.getByText(licence, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Help and FAQ' })).toHaveAttribute('href', '/help');
    await expect(footer.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/helpmc');
    await expect(footer.getByRole('link', { name: 'Feedback and complaints' })).toHaveAttribute('href', '/feedback');
    await expect(footer).toContainText('24x7');
    await expect(footer).toContainText('18+');
    await expect(footer).toContainText('© 2023 Aurora Casino. All rights reserved.');
  });
});
