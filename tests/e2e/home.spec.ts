import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.describe('home route', () => {
  test('renders the brand, its promise, every game category and the latest winners', async ({ page }) => {
    const statusCall = page.waitForResponse((response) => response.url().includes('/wps/system/status'));
    await page.goto('/');
    const response = await statusCall;
    expect(response.request().headers()['merchant']).toBe('AURORA');

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
    let failures = 1;
    await page.route('**/GCSGAME_getWinnerBoard**', (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, json: { success: false, message: 'down' } }) : route.fallback(),
    );
    await page.goto('/');
    const winners = page.getByRole('region', { name: 'Latest winners' });
    const alert = winners.getByRole('alert');
    await expect(alert).toContainText('The latest winners could not be loaded.');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(winners.getByRole('listitem')).toHaveCount(20);
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
    expect(scripts.filter((path) => /\/(dialog|dropdown-menu|language-menu|account-menu)-/.test(path))).toEqual([]);

    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(scripts.some((path) => /\/dropdown-menu-/.test(path))).toBe(true);
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
      await expect(page.locator('[data-slot="banner-carousel"]')).toBeVisible();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: 'Game providers' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `${theme}: ${results.violations.map((v) => v.id).join(', ')}`).toEqual([]);
    });
  }
});
