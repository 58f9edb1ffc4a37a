import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app.ts';
import { createContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { defaultSettings } from './settings.ts';
import { SANDBOX_START_TIMEOUT } from './test-support.ts';

let db: Database.Database;
beforeAll(async () => {
  db = await openDatabase({ file: ':memory:' });
}, SANDBOX_START_TIMEOUT);
afterAll(() => db.close());

const appIn = (testMode: boolean) => createSandboxApp(createContext(db, defaultSettings({ log: () => {}, testMode })));
const asVisitor = (address: string) => ({ headers: { Merchant: 'AURORA', 'X-Forwarded-For': address } });
const hostile = 'javascript:alert(document.domain)';

async function poisonFor(app: ReturnType<typeof appIn>, address: string) {
  await app.request('/sandbox/admin/visitors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ address, hostileUrl: hostile }),
  });
}

interface Status {
  value: { info: { customerService: { url: string }; imageCDNs: string[]; resources: { url: string }[] } };
}

describe('hostile URLs for one visitor (test mode)', () => {
  it('puts the address in every URL field of that visitor’s answers only', async () => {
    const app = appIn(true);
    await poisonFor(app, '198.51.100.40');
    const theirs = (await (await app.request('/wps/system/status', asVisitor('198.51.100.40'))).json()) as Status;
    expect(theirs.value.info.customerService.url).toBe(hostile);
    expect(theirs.value.info.imageCDNs).toEqual([hostile]);
    expect(theirs.value.info.resources.every((resource) => resource.url === hostile)).toBe(true);
    const banners = (await (await app.request('/wps/system/banner', asVisitor('198.51.100.40'))).json()) as {
      value: { url: string }[];
    };
    expect(banners.value[0]?.url).toBe(hostile);
    const others = (await (await app.request('/wps/system/status', asVisitor('198.51.100.41'))).json()) as Status;
    expect(others.value.info.customerService.url).not.toBe(hostile);
  });

  it('does nothing outside test mode', async () => {
    const app = appIn(false);
    await poisonFor(app, '198.51.100.42');
    const status = (await (await app.request('/wps/system/status', asVisitor('198.51.100.42'))).json()) as Status;
    expect(status.value.info.customerService.url).not.toBe(hostile);
  });
});

const hostileMarkup = '<img src=x onerror="window.top.__pwned=1">';

async function poisonWithHtml(app: ReturnType<typeof appIn>, address: string) {
  const response = await app.request('/sandbox/admin/visitors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ address, hostileHtml: hostileMarkup }),
  });
  expect(response.status).toBe(200);
}

const htmlCalls = [
  '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H',
  '/wps/relay/MCSFE_getGamePromotions',
  '/wps/system/helpCenter',
];

async function contents(app: ReturnType<typeof appIn>, path: string, address: string) {
  const body = (await (await app.request(path, asVisitor(address))).json()) as {
    value: { content: string; title: string }[];
  };
  expect(body.value.length).toBeGreaterThan(0);
  return body.value;
}

describe('hostile HTML for one visitor (test mode)', () => {
  it.each(htmlCalls)('puts the markup in every body %s answers that visitor, and no one else', async (path) => {
    const app = appIn(true);
    await poisonWithHtml(app, '198.51.100.50');
    const theirs = await contents(app, path, '198.51.100.50');
    expect(theirs.every((item) => item.content === hostileMarkup)).toBe(true);
    expect(theirs.every((item) => item.title !== hostileMarkup)).toBe(true);
    const others = await contents(app, path, '198.51.100.51');
    expect(others.some((item) => item.content === hostileMarkup)).toBe(false);
  });

  it('leaves answers without operator HTML alone', async () => {
    const app = appIn(true);
    await poisonWithHtml(app, '198.51.100.52');
    const status = await (await app.request('/wps/system/status', asVisitor('198.51.100.52'))).text();
    expect(status).not.toContain('__pwned');
  });

  it('does nothing outside test mode', async () => {
    const app = appIn(false);
    await poisonWithHtml(app, '198.51.100.53');
    const theirs = await contents(app, htmlCalls[2]!, '198.51.100.53');
    expect(theirs.some((item) => item.content === hostileMarkup)).toBe(false);
  });
});
