import { expect, test, type Page } from '@playwright/test';
import { openHydrated, signIn, spinOnce } from './player.ts';

/**
 * The site's security headers as a browser meets them (apps/site/server/security-headers.ts): the
 * Content-Security-Policy lets the site's own code and hashed inline scripts run, and nothing else.
 */

/** Every CSP violation the page reports, collected from the first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('a page carries the policy headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  // Served over plain http here: no HSTS, which would pin the tests' localhost to https.
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('the site runs with no violation: home, a lobby, a game and a centre chart', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await signIn(page);
  await openHydrated(page, '/slots');
  await spinOnce(page);
  await openHydrated(page, '/?centre=member&page=personalProfit');
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.getByRole('table', { name: 'Profit and loss per period' })).toBeVisible({ timeout: 20_000 });
  await expect(panel.locator('canvas').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an inline script slipped into the page does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await openHydrated(page, '/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.body.append(script);
    const handler = document.createElement('div');
    handler.innerHTML = '<img src="data:," onerror="window.injectedRan = true">';
    document.body.append(handler);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as unknown as { injectedRan?: boolean }).injectedRan ?? false;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((line) => line.startsWith('script-src'))).toBe(true);
});
