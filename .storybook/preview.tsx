import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { applyStoryGlobals, globalTypes, initialGlobals, viewportOptions } from './globals.ts';
import './preview.css';

/** The platform's paths: the site's page stories must never reach for one nobody answers. */
const platformPath = /^\/(wps|lgw|lotto)\//;
const unansweredPlatformCalls: string[] = [];

/**
 * Mock Service Worker for the page stories (their platform is the sandbox's recorded answers, see
 * apps/site/src/stories/platform-handlers.ts). The worker script in public/ is `msw init` of msw
 * 2.15.0: run `pnpm exec msw init .storybook/public --no-save` again after upgrading msw.
 */
async function startMockServiceWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    // Storybook's own modules and assets pass through untouched; only the platform is mocked.
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (!platformPath.test(pathname)) return;
      unansweredPlatformCalls.push(`${request.method} ${pathname}`);
      print.error();
    },
  });
  return worker;
}

const preview: Preview = {
  globalTypes,
  initialGlobals,
  loaders: [mswLoader(startMockServiceWorker)],
  decorators: [
    // Applied before the story renders, so its first paint, its play function and axe all see
    // the chosen brand, scheme and direction.
    (Story, context) => {
      applyStoryGlobals(context.globals);
      return <Story />;
    },
  ],
  beforeEach() {
    unansweredPlatformCalls.length = 0;
  },
  afterEach() {
    // A platform call no handler answered fails the story, loudly, instead of a half-empty screen.
    if (unansweredPlatformCalls.length > 0) {
      const calls = [...new Set(unansweredPlatformCalls.splice(0))];
      throw new Error(`No platform answer for: ${calls.join(', ')} (see apps/site/src/stories/platform-handlers.ts)`);
    }
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewportOptions },
    // Any axe violation fails the story's test, in the Vitest run and in the Storybook UI.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
