import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatformClient, endpoints } from '@lobbykit/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from './server.ts';

const dir = mkdtempSync(join(tmpdir(), 'lobbykit-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = (reset = false) =>
  startSandbox({ port: 0, dbFile: join(dir, 'sandbox.sqlite'), reset, settings: { log: () => {} } });

describe('the sandbox across restarts', () => {
  it('keeps its data and key pair, and starts afresh with --reset', async () => {
    const first = await start();
    const client = (url: string) => createPlatformClient({ baseUrl: url, merchant: 'AURORA', language: () => 'EN' });
    const account = { username: 'keeper01', password: 'Keeper123', confirmPassword: 'Keeper123' };
    await client(first.url).call(endpoints.register, account);
    const key = await client(first.url).call(endpoints.rsaKey, { t: 1 });
    await first.close();

    const second = await start();
    expect(await client(second.url).call(endpoints.rsaKey, { t: 2 })).toBe(key);
    const login = { type: 'username' as const, username: 'keeper01', password: 'Keeper123', loginDeviceId: 'restart' };
    expect((await client(second.url).call(endpoints.login, login)).username).toBe('keeper01');
    await second.close();

    const third = await start(true);
    expect(await client(third.url).call(endpoints.rsaKey, { t: 3 })).not.toBe(key);
    await expect(client(third.url).call(endpoints.login, login)).rejects.toMatchObject({ kind: 'invalid-credentials' });
    await third.close();
  }, 120_000);
});
