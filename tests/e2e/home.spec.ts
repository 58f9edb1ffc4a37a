import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('home route', () => {
  test('renders the brand and the platform status fetched from the sandbox', async ({ page }) => {
    const statusCall = page.waitForResponse((response) => response.url().includes('/wps/system/status'));
    await page.goto('/');
    const response = await statusCall;
    expect(response.request().headers()['merchant']).toBe('AURORA');
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Casino' })).toBeVisible();
    await expect(page.getByText('Platform online')).toBeVisible();
    await expect(page.getByText(/Connected from \S+/)).toBeVisible();
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

  test('has no axe violations in either theme', async ({ page }) => {
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/');
      await expect(page.getByText('Platform online')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `${theme}: ${results.violations.map((v) => v.id).join(', ')}`).toEqual([]);
    }
  });
});
