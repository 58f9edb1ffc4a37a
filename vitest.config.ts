import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { localePacksPlugin } from './apps/site/build/locale-packs.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// The sandbox serves its images, demo game and payment page on the site's own paths: a build for it
// lets platform answers name those (apps/site/src/core/platform/url-policy.ts; off for a real platform).
process.env.VITE_PLATFORM_SITE_PATHS ??= '1';

const locales = fileURLToPath(new URL('./locales', import.meta.url));
const storybookConfigDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** Every story as a test in Chromium: it renders, its play function passes, axe finds nothing. */
function storybookProject(name: string, initialGlobals: Record<string, string> = {}): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: storybookConfigDir, initialGlobals })],
    test: {
      name,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  // The site's language packs (apps/site/build/locale-packs.ts); modules here, as in its dev server.
  plugins: [localePacksPlugin({ localesDir: locales })],
  resolve: { alias: { '@locales': locales } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/site/src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          setupFiles: ['./tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/sandbox/src/**/*.test.ts', 'apps/site/server/**/*.test.ts', 'apps/site/build/**/*.test.ts'],
        },
      },
      storybookProject('storybook'),
      // Every story again in the dark scheme, so axe checks contrast in both.
      storybookProject('storybook-dark', { theme: 'dark' }),
    ],
  },
});
