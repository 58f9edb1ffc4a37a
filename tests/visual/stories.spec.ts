import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  name: string;
}

/** Every "All States" story of the built Storybook is a visual fixture. */
const index = JSON.parse(readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const matrixStories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.id.endsWith('--all-states'),
);

/** Two brands that differ in colour, radius and surfaces, each in both schemes, at phone and desktop width. */
const brands = [
  { id: 'aurora', merchantCode: 'AURORA' },
  { id: 'jade', merchantCode: 'JADE' },
] as const;
const themes = ['light', 'dark'] as const;
const widths = [1280, 375] as const;

test('the Storybook has "All States" stories to snapshot', () => {
  expect(matrixStories.length).toBeGreaterThan(0);
});

/**
 * The locale axis: the screens issue 24 names (the shell, the login and registration dialogs, a
 * lobby, a member-centre and an agent-centre page), each by one story of its own, in Arabic (right
 * to left) and the pseudo-locale (EN accented and about 40 % longer), AURORA only, both schemes,
 * phone and desktop. The page is snapshotted (dialogs are portalled outside the story's root);
 * `fullPage` where the screen goes below the fold; `mask` hides what moves on its own (the
 * jackpot counts up every second).
 */
const localeStories: { id: string; fullPage: boolean; mask?: string }[] = [
  { id: 'pages-home--locales', fullPage: true },
  { id: 'pages-login-popup--locales', fullPage: false },
  { id: 'pages-registration--locales', fullPage: false },
  { id: 'pages-game-lobby--locales', fullPage: true, mask: '[data-slot="jackpot-counter-value"]' },
  { id: 'pages-member-centre-my-wallet--locales', fullPage: false },
  { id: 'pages-agent-centre-team-overview--locales', fullPage: false },
];
const locales = ['AR', 'PSEUDO'] as const;

test('every story of the locale axis is in the Storybook', () => {
  const storyIds = new Set(Object.values(index.entries).map((entry) => entry.id));
  expect(localeStories.filter((story) => !storyIds.has(story.id)).map((story) => story.id)).toEqual([]);
});

for (const story of localeStories) {
  for (const locale of locales) {
    for (const theme of themes) {
      for (const width of widths) {
        test(`${story.id} ${locale} aurora ${theme} ${width}px`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          // The banner carousel stays on its first slide for players who prefer reduced motion.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(
            `/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};brand:aurora;locale:${locale}`,
          );
          // The story's play function waits for its screen; its checks (axe) run after it. A play
          // function that throws shows Storybook's error display instead of the story.
          const phase = () =>
            page.evaluate(
              () =>
                (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
                  ?.currentRender?.phase,
            );
          await expect.poll(phase, { timeout: 30_000 }).toBe('finished');
          await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
          await page.evaluate(() => document.fonts.ready);
          // A whole page's images below the fold load now, not while it is being captured.
          if (story.fullPage) {
            await page.evaluate(async () => {
              const images = [...document.images];
              for (const image of images) image.loading = 'eager';
              await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
            });
          }
          const html = page.locator('html');
          await expect(html).toHaveAttribute('dir', locale === 'AR' ? 'rtl' : 'ltr');
          await expect(html).toHaveAttribute('data-theme', theme);
          await expect(page).toHaveScreenshot(`${story.id}--aurora--${theme}--${width}--${locale.toLowerCase()}.png`, {
            fullPage: story.fullPage,
            mask: story.mask ? [page.locator(story.mask)] : [],
          });
        });
      }
    }
  }
}

for (const story of matrixStories) {
  for (const brand of brands) {
    for (const theme of themes) {
      for (const width of widths) {
        test(`${story.id} ${brand.id} ${theme} ${width}px`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};brand:${brand.id}`);
          const root = page.locator('#storybook-root');
          // The story's code loads after the page; under a full parallel run that can pass 5 s.
          await expect(root).toBeVisible({ timeout: 15_000 });
          await page.evaluate(() => document.fonts.ready);
          const html = page.locator('html');
          await expect(html).toHaveAttribute('data-theme', theme);
          await expect(html).toHaveAttribute('data-brand', brand.merchantCode);
          await expect(root).toHaveScreenshot(`${story.id}--${brand.id}--${theme}--${width}.png`);
        });
      }
    }
  }
}
