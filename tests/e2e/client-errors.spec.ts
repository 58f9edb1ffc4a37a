import { expect, test, type Page, type Request } from '@playwright/test';
import { openHydrated } from './player.ts';

/**
 * The browser's errors reach the reporting endpoint the site server names (ERROR_REPORT_URL, by
 * default the server's own /client-errors, which logs them): a small JSON with no query string,
 * sent by beacon, answered 204.
 */

function nextReport(page: Page): Promise<Request> {
  return page.waitForRequest((request) => new URL(request.url()).pathname === '/client-errors');
}

/**
 * What the page handed to sendBeacon, read back: the browser does not show a beacon's body to the
 * test, so the real sendBeacon is wrapped (it still sends).
 */
async function keepBeacons(page: Page) {
  await page.addInitScript(() => {
    const kept: Blob[] = [];
    (window as unknown as { beacons: Blob[] }).beacons = kept;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) kept.push(data);
      return send(url, data);
    };
  });
  return async () =>
    (
      await page.evaluate(() =>
        Promise.all((window as unknown as { beacons: Blob[] }).beacons.map((blob) => blob.text())),
      )
    ).map((text) => JSON.parse(text) as Record<string, string>);
}

test('an uncaught error on the page reaches the reporting endpoint, its secrets left out', async ({ page }) => {
  const beacons = await keepBeacons(page);
  await openHydrated(page, '/?brand=JADE&code=secret-invite');
  const sent = nextReport(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e thrown error at https://site.example/x?token=secret-token');
    }, 0);
  });
  const request = await sent;
  expect(request.method()).toBe('POST');
  expect((await request.response())?.status()).toBe(204);
  const [report = {}] = await beacons();
  expect(report).toMatchObject({ kind: 'error', path: '/', brand: 'JADE' });
  expect(report.message).toContain('e2e thrown error');
  expect(report.release).toMatch(/\S/);
  expect(JSON.stringify(report)).not.toMatch(/secret-(token|invite)/);
});

test('an unhandled rejection is reported too', async ({ page }) => {
  const beacons = await keepBeacons(page);
  await openHydrated(page, '/');
  const sent = nextReport(page);
  await page.evaluate(() => {
    void Promise.reject(new Error('e2e rejected promise'));
  });
  expect((await (await sent).response())?.status()).toBe(204);
  const [report = {}] = await beacons();
  expect(report).toMatchObject({ kind: 'rejection', message: 'Error: e2e rejected promise', brand: 'AURORA' });
});
