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

const appWith = (systemStatus?: 0 | 1 | 2) =>
  createSandboxApp(createContext(db, defaultSettings({ systemStatus, log: () => {} })));

describe('sandbox /wps/system/status', () => {
  it('answers a known merchant in the platform envelope', async () => {
    const response = await appWith().request('/wps/system/status?url=localhost', {
      headers: { Merchant: 'AURORA', 'X-Forwarded-For': '203.0.113.7' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      value: { maintenance: boolean; info: { location: { ip: string }; whitelabel: { modId: string }[] } };
    };
    expect(body.success).toBe(true);
    expect(body.value.maintenance).toBe(false);
    expect(body.value.info.location.ip).toBe('203.0.113.7');
    expect(body.value.info.whitelabel.map((node) => node.modId)).toContain('REGISTER');
  });

  it('reports maintenance when switched to it, and refuses other calls with its code', async () => {
    const app = appWith(1);
    const status = (await (await app.request('/wps/system/status', { headers: { Merchant: 'AURORA' } })).json()) as {
      value: { maintenance: boolean };
    };
    expect(status.value.maintenance).toBe(true);
    const countries = await (await app.request('/wps/system/country', { headers: { Merchant: 'AURORA' } })).json();
    expect(countries).toMatchObject({ success: false, code: 'MAINTENANCE' });
  });

  it('serves the first brand when no Merchant header is sent', async () => {
    const response = await appWith().request('/wps/system/status', {
      headers: { 'X-Forwarded-For': '::ffff:198.51.100.4' },
    });
    const body = (await response.json()) as {
      success: boolean;
      value: { info: { location: { ip: string }; merchantCode: string } };
    };
    expect(body.success).toBe(true);
    expect(body.value.info.location.ip).toBe('198.51.100.4');
    expect(body.value.info.merchantCode).toBe('AURORA');
  });

  it('refuses an unknown merchant with success:false, in the caller’s language', async () => {
    const app = appWith();
    expect(await (await app.request('/wps/system/status', { headers: { Merchant: 'NOPE' } })).json()).toEqual({
      success: false,
      message: 'Unknown merchant.',
    });
    expect(
      await (await app.request('/wps/system/status', { headers: { Merchant: 'NOPE', Language: 'TY' } })).json(),
    ).toEqual({
      success: false,
      message: 'Hindi kilalang merchant.',
    });
  });

  it('answers an unknown path with 404 and an envelope', async () => {
    const response = await appWith().request('/wps/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: 'No such call: GET /wps/nothing/here.' });
  });

  it('switches one brand to region blocked by the admin call, keeps it across contexts, and back', async () => {
    const app = appWith();
    const post = (body: unknown) =>
      app.request('/sandbox/admin/system-status', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ merchant: 'JADE', status: 5 })).status).toBe(400);
    expect((await post({ merchant: 'NOPE', status: 1 })).status).toBe(404);
    expect((await post({ merchant: 'JADE', status: 2 })).status).toBe(200);
    const status = async (merchant: string) =>
      (
        (await (await appWith().request('/wps/system/status', { headers: { Merchant: merchant } })).json()) as {
          value: { maintenance: boolean; regionRestriction: boolean };
        }
      ).value;
    expect(await status('JADE')).toEqual(expect.objectContaining({ maintenance: false, regionRestriction: true }));
    expect(await status('AURORA')).toEqual(expect.objectContaining({ regionRestriction: false }));
    const blocked = await appWith().request('/wps/relay/GCSGAME_hotGamesV2', {
      headers: { Merchant: 'JADE', Language: 'TY' },
    });
    expect(await blocked.json()).toEqual({
      success: false,
      code: 'REGION_BLOCKED',
      message: 'Naka-block ang iyong IP o lokasyon.',
    });
    await post({ status: 0 });
    expect((await status('JADE')).regionRestriction).toBe(false);
  });
});
