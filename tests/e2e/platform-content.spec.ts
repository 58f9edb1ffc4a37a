import { expect, test } from '@playwright/test';
import { demoSlot, gameFrame, openHydrated, signIn } from './player.ts';

/**
 * Platform content on the site's own origin cannot act as the site (apps/site/server/platform-content.ts,
 * features/game/game-frame-policy.ts): the demo game, served through the proxy, plays in an opaque
 * origin of its own, and the platform's pictures are served so that they run nothing when opened.
 */

test('the same-origin demo game plays in an opaque origin and cannot reach the site', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('edge-secret', 'site-only'));
  await openHydrated(
    page,
    `/game?gameType=RNG&vendor=${demoSlot.vendor}&gameCode=${demoSlot.code}&gameName=${demoSlot.name}`,
  );
  const frame = gameFrame(page);
  await expect(frame.getByText('Real-money game', { exact: false })).toBeVisible({ timeout: 20_000 });
  const reach = await frame.locator('body').evaluate(() => {
    const tries = (read: () => unknown) => {
      try {
        return String(read());
      } catch {
        return 'refused';
      }
    };
    return {
      origin: self.origin,
      parentDocument: tries(() => parent.document.title),
      storage: tries(() => localStorage.getItem('edge-secret')),
      cookie: tries(() => document.cookie),
    };
  });
  expect(reach).toEqual({ origin: 'null', parentDocument: 'refused', storage: 'refused', cookie: 'refused' });
  // Its own calls still reach the platform: a spin is answered.
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.locator('output')).toHaveText(/You win|Try again/, { timeout: 20_000 });
});

test('a platform picture opened on its own is sandboxed, and a game page may be framed only by the site', async ({
  request,
}) => {
  const svg = await request.get('/wps/sandbox/assets/banners/1.svg');
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  expect(svg.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  const game = await request.get('/wps/sandbox/game/no-such-launch');
  expect(game.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(game.headers()['content-security-policy']).not.toContain('allow-same-origin');
});
