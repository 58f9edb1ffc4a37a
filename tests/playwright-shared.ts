import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/** Every Playwright tier drives Debian's Chromium; Playwright's own browsers are not used. */
export const chromiumProject = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
} satisfies NonNullable<PlaywrightTestConfig['use']>;

export const sharedConfig = {
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/results.json' }],
  ],
} satisfies PlaywrightTestConfig;
