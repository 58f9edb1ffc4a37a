/**
 * The hostile-input suite, passwords: stored with scrypt at OWASP's minimum cost, parameters in the
 * hash, and a hash of lower cost stored again at today's cost on the next right login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from './services/passwords.ts';
import { DEMO_PASSWORD, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;

beforeAll(async () => {
  // The real cost here, not the other tests' faster one.
  sandbox = await startTestSandbox({ passwordCost: PASSWORD_COST });
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const storedHash = (username: string) =>
  (
    sandbox.ctx.db
      .prepare(`SELECT password_hash FROM members WHERE merchant = 'AURORA' AND username = ?`)
      .get(username) as { password_hash: string }
  ).password_hash;

describe('password storage', () => {
  it('hashes at N=2^17, r=8, p=1 and says so in the hash', async () => {
    expect(PASSWORD_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    const hash = await hashPassword('Demo1234');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('Demo1234', hash)).toBe(true);
    expect(await verifyPassword('Demo12345', hash)).toBe(false);
  });

  it('seeds the demo accounts at that cost', () => {
    expect(storedHash('demo')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('takes a cheaper hash as needing a rehash, and refuses one asking for absurd memory', async () => {
    const cheap = await hashPassword('Demo1234', { N: 2 ** 14, r: 8, p: 1 });
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash('bcrypt$whatever')).toBe(true);
    expect(await verifyPassword('Demo1234', cheap)).toBe(true);
    const absurd = cheap.replace(/^scrypt\$16384\$/, 'scrypt$1073741824$');
    expect(await verifyPassword('Demo1234', absurd)).toBe(false);
  });

  it('stores a cheaper hash again at today’s cost on the next right login, and only then', async () => {
    const cheap = await hashPassword(DEMO_PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
    sandbox.ctx.db.prepare(`UPDATE members SET password_hash = ? WHERE username = 'player05'`).run(cheap);
    // A wrong password changes nothing.
    await expect(sandbox.login('player05', { password: 'Wrong1234' })).rejects.toThrow();
    expect(storedHash('player05')).toBe(cheap);
    await sandbox.login('player05');
    const rehashed = storedHash('player05');
    expect(rehashed).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, rehashed)).toBe(true);
    await sandbox.login('player05');
    expect(storedHash('player05')).toBe(rehashed);
  });
});
