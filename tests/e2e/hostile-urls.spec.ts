import { expect, test, type Page } from '@playwright/test';
import { demoSlot, openHydrated, signIn } from './player.ts';
import { useOwnVisitor } from './own-visitor.ts';
import { xssUrlVectors } from '../../packages/ui/src/components/notice-list/xss-corpus.ts';
import { watchEscapes } from './xss-corpus-escapes.ts';

/**
 * The platform sends hostile addresses in every URL field (the sandbox's test-mode hook,
 * apps/sandbox/src/hostile-urls.ts): customer service, downloads and QR codes, banners and their
 * links, game tiles, vendor logos, promotions, avatars, game addresses. The site renders, opens and
 * frames none of them (packages/platform/src/safe-url.ts): nothing runs and nothing leaves the site.
 */

const hostileUrls = [
  'javascript:window.top.__pwned=1',
  'JaVaScRiPt:window.top.__pwned=1',
  ' java\tscript:window.top.__pwned=1',
  'data:text/html,<script>window.top.__pwned=1</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  'https:evil.example/x.png',
  'http://evil.example/x.png',
  // The XSS corpus's addresses (entity- and control-character-hidden schemes, SVG and base64 data:).
  ...xssUrlVectors,
];

/** Attributes of the page that would load or open an address. */
const renderedAddresses = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[href], [src], [srcset], [action], [formaction], [data]')].flatMap((element) =>
      ['href', 'src', 'srcset', 'action', 'formaction', 'data']
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => value !== null),
    ),
  );

for (const hostileUrl of hostileUrls) {
  test(`the site renders, opens and frames none of ${JSON.stringify(hostileUrl)}`, async ({ page }) => {
    test.setTimeout(120_000);
    const visitor = await useOwnVisitor(page);
    const { escapes } = watchEscapes(page);
    try {
      await signIn(page);
      await visitor.override({ hostileUrl });
      const seen: string[] = [];
      for (const path of ['/', '/download', '/promotions', '/slots', '/?centre=member&page=securityCenter']) {
        await openHydrated(page, path);
        // Give lazy images, carousels and panels a moment to draw what they were sent.
        await page.waitForTimeout(1_500);
        seen.push(...(await renderedAddresses(page)));
      }
      const marker = hostileUrl.trim().replace(/\s/g, '').toLowerCase().slice(0, 12);
      expect(seen.filter((value) => value.replace(/\s/g, '').toLowerCase().includes(marker))).toEqual([]);
      expect(seen.filter((value) => value.includes('evil.example'))).toEqual([]);

      // A game whose address is hostile is refused with a message, never framed.
      await openHydrated(
        page,
        `/game?gameType=RNG&vendor=${demoSlot.vendor}&gameCode=${demoSlot.code}&gameName=${demoSlot.name}`,
      );
      await expect(page.locator('main[data-launch="failed"]')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[data-slot="game-frame"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(escapes).toEqual([]);
    } finally {
      await visitor.reset();
    }
  });
}
