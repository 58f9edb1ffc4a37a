import { endpoints, isPlatformError, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;
const clients = new Map<string, PlatformClient>();
const payoutAccounts = new Map<string, number | string>();

const members = ['master', 'agent1', 'agent2', 'agent41', 'demo', 'player01', 'player02', 'player03'] as const;
type Member = (typeof members)[number];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  for (const username of members) {
    const token = await sandbox.login(username);
    const member = sandbox.client({ token: () => token, retries: 0 });
    clients.set(username, member);
    payoutAccounts.set(username, await sandbox.payoutAccountId(member));
  }
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const client = (username: Member) => clients.get(username)!;

function books() {
  const { db } = sandbox.ctx;
  const balances = db.prepare('SELECT COALESCE(SUM(balance_cents), 0) AS total FROM wallets').get() as {
    total: number;
  };
  const withdrawn = db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN status != 'rejected' THEN amount_cents END), 0) AS total, COUNT(*) AS count
       FROM withdrawals`,
    )
    .get() as {
    total: number;
    count: number;
  };
  const mismatched = db
    .prepare(
      `SELECT w.member_id, w.wallet, w.balance_cents, COALESCE(SUM(l.delta_cents), 0) AS ledger,
         (SELECT balance_after_cents FROM ledger x WHERE x.member_id = w.member_id AND x.wallet = w.wallet ORDER BY x.id DESC LIMIT 1) AS last
       FROM wallets w LEFT JOIN ledger l ON l.member_id = w.member_id AND l.wallet = w.wallet
       GROUP BY w.member_id, w.wallet
       HAVING ledger != w.balance_cents OR (last IS NOT NULL AND last != w.balance_cents)`,
    )
    .all();
  const credited = db
    .prepare(`SELECT COALESCE(SUM(amount_cents), 0) AS total FROM deposits WHERE status = 'credited'`)
    .get() as { total: number };
  const depositLines = db
    .prepare(`SELECT COALESCE(SUM(delta_cents), 0) AS total FROM ledger WHERE kind = 'deposit'`)
    .get() as { total: number };
  const refunds = db.prepare(`SELECT COUNT(*) AS n FROM ledger WHERE kind = 'withdrawal-refund'`).get() as {
    n: number;
  };
  const rejected = db.prepare(`SELECT COUNT(*) AS n FROM withdrawals WHERE status = 'rejected'`).get() as { n: number };
  const negative = db.prepare('SELECT COUNT(*) AS n FROM wallets WHERE balance_cents < 0').get() as { n: number };
  return {
    balances: balances.total,
    deposited: credited.total,
    refunds: refunds.n,
    rejected: rejected.n,
    /** Differs from `deposited` only if a deposit was credited twice (or credited and failed). */
    depositLines: depositLines.total,
    withdrawn: withdrawn.total,
    withdrawals: withdrawn.count,
    mismatched,
    negative: negative.n,
  };
}

/** Agents paying a direct downline (spec §6); transfers upwards go through transferUpline below. */
const transfers: [from: Member, to: Member][] = [
  ['agent1', 'demo'],
  ['agent1', 'agent41'],
  ['agent2', 'player02'],
  ['master', 'agent1'],
  ['agent41', 'player03'],
  ['agent1', 'player01'],
  ['master', 'agent2'],
];

const withdrawers: Member[] = ['demo', 'agent41', 'player02', 'player03', 'player01'];

/** Members whose brand row lets them transfer to their upline (toUpline), with that upline. */
const uplines: [member: Member, upline: Member][] = [
  ['demo', 'agent1'],
  ['player01', 'agent1'],
  ['player03', 'agent41'],
  ['agent41', 'agent1'],
];

/** Members moving money between the main wallet and a game wallet (AURORA has game wallets). */
const gamers: Member[] = ['demo', 'player01', 'player03'];

/**
 * Opens a deposit, then settles it three ways at once: the payment page pressed twice and the
 * operator's admin call, the last with a different outcome. Exactly one of them may settle it.
 */
async function settleDepositRacing(who: Member, amount: number, outcome: 'credited' | 'failed') {
  const { deposit, paymentUrl } = await client(who).call(endpoints.deposit, {
    amount,
    channel: 'bank',
    returnUrl: '/',
  });
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const press = () =>
    sandbox.raw(paymentUrl, { method: 'POST', redirect: 'manual', headers: form, body: `outcome=${outcome}` });
  const admin = () =>
    sandbox.raw('/sandbox/admin/deposits', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ depositId: deposit.depositId, status: outcome === 'credited' ? 'failed' : 'credited' }),
    });
  const answers = await Promise.all([press(), press(), admin()]);
  for (const answer of answers) expect(answer.status, paymentUrl).toBeLessThan(400);
}

/**
 * Requests a withdrawal; a rejected one is rejected twice at once (as two operators would), and
 * its amount must come back once.
 */
async function withdrawRacing(who: Member, amount: number, reject: boolean) {
  const { withdrawal } = await client(who).call(endpoints.withdraw, {
    amount,
    payoutAccountId: payoutAccounts.get(who)!,
    paymentPassword: '135790',
  });
  if (!reject) return;
  const answers = await Promise.all([
    sandbox.stepWithdrawal(withdrawal.withdrawalId, 'reject'),
    sandbox.stepWithdrawal(withdrawal.withdrawalId, 'reject'),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
}

describe('wallet consistency under concurrency', () => {
  it('keeps the sum of balances and the ledger consistent over 200 concurrent deposits, transfers, upline transfers, game-wallet moves and withdrawals', async () => {
    const before = books();
    expect(before.mismatched).toEqual([]);

    const operations = Array.from({ length: 200 }, (_, i): Promise<{ kind: string }> => {
      const who = withdrawers[i % withdrawers.length]!;
      switch (i % 7) {
        case 6:
          return settleDepositRacing(who, 100 + (i % 5) * 55.5, i % 2 === 0 ? 'credited' : 'failed').then(() => ({
            kind: 'deposit',
          }));
        case 2:
          // Some of these outrun the balance on purpose: a refusal must leave everything as it was.
          return withdrawRacing(who, 100 + (i % 5) * 350, i % 3 === 0).then(() => ({ kind: 'withdrawal' }));
        case 3: {
          const [member, upline] = uplines[i % uplines.length]!;
          return client(member)
            .call(endpoints.transferUpline, {
              uplineName: upline,
              amount: 3 + (i % 11) * 61.7,
              paymentPassword: '135790',
            })
            .then(() => ({ kind: 'upline' }));
        }
        case 4: {
          const [fromWallet, toWallet] = i % 4 === 0 ? ['MAIN', 'PG'] : ['PG', 'MAIN'];
          return client(gamers[i % gamers.length]!)
            .call(endpoints.transfer, { amount: 5 + (i % 9) * 40.05, fromWallet, toWallet })
            .then(() => ({ kind: 'game-wallet' }));
        }
        case 5:
          return client(gamers[i % gamers.length]!)
            .call(endpoints.consolidatedFunds, {})
            .then(() => ({ kind: 'consolidate' }));
        default: {
          const [from, to] = transfers[i % transfers.length]!;
          return client(from)
            .call(endpoints.transfer, { amount: 1 + (i % 13) * 97.35, toUsername: to })
            .then(() => ({ kind: 'transfer' }));
        }
      }
    });
    const results = await Promise.allSettled(operations);

    const refusals = results.filter((result) => result.status === 'rejected').map((result) => result.reason as unknown);
    for (const reason of refusals) {
      expect(isPlatformError(reason) && reason.kind, String(reason)).toBe('insufficient-funds');
    }
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const withdrawals = succeeded.filter((result) => result.value.kind === 'withdrawal');
    // Every path ran: most operations went through, and some were refused for want of funds.
    const kinds = new Set(succeeded.map((result) => result.value.kind));
    expect([...kinds].sort()).toEqual(['consolidate', 'deposit', 'game-wallet', 'transfer', 'upline', 'withdrawal']);
    expect(succeeded.length).toBeGreaterThan(100);
    expect(refusals.length).toBeGreaterThan(0);

    const after = books();
    expect(after.mismatched).toEqual([]);
    expect(after.negative).toBe(0);
    expect(after.withdrawals - before.withdrawals).toBe(withdrawals.length);
    expect(after.refunds - before.refunds).toBeGreaterThan(0);
    // Transfers move money; withdrawals not rejected take it out, credited deposits bring it in.
    expect(after.deposited).toBeGreaterThan(before.deposited);
    expect(after.depositLines - before.depositLines).toBe(after.deposited - before.deposited);
    // A rejection refunds once, however many times it was asked for.
    expect(after.refunds - before.refunds).toBe(after.rejected - before.rejected);
    expect(after.balances + (after.withdrawn - before.withdrawn) - (after.deposited - before.deposited)).toBe(
      before.balances,
    );
  }, 30_000);

  it('refuses an overdraft, an amount with fractions of a cent and a transfer outside the tree, changing nothing', async () => {
    const before = books();
    await expect(
      client('agent41').call(endpoints.transfer, { amount: 9_999_999, toUsername: 'player03' }),
    ).rejects.toMatchObject({
      kind: 'insufficient-funds',
    });
    await expect(client('demo').call(endpoints.transfer, { amount: 10, toUsername: 'player02' })).rejects.toMatchObject(
      {
        kind: 'operation-not-allowed',
      },
    );
    // The upline is reached through transferUpline only, which asks for the payment password.
    await expect(client('demo').call(endpoints.transfer, { amount: 10, toUsername: 'agent1' })).rejects.toMatchObject({
      kind: 'operation-not-allowed',
    });
    const raw = await sandbox.raw(endpoints.transfer.path, {
      method: 'POST',
      token: await sandbox.login('player01'),
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 0.001, toUsername: 'agent1' }),
    });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(books()).toEqual(before);
  });

  it('moves money between the main and a game wallet, and consolidates it back', async () => {
    const demo = client('demo');
    const { sumBalance } = await demo.call(endpoints.balance, {});
    await demo.call(endpoints.transfer, { amount: 40, fromWallet: 'MAIN', toWallet: 'PP' });
    const wallets = await demo.call(endpoints.merchantWallet, {});
    expect(wallets.isSingle).toBe(false);
    expect(wallets.wallets.find((wallet) => wallet.wallet === 'PP')?.balance).toBe(40);
    const consolidated = await demo.call(endpoints.consolidatedFunds, {});
    expect(consolidated.sumBalance).toBe(sumBalance);
    expect(consolidated.consolidated).toBeGreaterThanOrEqual(40);
    await expect(
      demo.call(endpoints.transfer, { amount: 1, fromWallet: 'MAIN', toWallet: 'NOPE' }),
    ).rejects.toMatchObject({
      kind: 'server',
      serverMessage: 'Unknown wallet: NOPE.',
    });
  });
});
