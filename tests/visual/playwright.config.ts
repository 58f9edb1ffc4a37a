import { defineConfig } from '@playwright/test';
import { chromiumProject, sharedConfig } from '../playwright-shared.ts';

const port = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6107);

/** Visual snapshots of the static Storybook (storybook-static), compared with committed baselines. */
export default defineConfig({
  ...sharedConfig,
  testDir: '.',
  outputDir: '../../test-results/visual',
  // Hundreds of independent snapshots: spread them over the workers.
  fullyParallel: true,
  // One Chromium on every machine, so baselines carry no platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // Up to 4 pixels may differ: Chromium's software raster now and then antialiases one pixel of a
  // rounded border differently between runs; any real change of look moves far more.
  // A snapshot waits for the element to hold still and for two matching captures; with two workers
  // on two cores one capture of a wide story can take seconds, so expectations wait 15 s, not 5.
  expect: {
    timeout: 15_000,
    toHaveScreenshot: { maxDiffPixels: 4, maxDiffPixelRatio: 0, threshold: 0.1, animations: 'disabled', caret: 'hide' },
  },
  use: { ...chromiumProject, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `pnpm exec vite preview --outDir storybook-static --port ${port} --strictPort --host 127.0.0.1`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
