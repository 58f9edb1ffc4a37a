import { expect, test, type Page } from '@playwright/test';

/**
 * Every path of the route table (apps/site/src/app/routes.tsx, spec §2) renders its own screen in
 * its own frame: the screen's heading, the banner group the table names (or none) and the chrome.
 */

type Chrome = 'full' | 'header' | 'headerWithoutNav' | 'bare';

interface RouteCase {
  path: string;
  /** `data-screen` of the screen's main landmark. */
  screen: string;
  /** The screen's h1; home is checked by its landmark alone (its copy belongs to the home screen). */
  heading?: string;
  banner: string | null;
  chrome: Chrome;
  /** The modal the path opens over the home screen. */
  opens?: 'login' | 'register';
}

const routeCases: RouteCase[] = [
  ...['/', '/index', '/index.html', '/home'].map((path) => ({
    path,
    screen: 'home',
    banner: 'w_home',
    chrome: 'full' as const,
  })),
  { path: '/register', screen: 'home', banner: null, chrome: 'full', opens: 'register' },
  { path: '/register.html', screen: 'home', banner: null, chrome: 'full', opens: 'register' },
  { path: '/login', screen: 'home', banner: null, chrome: 'full', opens: 'login' },
  { path: '/noticePage', screen: 'notices', heading: 'Announcements', banner: null, chrome: 'full' },
  { path: '/vip', screen: 'vip', heading: 'VIP club', banner: null, chrome: 'full' },
  { path: '/pointMall', screen: 'pointMall', heading: 'Points mall', banner: 'w_shop', chrome: 'full' },
  { path: '/live', screen: 'category', heading: 'Live casino', banner: 'w_live', chrome: 'full' },
  { path: '/sports', screen: 'category', heading: 'Sports', banner: 'w_sports', chrome: 'full' },
  { path: '/esports', screen: 'category', heading: 'Esports', banner: 'w_esports', chrome: 'full' },
  { path: '/elott', screen: 'category', heading: 'Lottery', banner: 'w_lott', chrome: 'full' },
  { path: '/lottery', screen: 'lottery', heading: 'Lottery', banner: null, chrome: 'headerWithoutNav' },
  { path: '/vnlottery', screen: 'vnlottery', heading: 'Vietnamese lottery', banner: null, chrome: 'header' },
  { path: '/rng', screen: 'category', heading: 'Slots', banner: 'w_rng', chrome: 'full' },
  { path: '/fish', screen: 'category', heading: 'Fishing', banner: 'w_fish', chrome: 'full' },
  { path: '/pvp', screen: 'category', heading: 'Cards', banner: 'w_pvp', chrome: 'full' },
  { path: '/promotions', screen: 'promotions', heading: 'Promotions', banner: 'w_promotion', chrome: 'full' },
  { path: '/promoDetail?id=1', screen: 'promoDetail', heading: 'Welcome bonus', banner: null, chrome: 'full' },
  { path: '/seamless', screen: 'seamless', heading: 'Seamless game', banner: null, chrome: 'headerWithoutNav' },
  { path: '/fbsports', screen: 'fbsports', heading: 'FB Sports', banner: null, chrome: 'full' },
  { path: '/help', screen: 'help', heading: 'Help centre', banner: 'w_help', chrome: 'full' },
  { path: '/helpmc', screen: 'helpCentre', heading: 'Help centre', banner: null, chrome: 'bare' },
  { path: '/feedback', screen: 'feedback', heading: 'Feedback and complaints', banner: null, chrome: 'full' },
  { path: '/down', screen: 'download', heading: 'Get the app', banner: 'w_down', chrome: 'full' },
  { path: '/download', screen: 'download', heading: 'Get the app', banner: 'w_down', chrome: 'full' },
  { path: '/join', screen: 'join', heading: 'Become an agent', banner: null, chrome: 'full' },
  { path: '/game', screen: 'game', heading: 'Game', banner: null, chrome: 'header' },
];

async function expectScreen(page: Page, { screen, heading }: Pick<RouteCase, 'screen' | 'heading'>) {
  const main = page.locator(`main[data-screen="${screen}"]`);
  // The first visit fetches the screen's chunk, its translations and its data: allow for a cold cache.
  await expect(main).toBeVisible({ timeout: 15_000 });
  if (heading) await expect(main.getByRole('heading', { level: 1 })).toContainText(heading);
}

async function expectFrame(page: Page, { banner, chrome }: Pick<RouteCase, 'banner' | 'chrome'>) {
  await expect(page.locator('[data-slot="site-layout"]')).toHaveAttribute('data-chrome', chrome);
  const header = page.locator('[data-slot="site-header"]');
  const categoryBar = page.locator('[data-slot="header-bottom"]');
  if (chrome === 'bare') {
    await expect(header).toHaveCount(0);
  } else {
    await expect(header).toBeVisible();
    await expect(categoryBar).toHaveCount(chrome === 'headerWithoutNav' ? 0 : 1);
  }
  await expect(page.locator('[data-slot="site-footer"]')).toHaveCount(chrome === 'full' ? 1 : 0);
  if (banner) {
    await expect(page.locator(`[data-slot="site-banner"][data-group="${banner}"]`)).toBeVisible();
  } else {
    await expect(page.locator('[data-slot="site-banner"]')).toHaveCount(0);
  }
}

test.describe('route table', () => {
  for (const route of routeCases) {
    test(`${route.path} shows its screen${route.opens ? ` with the ${route.opens} modal` : ''}`, async ({ page }) => {
      await page.goto(route.path);
      await expectScreen(page, route);
      await expectFrame(page, route);
      // The server draws the screen at once; the modal's chunk and translations may take longer.
      if (route.opens) await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
      else await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${route.path.replace(/[.?]/g, '\\$&')}$`));
    });
  }

  test('an unknown path shows the home screen', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectScreen(page, { screen: 'home' });
    await expectFrame(page, { banner: 'w_home', chrome: 'full' });
  });

  test('the help centre on its own has its own header with the brand and a way home', async ({ page }) => {
    await page.goto('/helpmc');
    const header = page.locator('[data-slot="help-centre-header"]');
    await expect(header.locator('img')).toBeVisible();
    await expect(header.getByRole('link', { name: /Aurora Casino/ })).toBeVisible();
    await header.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectScreen(page, { screen: 'home' });
  });
});

test.describe('guard of an invitation-only brand (EMBER: loginedToHomePage)', () => {
  test.beforeEach(async ({ page }) => {
    // Two page loads per test: the preview, then the path under test.
    test.slow();
    // The first load with ?brand= previews EMBER for the rest of the browser context.
    await page.goto('/?brand=EMBER');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'EMBER');
  });

  test('a guest is sent to /login from any other page', async ({ page }) => {
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/vip');
    await expect(page).toHaveURL(/\/login$/);
    // The dialog's chunk loads after the redirect: on a loaded machine that can take a few seconds.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main[data-screen="vip"]')).toHaveCount(0);
  });

  for (const route of [
    { path: '/register', screen: 'home' },
    { path: '/register.html', screen: 'home' },
    { path: '/helpmc', screen: 'helpCentre', heading: 'Help centre' },
    { path: '/download', screen: 'download', heading: 'Get the app' },
  ]) {
    test(`a guest can reach ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expectScreen(page, route);
      await expect(page).toHaveURL(new RegExp(`${route.path.replace('.', '\\.')}$`));
    });
  }
});

test.describe('section chunk failure', () => {
  /**
   * Waits on what the page does, not on time: the chunk's failed request, then the error; after
   * Retry, the chunk's answer, then the screen. (It used to fail, not only under load: Chromium keeps
   * a failed module for the page's life, so a Retry importing the same address never asked the
   * server again; a retry now asks for the file under a fresh address, see core/chunk-load.ts.)
   */
  test('shows the translated page-load error, and Retry loads the screen once the chunk arrives', async ({ page }) => {
    const vipChunk = (url: URL) => /^\/assets\/vip-screen-[^/]+\.js$/.test(url.pathname);
    await page.route(vipChunk, (route) => route.abort('failed'));
    const chunkFailed = page.waitForEvent('requestfailed', (request) => vipChunk(new URL(request.url())));
    await page.goto('/vip');
    await chunkFailed;
    const failure = page.locator('[data-slot="load-failure"]');
    // Shown once the page has hydrated, which on a loaded machine can take seconds after the request.
    await expect(failure.getByRole('heading', { name: 'Page load failed' })).toBeVisible({ timeout: 15_000 });
    await expect(failure).toContainText('This page could not be loaded. Check your connection and try again.');
    await expect(page.locator('main[data-screen="vip"]')).toHaveCount(0);

    await page.unroute(vipChunk);
    const chunkArrived = page.waitForResponse((response) => vipChunk(new URL(response.url())) && response.ok());
    await failure.getByRole('button', { name: 'Retry' }).click();
    await chunkArrived;
    await expectScreen(page, { screen: 'vip', heading: 'VIP club' });
    await expect(failure).toHaveCount(0);
  });
});
