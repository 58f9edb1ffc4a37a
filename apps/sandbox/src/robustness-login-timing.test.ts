/**
 * The hostile-input suite, login timing: a login with a username that does not exist takes as
 * long as one with a wrong password (the median of 50 each within 20 %), so the time of the answer
 * does not tell which usernames exist.
 */
import { endpoints } from '@lobbykit/platform';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from './rate-limits.ts';
import { verifyNobody } from './services/passwords.ts';
import { failure, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;

beforeAll(async () => {
  // 100 wrong passwords for one username: past its lock (rate-limits.ts), which is not measured here.
  sandbox = await startTestSandbox({ rateLimits: { ...defaultRateLimits, loginFailuresPerAccount: 1_000 } });
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const ROUNDS = 50;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};

describe('login timing', () => {
  it('refuses nobody’s password after a full scrypt', async () => {
    const started = performance.now();
    expect(await verifyNobody('Demo1234')).toBe(false);
    expect(await verifyNobody('')).toBe(false);
    // scrypt at the stored cost takes milliseconds, a string comparison microseconds.
    expect(performance.now() - started).toBeGreaterThan(2);
  });

  it('takes as long for an unknown username as for a wrong password (median of 50 each)', async () => {
    const guest = sandbox.client();
    const attempt = async (username: string) => {
      // Three wrong passwords ask for a captcha, which is answered before any hashing: start afresh.
      sandbox.ctx.db.prepare('UPDATE members SET failed_logins = 0').run();
      const started = performance.now();
      const refusal = await failure(
        guest.call(endpoints.login, { type: 'username', username, password: 'Wrong1234', loginDeviceId: 'timing' }),
      );
      const took = performance.now() - started;
      expect(refusal.kind).toBe('invalid-credentials');
      return took;
    };
    // Warm both paths (the envelope key, nobody's hash), then alternate so load falls on both alike.
    await attempt('demo');
    await attempt('nobody-here');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      known.push(await attempt('demo'));
      unknown.push(await attempt(`nobody${round}`));
    }
    const [wrongPassword, unknownName] = [median(known), median(unknown)];
    const difference = Math.abs(wrongPassword - unknownName) / Math.max(wrongPassword, unknownName);
    expect(difference, `wrong password ${wrongPassword} ms, unknown name ${unknownName} ms`).toBeLessThan(0.2);
  }, 180_000);
});
