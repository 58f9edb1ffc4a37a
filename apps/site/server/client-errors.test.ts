import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientErrorBodyLimit, clientErrorsPerMinute } from './client-errors.ts';
import { createSiteServer, type SiteServerOptions } from './site-server.ts';

function siteWith(options: Partial<SiteServerOptions> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'lobbykit-errors-'));
  writeFileSync(
    join(root, 'index.html'),
    '<html lang="en" dir="ltr"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const logged: string[] = [];
  const site = createSiteServer({
    root: pathToFileURL(`${root}/`),
    platformUrl: 'http://127.0.0.1:9',
    brandHosts: { default: 'AURORA', hosts: {} },
    logClientError: (line) => logged.push(line),
    ...options,
  });
  return { site, logged };
}

const report = {
  kind: 'error',
  message: 'Error: boom',
  stack: 'Error: boom\n    at f (/assets/a.js:1:2)',
  path: '/vip',
  release: 'r1',
  brand: 'JADE',
};
const post = (body: string) => ({ method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body });

describe('the client error receiver', () => {
  it('logs a report as one JSON line of its known fields and answers 204', async () => {
    const { site, logged } = siteWith();
    const response = await site.request(
      'http://localhost/client-errors',
      post(JSON.stringify({ ...report, email: 'a@b.c' })),
    );
    expect(response.status).toBe(204);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.startsWith('[client-error] ')).toBe(true);
    expect(JSON.parse(logged[0]!.slice('[client-error] '.length))).toEqual(report);
  });

  it('refuses a body over its size limit without logging it', async () => {
    const { site, logged } = siteWith();
    const huge = JSON.stringify({ ...report, stack: 'x'.repeat(clientErrorBodyLimit) });
    expect((await site.request('http://localhost/client-errors', post(huge))).status).toBe(413);
    expect(logged).toEqual([]);
  });

  it('refuses what is not a report, and cuts each field to its size', async () => {
    const { site, logged } = siteWith();
    expect((await site.request('http://localhost/client-errors', post('not json'))).status).toBe(400);
    expect((await site.request('http://localhost/client-errors', post('{"kind":"error"}'))).status).toBe(400);
    await site.request(
      'http://localhost/client-errors',
      post(JSON.stringify({ ...report, message: 'm'.repeat(2000) })),
    );
    expect((JSON.parse(logged[0]!.slice(15)) as { message: string }).message).toHaveLength(300);
  });

  it('tells the page where to report and which release it is, or nothing when reporting is off', async () => {
    const on = await (await siteWith({ release: 'r7' }).site.request('http://localhost/')).text();
    expect(on).toContain('<meta name="lobbykit-error-reports" content="/client-errors" data-release="r7">');
    const elsewhere = await (
      await siteWith({ errorReportUrl: 'https://errors.example/in' }).site.request('http://localhost/')
    ).text();
    expect(elsewhere).toContain('content="https://errors.example/in"');
    const off = await (await siteWith({ errorReportUrl: '' }).site.request('http://localhost/')).text();
    expect(off).not.toContain('lobbykit-error-reports');
  });
});

describe('the client error receiver’s rate limit', () => {
  it('lets 30 reports a minute in per client address, then answers 429 without reading the body', async () => {
    const { site, logged } = siteWith({ proxy: { trustedProxyHops: 1 } });
    const from = (address: string, body: BodyInit) => ({
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': address },
      body,
    });
    for (let i = 0; i < clientErrorsPerMinute; i++) {
      expect(
        (await site.request('http://localhost/client-errors', from('203.0.113.7', JSON.stringify(report)))).status,
      ).toBe(204);
    }
    let read = false;
    const unread = new ReadableStream(
      {
        pull(controller) {
          read = true;
          controller.enqueue(new TextEncoder().encode(JSON.stringify(report)));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const refused = await site.request('http://localhost/client-errors', {
      ...from('203.0.113.7', unread),
      duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(429);
    expect(read).toBe(false);
    expect(logged).toHaveLength(clientErrorsPerMinute);
    // Another address has a bucket of its own.
    expect(
      (await site.request('http://localhost/client-errors', from('198.51.100.2', JSON.stringify(report)))).status,
    ).toBe(204);
  });
});
