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

const newApp = () => createSandboxApp(createContext(db, defaultSettings({ log: () => {} })));
const asVisitor = (address: string) => ({
  headers: { Merchant: 'AURORA', 'X-Forwarded-For': `${address}, 127.0.0.1` },
});

interface StatusBody {
  value: {
    maintenance: boolean;
    regionRestriction: boolean;
    info: { whitelabel: { modId: string; childrenNodes: unknown[] }[] };
  };
}

function modIds(nodes: { modId: string; childrenNodes: unknown[] }[]): string[] {
  return nodes.flatMap((node) => [node.modId, ...modIds(node.childrenNodes as never)]);
}

async function override(app: ReturnType<typeof newApp>, body: unknown) {
  return app.request('/sandbox/admin/visitors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('per-visitor overrides', () => {
  it('puts one visitor in maintenance while everyone else plays on', async () => {
    const app = newApp();
    expect((await override(app, { address: '198.51.100.20', systemStatus: 1 })).status).toBe(200);
    const theirs = (await (await app.request('/wps/system/status', asVisitor('198.51.100.20'))).json()) as StatusBody;
    const others = (await (await app.request('/wps/system/status', asVisitor('198.51.100.21'))).json()) as StatusBody;
    expect(theirs.value.maintenance).toBe(true);
    expect(others.value.maintenance).toBe(false);
    // Their other calls are refused like in a real maintenance; the other visitor's are not.
    expect(await (await app.request('/wps/system/country', asVisitor('198.51.100.20'))).json()).toMatchObject({
      success: false,
      code: 'MAINTENANCE',
    });
    expect(await (await app.request('/wps/system/country', asVisitor('198.51.100.21'))).json()).toMatchObject({
      success: true,
    });
  });

  it('reports modules as off for one visitor, children included, until cleared', async () => {
    const app = newApp();
    await override(app, { address: '198.51.100.30', modulesOff: ['DIRECTREG3'] });
    const status = async () =>
      modIds(
        ((await (await app.request('/wps/system/status', asVisitor('198.51.100.30'))).json()) as StatusBody).value.info
          .whitelabel,
      );
    expect(await status()).not.toContain('DIRECTREG3');
    expect(await status()).toContain('REGISTER');
    await app.request('/sandbox/admin/visitors?address=198.51.100.30', { method: 'DELETE' });
    expect(await status()).toContain('DIRECTREG3');
  });

  it('refuses an override without an address', async () => {
    expect((await override(newApp(), { systemStatus: 2 })).status).toBe(400);
  });

  it('applies a fault to its visitor only', async () => {
    const app = newApp();
    await app.request('/sandbox/admin/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/wps/system/country', kind: 'status', status: 503, visitor: '198.51.100.40' }),
    });
    expect((await app.request('/wps/system/country', asVisitor('198.51.100.40'))).status).toBe(503);
    expect((await app.request('/wps/system/country', asVisitor('198.51.100.41'))).status).toBe(200);
    await app.request('/sandbox/admin/faults?visitor=198.51.100.40', { method: 'DELETE' });
    expect((await app.request('/wps/system/country', asVisitor('198.51.100.40'))).status).toBe(200);
  });
});
