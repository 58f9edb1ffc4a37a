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

const themes = ['light', 'dark'] as const;
const widths = [1280, 375] as const;

test('the Storybook has "All States" stories to snapshot', () => {
  expect(matrixStories.length).toBeGreaterThan(0);
});

for (const story of matrixStories) {
  for (const theme of themes) {
    for (const width of widths) {
      test(`${story.id} ${theme} ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
        const root = page.locator('#storybook-root');
        await expect(root).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(root).toHaveScreenshot(`${story.id}--${theme}--${width}.png`);
      });
    }
  }
}
