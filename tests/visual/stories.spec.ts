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
