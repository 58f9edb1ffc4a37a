import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openHydrated, signIn } from './player.ts';

/**
 * A part of the site whose code chunk fails to load shows a translated Retry in its own place, the
 * rest of the page stays on screen, and Retry loads it; a chunk gone after a new release reloads the
 * page once; an offline player is never sent into a reload. Each chunk is found in the build's
 * manifest by its source file and failed with page.route: first it fails, then it is let through.
 */

const dist = process.env.SITE_DIST ?? new URL('../../apps/site/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${dist.replace(/\/?$/, '/')}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string }
>;

/** The built file of a source module, e.g. `assets/vip-screen-cMV-wUgz.js`. */
function chunkFile(source: string): string {
  const entry = Object.entries(manifest).find(([key]) => key.endsWith(source));
  if (!entry) throw new Error(`${source} is not a chunk of the build`);
  return entry[1].file;
}

interface FailedChunk {
  /** From now on the chunk loads. */
  letThrough(): void;
  /** Requests made for it (the import, its checks and its retries, whatever their query). */
  readonly requests: number;
}

/**
 * Fails a source module's chunk: `offline` aborts its requests as a lost network does, `missing`
 * answers 404 as the site server does for a file a new release removed. A retry asks for the same
 * file under a `?retry=n` address, so the path alone is matched.
 */
async function failChunk(page: Page, source: string, how: 'offline' | 'missing'): Promise<FailedChunk> {
  const path = `/${chunkFile(source)}`;
  const state = { failing: true, requests: 0 };
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      state.requests += 1;
      if (!state.failing) return route.continue();
      return how === 'offline'
        ? route.abort('internetdisconnected')
        : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    },
  );
  return {
    letThrough: () => (state.failing = false),
    get requests() {
      return state.requests;
    },
  };
}

/** Counts the page's documents: a reload is a second one. */
function countDocuments(page: Page) {
  const documents = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.count += 1;
  });
  return documents;
}

async function expectPageAround(page: Page) {
  await expect(page.locator('[data-slot="site-header"]')).toBeVisible();
  await expect(page.locator('[data-slot="site-footer"]')).toBeVisible();
}

const pageLoadFailed = 'Page load failed';
const checkConnection = 'This page could not be loaded. Check your connection and try again.';

test.describe('a chunk that fails to load', () => {
  test('a route screen shows the page-load error in its place, and Retry loads it', async ({ page }) => {
    const chunk = await failChunk(page, 'src/features/vip/vip-screen.tsx', 'offline');
    await page.goto('/vip');
    const failure = page.locator('[data-slot="site-content"] [data-slot="load-failure"]');
    await expect(failure.getByRole('heading', { name: pageLoadFailed })).toBeVisible({ timeout: 15_000 });
    await expect(failure).toContainText(checkConnection);
    await expect(page.locator('main[data-screen="vip"]')).toHaveCount(0);
    await expectPageAround(page);

    chunk.letThrough();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible({ timeout: 15_000 });
    await expect(failure).toHaveCount(0);
  });

  test('a modal shows a dialog with Retry in its place, and Retry opens the login dialog', async ({ page }) => {
    await openHydrated(page, '/');
    const chunk = await failChunk(page, 'src/features/auth/login/login-dialog.tsx', 'offline');
    await page.locator('[data-slot="guest-actions"]').getByRole('button', { name: 'Log in' }).click();

    const failure = page.getByRole('alertdialog', { name: 'Loading failed' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(failure).toContainText(checkConnection);
    await expect(failure.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectPageAround(page);
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();

    chunk.letThrough();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
    await expect(failure).toHaveCount(0);
  });

  test('the signed-in member’s header shows a compact Retry without moving, and Retry loads it', async ({ page }) => {
    test.slow();
    // On a phone the member area takes a second row of the header: the failure keeps it.
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page);
    const headerTop = page.locator('[data-slot="header-top"]');
    const height = (await headerTop.boundingBox())!.height;

    const chunk = await failChunk(page, 'src/features/shell/account/member-area.tsx', 'offline');
    await page.reload();
    const failure = headerTop.locator('[data-slot="load-failure"][data-variant="inline"]');
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(failure).toContainText('Loading failed');
    expect((await headerTop.boundingBox())!.height).toBe(height);
    await expectPageAround(page);
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();

    chunk.letThrough();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(headerTop.locator('[data-slot="member-area"]')).toBeVisible({ timeout: 15_000 });
    await expect(failure).toHaveCount(0);
  });

  test('a member-centre page shows the page-load error inside the centre, and Retry loads it', async ({ page }) => {
    test.slow();
    await signIn(page);
    const chunk = await failChunk(page, 'src/features/member-centre/messages/messages-page.tsx', 'offline');
    await page.goto('/?centre=member&page=messageV2');

    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const failure = centre.locator('[data-slot="centre-page"] [data-slot="load-failure"]');
    await expect(failure.getByRole('heading', { name: pageLoadFailed })).toBeVisible({ timeout: 15_000 });
    await expect(failure).toContainText(checkConnection);
    // The centre's menu and the page around it stay.
    await expect(centre.getByRole('navigation')).toBeVisible();
    await expectPageAround(page);

    chunk.letThrough();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(
      centre.locator('[data-slot="centre-page"][data-page="messageV2"] [data-slot="messages-page"]'),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(failure).toHaveCount(0);
  });

  test('the language menu shows a compact Retry in its place, and Retry opens the menu', async ({ page }) => {
    await openHydrated(page, '/');
    const headerTop = page.locator('[data-slot="header-top"]');
    const height = (await headerTop.boundingBox())!.height;
    const chunk = await failChunk(page, 'packages/ui/src/components/language-menu/index.ts', 'offline');
    await headerTop.getByRole('button', { name: /Language/ }).click();

    const failure = headerTop.locator('[data-slot="load-failure"][data-variant="inline"]');
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(failure).toContainText('Loading failed');
    expect((await headerTop.boundingBox())!.height).toBe(height);
    await expect(headerTop.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
    await expectPageAround(page);

    chunk.letThrough();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 15_000 });
    await expect(failure).toHaveCount(0);
  });
});

test.describe('a chunk gone after a new release', () => {
  test('reloads the page once, and the reloaded page shows the screen', async ({ page }) => {
    const documents = countDocuments(page);
    const path = `/${chunkFile('src/features/vip/vip-screen.tsx')}`;
    // The release before the reload no longer has the chunk; the reloaded page is the new release.
    await page.route(
      (url) => url.pathname === path,
      (route) =>
        documents.count < 2
          ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })
          : route.continue(),
    );
    await page.goto('/vip');

    await expect.poll(() => documents.count, { timeout: 15_000 }).toBe(2);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
    await expect(page.locator('[data-slot="load-failure"]')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('lobbykit:chunk-reload'))).toMatch(/^\d+$/);
    expect(documents.count).toBe(2);
  });

  test('shows the Retry, not another reload, when the chunk is still gone after the reload', async ({ page }) => {
    const documents = countDocuments(page);
    await failChunk(page, 'src/features/vip/vip-screen.tsx', 'missing');
    await page.goto('/vip');

    const failure = page.locator('[data-slot="site-content"] [data-slot="load-failure"]');
    await expect(failure).toContainText('The site has just been updated. Reload the page to continue.', {
      timeout: 15_000,
    });
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(documents.count).toBe(2);
  });
});

test('an offline player gets the Retry and no reload', async ({ page }) => {
  const documents = countDocuments(page);
  const chunk = await failChunk(page, 'src/features/vip/vip-screen.tsx', 'offline');
  await page.goto('/vip');
  const failure = page.locator('[data-slot="site-content"] [data-slot="load-failure"]');
  await expect(failure).toContainText(checkConnection, { timeout: 15_000 });
  // Reloading offline would only show the browser's own error page.
  await expect(failure.getByRole('button', { name: 'Reload page' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(chunk.requests).toBeGreaterThan(0);
  expect(documents.count).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('lobbykit:chunk-reload'))).toBeNull();
});
