import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumProject, sharedConfig } from '../playwright-shared.ts';

const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4183);
// Its own database, reseeded for every run, so a developer's sandbox data is never touched.
const sandboxDb =
  process.env.E2E_SANDBOX_DB ?? fileURLToPath(new URL('../../apps/sandbox/data/e2e.sqlite', import.meta.url));
// SITE_DIST serves a build other than apps/site/dist (several checkouts of the tier side by side).
const siteDist: Record<string, string> = process.env.SITE_DIST ? { SITE_DIST: process.env.SITE_DIST } : {};

/** End-to-end: the built site (apps/site/dist) and the sandbox platform, both started fresh. */
export default defineConfig({
  ...sharedConfig,
  testDir: '.',
  outputDir: '../../test-results/e2e',
  use: {
    ...chromiumProject,
    baseURL: `http://localhost:${sitePort}`,
    trace: 'retain-on-failure',
    // Pages hold still (the site honours reduced motion: no banner rotation, no marquees). A page
    // left moving costs about a fifth of a core in headless Chromium's software compositing, per
    // open page, and a moving control is never "stable" for a press. Checks of the motion itself
    // ask for it (home.spec.ts); the components' own motion is tested in their stories.
    contextOptions: { reducedMotion: 'reduce' },
  },
  webServer: [
    {
      command: 'pnpm --filter @lobbykit/sandbox start --reset',
      url: `http://127.0.0.1:${sandboxPort}/wps/system/status`,
      // Test mode: SMS code 246810 and captcha 4242 every time (apps/sandbox/README.md).
      env: { SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: sandboxDb, SANDBOX_TEST_MODE: '1' },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'pnpm --filter @lobbykit/site serve',
      url: `http://localhost:${sitePort}/`,
      // One trusted hop: the tests' own X-Forwarded-For stands for a visitor behind a load balancer,
      // so each test keeps a visitor address of its own (own-visitor.ts).
      env: {
        PORT: String(sitePort),
        PLATFORM_URL: `http://127.0.0.1:${sandboxPort}`,
        TRUSTED_PROXY_HOPS: '1',
        ...siteDist,
      },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
