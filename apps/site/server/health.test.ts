import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessagesFrom } from './server-messages.ts';
import { createSiteServer } from './site-server.ts';

function builtSite(shell: string) {
  const root = mkdtempSync(join(tmpdir(), 'lobbykit-health-'));
  writeFileSync(join(root, 'index.html'), shell);
  return pathToFileURL(`${root}/`);
}

const shell = '<html lang="en" dir="ltr"><head><title>lobbykit</title></head><body><div id="root"></div></body></html>';
const brandHosts = { default: 'AURORA', hosts: {} };

describe('the health endpoints', () => {
  let platformCalls = 0;
  let platformStatus = 200;
  const platform = createServer((_, response) => {
    platformCalls++;
    response.writeHead(platformStatus).end('{}');
  });
  let platformUrl = '';
  beforeAll(async () => {
    await new Promise<void>((listening) => platform.listen(0, '127.0.0.1', listening));
    platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
  });
  afterAll(() => platform.close());

  it('/healthz answers 200 with the release and the build’s id, never calling the platform', async () => {
    const site = createSiteServer({ root: builtSite(shell), platformUrl, brandHosts, release: '2026.11.27' });
    platformCalls = 0;
    const response = await site.request('http://localhost/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { status: string; release: string; build: string };
    expect(body).toMatchObject({ status: 'ok', release: '2026.11.27', rendering: { rendering: 0, waiting: 0 } });
    expect(body.build).toMatch(/^[0-9a-f]{12}$/);
    expect(platformCalls).toBe(0);
  });

  it('names each build by its content: the same build the same id on every instance, a new one differently', async () => {
    const idOf = async (page: string) =>
      (
        (await (
          await createSiteServer({ root: builtSite(page), platformUrl, brandHosts }).request('http://x/healthz')
        ).json()) as { release: string }
      ).release;
    expect(await idOf(shell)).toBe(await idOf(shell));
    expect(await idOf(shell.replace('lobbykit', 'lobbykit 2'))).not.toBe(await idOf(shell));
  });

  it('/readyz says whether the platform answers', async () => {
    const site = createSiteServer({ root: builtSite(shell), platformUrl, brandHosts });
    platformStatus = 200;
    const ready = await site.request('http://localhost/readyz');
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', platform: 'up' }]);
    platformStatus = 502;
    const down = await site.request('http://localhost/readyz');
    expect([down.status, await down.json()]).toEqual([503, { status: 'not ready', platform: 'down' }]);
    const unreachable = createSiteServer({ root: builtSite(shell), platformUrl: 'http://127.0.0.1:9', brandHosts });
    expect((await unreachable.request('http://localhost/readyz')).status).toBe(503);
  });
});

describe('the compiled server’s messages', () => {
  it('reads the proxy’s errors from packs given by path, EN where a pack lacks one', () => {
    const messages = serverMessagesFrom({
      '/locales/en/common.json': { errors: { unavailable: 'Down', timeout: 'Slow', invalid_request: 'Bad' } },
      '/locales/ty/common.json': { errors: { timeout: 'Mabagal' } },
    });
    expect(messages('TY', 'timeout')).toBe('Mabagal');
    expect(messages('TY', 'unavailable')).toBe('Down');
    expect(messages('XX', 'invalid_request')).toBe('Bad');
  });
});
