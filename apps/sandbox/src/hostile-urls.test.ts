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
