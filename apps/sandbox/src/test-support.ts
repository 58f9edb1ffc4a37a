/** Starting a throwaway sandbox for a test file, and clients that talk to it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  allowPlatformSitePaths,
  createPlatformClient,
  endpoints,
  isPlatformError,
  type PlatformClient,
  type PlatformClientOptions,
  type PlatformError,
} from '@lobbykit/platform';
import { vi } from 'vitest';
import { startSandbox, type RunningSandbox } from './server.ts';
import { TEST_CAPTCHA, type SandboxSettings } from './settings.ts';

// The sandbox names its images, games and payment pages as paths on the site's origin: the test
// clients read them as a sandbox build of the site does (packages/platform/src/safe-url.ts).
allowPlatformSitePaths(true);

export interface TestSandbox extends RunningSandbox {
  /** A client of one brand; `token` is read on every call. */
  client(
    options?: Partial<PlatformClientOptions> & { token?: () => string | null },
  ): ReturnType<typeof createPlatformClient>;
  /** Signs in with a password and returns the session token. */
  /** Signs in; `captcha` answers the test-mode captcha first, for a brand that asks for one (JADE). */
  login(username: string, options?: { merchant?: string; password?: string; captcha?: boolean }): Promise<string>;
  /** A raw request, for what the client would never send. */
  raw(path: string, init?: RequestInit & { merchant?: string; token?: string }): Promise<Response>;
  /** Opens a deposit for a signed-in member and settles it as the payment provider would. */
  deposit(client: PlatformClient, amount: number, channel?: string): Promise<number>;
  /** The member's first payout account (every seeded real account has a bank account). */
  payoutAccountId(client: PlatformClient): Promise<number | string>;
  /** Moves a withdrawal request on as the operator would: process, pay or reject. */
  stepWithdrawal(withdrawalId: number | string, step: 'process' | 'pay' | 'reject'): Promise<Response>;
  /**
   * Real-money rounds of a PG slot, as the demo game's page plays them: each a settled bet of 10.
   * Answers each round's result (`stakeCents`, `payoutCents`, …).
   */
  spinSlot(client: PlatformClient, rounds?: number): Promise<{ stakeCents: number; payoutCents: number }[]>;
  /** Moves the sandbox's clock. */
  advance(ms: number): void;
  dispose(): Promise<void>;
}

export const DEMO_PASSWORD = 'Demo1234';
export const FAST_PASSWORD_COST = { N: 2 ** 14, r: 8, p: 1 };

/** For the hook that starts a sandbox: seeding takes a few seconds, more on a busy machine. */
/** The refusal a call ends in; a call that succeeds fails the test. */
export async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const reason: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isPlatformError(reason)) throw new Error(`expected a refusal, got ${String(reason)}`);
  return reason;
}

export const SANDBOX_START_TIMEOUT = 60_000;

// Each test makes real HTTP calls (and hashes passwords): allow for a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

export async function startTestSandbox(settings: Partial<SandboxSettings> = {}): Promise<TestSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'lobbykit-sandbox-'));
  let offset = 0;
  const sandbox = await startSandbox({
    port: 0,
    dbFile: join(dir, 'sandbox.sqlite'),
    // scrypt at 2^14, not OWASP's 2^17: dozens of logins per file on a busy machine (passwords.ts).
    settings: {
      testMode: true,
      log: () => {},
      now: () => Date.now() + offset,
      passwordCost: FAST_PASSWORD_COST,
      ...settings,
    },
  });
  const client: TestSandbox['client'] = (options = {}) =>
    createPlatformClient({
      baseUrl: sandbox.url,
      merchant: 'AURORA',
      language: () => 'EN',
      retryDelayMs: 5,
      timeoutMs: 10_000,
      ...options,
    });
  return {
    ...sandbox,
    client,
    async login(username, { merchant = 'AURORA', password = DEMO_PASSWORD, captcha = false } = {}) {
      const guest = client({ merchant });
      if (captcha) await guest.call(endpoints.captcha, {});
      const session = await guest.call(endpoints.login, {
        type: 'username',
        username,
        password,
        loginDeviceId: `test-device-${username}`,
        ...(captcha ? { captcha: TEST_CAPTCHA } : {}),
      });
      return session.token;
    },
    raw(path, { merchant = 'AURORA', token, headers, ...init } = {}) {
      return fetch(`${sandbox.url}${path}`, {
        ...init,
        headers: {
          Merchant: merchant,
          Device: 'web',
          Language: 'EN',
          ...(token ? { Authorization: token } : {}),
          ...headers,
        },
      });
    },
    async deposit(member, amount, channel = 'bank') {
      const { deposit } = await member.call(endpoints.deposit, { amount, channel, returnUrl: '/' });
      const settled = await fetch(`${sandbox.url}/sandbox/admin/deposits`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ depositId: deposit.depositId, status: 'credited' }),
      });
      if (!settled.ok) throw new Error(`deposit ${deposit.depositId} not settled: ${settled.status}`);
      return Number(deposit.depositId);
    },
    async payoutAccountId(member) {
      const [account] = (await member.call(endpoints.payoutAccounts, {})).accounts;
      if (!account) throw new Error('no payout account');
      return account.accountId;
    },
    stepWithdrawal(withdrawalId, step) {
      return fetch(`${sandbox.url}/sandbox/admin/withdrawals`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ withdrawalId, step }),
      });
    },
    async spinSlot(member, rounds = 1) {
      const { content } = await member.call(endpoints.launchGame, {
        launchMode: 'GLS',
        vassalage: 'PG',
        gameType: 'RNG',
        accountType: 1,
        language: 'EN',
      });
      const results = [];
      for (let round = 0; round < rounds; round++) {
        const response = await fetch(`${sandbox.url}${content.game_url}/spin`, { method: 'POST' });
        if (!response.ok) throw new Error(`spin answered ${response.status}`);
        results.push((await response.json()) as { stakeCents: number; payoutCents: number });
      }
      return results;
    },
    advance(ms) {
      offset += ms;
    },
    async dispose() {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
