/**
 * The hostile-input suite, admin calls: every /sandbox/admin route refuses a request a browser
 * marks as from another site (Sec-Fetch-Site, Origin) and a change not sent as JSON; tools pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const routes = [
  ['GET', ''],
  ['GET', '/sms'],
  ['GET', '/emails'],
  ['GET', '/deposits'],
  ['GET', '/faults'],
  ['POST', '/system-status'],
  ['POST', '/faults'],
  ['DELETE', '/faults'],
  ['POST', '/visitors'],
  ['DELETE', '/visitors'],
  ['POST', '/feedback'],
  ['POST', '/deposits'],
  ['POST', '/withdrawals'],
  ['POST', '/turnover'],
  ['POST', '/rewards'],
  ['POST', '/activities'],
  ['POST', '/clock'],
] as const;

const send = (method: string, path: string, headers: Record<string, string>) =>
  fetch(`${sandbox.url}/sandbox/admin${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: method === 'POST' ? '{}' : undefined,
  });

describe('admin calls', () => {
  it.each(routes)('%s %s refuses another site', async (method, path) => {
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' } as Record<string, string>,
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
    ]) {
      const response = await send(method, path, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, code: 'OPERATION_NOT_ALLOWED' });
    }
  });

  it.each(routes.filter(([method]) => method === 'POST'))('%s %s refuses a form post', async (method, path) => {
    const response = await send(method, path, { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(403);
  });

  it.each(routes)('%s %s answers a tool, and the sandbox’s own page', async (method, path) => {
    for (const headers of [
      {} as Record<string, string>,
      { 'Sec-Fetch-Site': 'same-origin', Origin: sandbox.url },
      { 'Sec-Fetch-Site': 'none' },
    ]) {
      const response = await send(method, path, headers);
      expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).not.toBe(403);
    }
  });
});
