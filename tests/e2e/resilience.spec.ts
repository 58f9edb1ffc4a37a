import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { useOwnVisitor } from './own-visitor.ts';

/**
 * What a player sees when the platform misbehaves: a clear, translated message with a Retry that
 * works, never a blank screen; and the platform's own maintenance and region-blocked states.
 * Failures are faked in the browser (page.route) or for the test's own visitor address in the
 * sandbox, so parallel tests never see each other's faults.
 */

const shellTexts = JSON.parse(readFileSync(new URL('../../locales/en/shell.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
> & { status: Record<string, string> };

test.describe('a failed data call', () => {
  test('a network failure shows what went wrong, and Retry loads the promotions', async ({ page }) => {
    const promotionsCall = '**/wps/relay/MCSFE_getGamePromotions**';
    // The server draws /promotions with its data, so the browser asks for it only when the player
    // moves there from another screen.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
    await page.route(promotionsCall, (route) => route.abort('internetdisconnected'));
    await page.locator('header').getByRole('link', { name: 'Promotions', exact: true }).first().click();
    await expect(page).toHaveURL(/\/promotions$/);

    const failure = page.locator('main [data-slot="load-error"]');
    // Idempotent calls are tried three times (with back-off) before the failure shows.
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(failure).toHaveAttribute('role', 'alert');
    await expect(failure).toContainText('The promotions could not be loaded');
    await expect(failure).toContainText('Network link abnormal, please retry.');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();

    await page.unroute(promotionsCall);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main [data-slot="promotion-card"]').first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('an answer that is not JSON says so, and Retry loads the help topics', async ({ page }) => {
    const visitor = await useOwnVisitor(page);
    await visitor.fault({ path: '/wps/system/helpCenter', kind: 'malformed' });
    await page.goto('/help');

    const failure = page.locator('main [data-slot="load-error"]');
    await expect(failure).toContainText('The help topics could not be loaded', { timeout: 15_000 });
    await expect(failure).toContainText('The platform sent an answer we could not read.');

    await visitor.reset();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main [data-slot="help-topic"]').first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});

test.describe('hostile content from the back office', () => {
  test('announcement HTML keeps its formatting and loses scripts, handlers, frames and forms', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/noticePage');
    // The server draws the list; the titles open once the screen's code runs.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
    const main = page.locator('main[data-screen="notices"]');
    // One notice is open at a time, so each is checked while it is open.
    for (const title of ['Important: verify your account', 'Claim your loyalty gift', 'Updated terms of service']) {
      await main.getByRole('button', { name: title }).click({ timeout: 15_000 });
      const content = main.getByRole('region', { name: title });
      await expect(content).toBeVisible();
      await expect(
        content.locator('script, iframe, form, input, svg, [onerror], [onclick], [onload], [style]'),
      ).toHaveCount(0);
      await expect(content.locator('a[href^="javascript:" i]')).toHaveCount(0);
    }
    await expect(main.getByText('Our terms were updated.')).toBeVisible();
    expect(alerts).toEqual([]);
    expect(await page.title()).not.toBe('owned');
  });
});

test.describe('platform status pages', () => {
  test('systemStatus 1 shows the maintenance page instead of the site', async ({ page }) => {
    const visitor = await useOwnVisitor(page);
    await visitor.override({ systemStatus: 1 });
    try {
      await page.goto('/promotions');
      const status = page.locator('main[data-system-status="1"]');
      await expect(status.getByRole('heading', { level: 1, name: shellTexts.game_maintenance as string })).toBeVisible({
        timeout: 15_000,
      });
      await expect(status).toContainText(shellTexts.info_maintenance as string);
      await expect(page.locator('[data-slot="site-header"]')).toHaveCount(0);
      await expect(page.locator('main[data-screen]')).toHaveCount(0);
    } finally {
      await visitor.reset();
    }
  });

  test('systemStatus 2 shows the region-blocked page with the visitor’s IP and customer service', async ({ page }) => {
    const visitor = await useOwnVisitor(page);
    await visitor.override({ systemStatus: 2 });
    try {
      await page.goto('/vip');
      const status = page.locator('main[data-system-status="2"]');
      await expect(status.getByRole('heading', { level: 1, name: shellTexts.blockip as string })).toBeVisible({
        timeout: 15_000,
      });
      await expect(status).toContainText(shellTexts.info_ip_block as string);
      await expect(status.locator('[data-slot="status-ip"]')).toHaveText(visitor.address);
      await expect(status.getByRole('button', { name: shellTexts.status.customer_service })).toBeVisible();
      await expect(page.locator('main[data-screen]')).toHaveCount(0);
    } finally {
      await visitor.reset();
    }
  });
});

test.describe('accessibility of the content screens', () => {
  for (const { path, ready } of [
    { path: '/promotions', ready: 'main [data-slot="promotion-card"]' },
    { path: '/vip', ready: 'main [data-slot="vip-level"]' },
  ]) {
    for (const theme of ['light', 'dark']) {
      test(`${path} has no axe violations in the ${theme} theme`, async ({ page }) => {
        // A full axe pass over a rich screen takes a while on a small machine.
        test.slow();
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await page.goto(path);
        await expect(page.locator(ready).first()).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({ page }).include('main').analyze();
        expect(results.violations, results.violations.map((v) => `${v.id}: ${v.help}`).join('\n')).toEqual([]);
      });
    }
  }
});
