import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { localePacksPlugin } from '../apps/site/build/locale-packs.ts';

// The sandbox serves its images, demo game and payment page on the site's own paths: a build for it
// lets platform answers name those (apps/site/src/core/platform/url-policy.ts; off for a real platform).
process.env.VITE_PLATFORM_SITE_PATHS ??= '1';

/**
 * Every third-party module the stories import, pre-bundled up front: a module discovered mid-run
 * makes Vite re-optimise and reload, which fails story tests on a cold cache (a fresh clone).
 * Add a module here when a component starts importing it.
 */
const preBundled = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
  'zod/mini',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'keen-slider',
  'dompurify',
  '@radix-ui/react-accordion',
  '@radix-ui/react-checkbox',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-select',
  '@radix-ui/react-slot',
  '@radix-ui/react-tabs',
  '@radix-ui/react-toast',
  '@radix-ui/react-tooltip',
  // The site's page stories: its providers and router, and the mocked platform they call.
  'i18next',
  'react-i18next',
  'swr',
  'wouter',
  'wouter/memory-location',
  'wouter/use-browser-location',
  'crypto-js/core',
  'crypto-js/enc-base64',
  'crypto-js/mode-ecb',
  'crypto-js/tripledes',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
];

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    './theme-studio/**/*.stories.@(ts|tsx)',
    // Whole screens of the site, served the sandbox's recorded answers through MSW.
    '../apps/site/src/**/*.stories.@(ts|tsx)',
  ],
  // public/ holds the MSW service worker the page stories' platform runs in (see preview.tsx).
  staticDirs: ['./public'],
  // Theme, brand and locale are the preview's own toolbar globals (see globals.ts), applied with the theme package.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const locales = fileURLToPath(new URL('../locales', import.meta.url));
    return mergeConfig(viteConfig, {
      // The site's language packs, as its build serves them (apps/site/build/locale-packs.ts).
      plugins: [tailwindcss(), localePacksPlugin({ localesDir: locales })],
      resolve: { alias: { '@locales': locales } },
      optimizeDeps: { include: preBundled },
    });
  },
};

export default config;
