import { endpoints, type PlatformError } from '@lobbykit/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';
import { FaultRegistry, parseFaultRules, type FaultRule } from './faults.ts';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ timeoutFaultMs: 5_000 });
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());
afterEach(async () => {
  await sandbox.raw('/sandbox/admin/faults', { method: 'DELETE' });
});

async function inject(rule: FaultRule) {
  const response = await sandbox.raw('/sandbox/admin/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(response.status).toBe(200);
}

const path = endpoints.countries.path;
const countries = (options: { timeoutMs?: number; retries?: number } = {}) =>
  sandbox.client({ retries: 0, timeoutMs: 2_000, ...options }).call(endpoints.countries, {});

describe('fault injection, seen by the client as typed errors', () => {
  it('adds latency and still answers', async () => {
    await inject({ path, kind: 'latency', ms: 150 });
    const started = performance.now();
    expect((await countries()).length).toBeGreaterThan(20);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('turns latency beyond the client’s patience into a timeout', async () => {
    await inject({ path, kind: 'latency', ms: 1_500 });
    await expect(countries({ timeoutMs: 300 })).rejects.toMatchObject({ kind: 'timeout', i18nKey: 'errors.timeout' });
  });

  it.each([
    [500, 'http', 'errors.unknown'],
    [503, 'unavailable', 'errors.unavailable'],
    [429, 'too-many-requests', 'errors.too_many_requests'],
  ])('answers HTTP %i, which the client reports as %s', async (status, kind, i18nKey) => {
    await inject({ path, kind: 'status', status });
    await expect(countries()).rejects.toMatchObject({ kind, i18nKey, status });
  });

  it('recovers on the client’s retry when the error was a one-off', async () => {
    await inject({ path, kind: 'status', status: 503, times: 1 });
    expect((await countries({ retries: 1 })).length).toBeGreaterThan(20);
  });

  it('sends a malformed body, which the client reports as an invalid response', async () => {
    await inject({ path, kind: 'malformed' });
    await expect(countries()).rejects.toMatchObject({
      kind: 'invalid-response',
      message: 'countries: body is not JSON',
    });
  });

  it('sends a body of the wrong shape, and the client names the call and the field', async () => {
    await inject({ path: endpoints.balance.path, kind: 'wrong-shape' });
    const token = await sandbox.login('demo');
    const error = (await sandbox
      .client({ token: () => token })
      .call(endpoints.balance, {})
      .catch((e: unknown) => e)) as PlatformError;
    expect(error).toMatchObject({ kind: 'invalid-response', i18nKey: 'errors.invalid_response' });
    expect(error.message).toMatch(/^balance: field sumBalance/);
  });

  it('drops the connection, which the client reports as a network failure', async () => {
    await inject({ path, kind: 'drop' });
    await expect(countries()).rejects.toMatchObject({ kind: 'network', i18nKey: 'errors.network' });
  });

  it('never answers, and the client gives up with a timeout', async () => {
    await inject({ path, kind: 'timeout' });
    const started = performance.now();
    await expect(countries({ timeoutMs: 400 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('applies a fault to its path and method only, and is off once cleared', async () => {
    await inject({ path: '/wps/system/*', method: 'POST', kind: 'status', status: 500 });
    expect((await countries()).length).toBeGreaterThan(20);
    await inject({ path: '/wps/system/*', kind: 'status', status: 500 });
    await expect(countries()).rejects.toMatchObject({ kind: 'http' });
    const cleared = await sandbox.raw(`/sandbox/admin/faults?path=${encodeURIComponent('/wps/system/*')}`, {
      method: 'DELETE',
    });
    expect(await cleared.json()).toEqual({ success: true, value: { removed: 2 } });
    expect((await countries()).length).toBeGreaterThan(20);
  });

  it('refuses a fault rule it cannot apply', async () => {
    const response = await sandbox.raw('/sandbox/admin/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: path, kind: 'latency' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('latency needs ms'),
    });
  });
});

describe('the fault registry', () => {
  it('reads rules from settings and wears out counted ones', () => {
    const registry = new FaultRegistry(
      parseFaultRules([
        { path: '/a', kind: 'status', status: 502, times: 2 },
        { path: '/b*', kind: 'malformed' },
      ]),
    );
    expect(registry.take('GET', '/a')?.status).toBe(502);
    expect(registry.take('GET', '/a')?.status).toBe(502);
    expect(registry.take('GET', '/a')).toBeUndefined();
    expect(registry.take('POST', '/b/c')?.kind).toBe('malformed');
    expect(registry.list()).toHaveLength(1);
    expect(() => parseFaultRules({ path: 'no-slash', kind: 'drop' })).toThrow();
  });
});
