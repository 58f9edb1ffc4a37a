import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
const as = new Map<string, PlatformClient>();

beforeAll(async () => {
  sandbox = await startTestSandbox();
  for (const username of ['demo', 'agent1', 'player02', 'nopaypass']) {
    const token = await sandbox.login(username);
    as.set(username, sandbox.client({ token: () => token, retries: 0 }));
  }
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const client = (username: string) => as.get(username)!;
const day = 86_400_000;

describe('my wallet', () => {
  it('lists one wallet on a single-wallet brand and refuses to move money between wallets there', async () => {
    const token = await sandbox.login('demo', { merchant: 'JADE', captcha: true });
    const jade = sandbox.client({ merchant: 'JADE', token: () => token, retries: 0 });
    const wallets = await jade.call(endpoints.merchantWallet, {});
    expect(wallets.isSingle).toBe(true);
    expect(wallets.wallets.map((wallet) => wallet.wallet)).toEqual(['MAIN']);
    await expect(
      jade.call(endpoints.transfer, { amount: 1, fromWallet: 'MAIN', toWallet: 'PG' }),
    ).rejects.toMatchObject({ kind: 'operation-not-allowed' });
  });
});

describe('transfer to upline', () => {
  it('names the upline and moves the amount to it, once the payment password is right', async () => {
    const upline = await client('demo').call(endpoints.upline, {});
    expect(upline).toMatchObject({ uplineName: 'agent1', hasPaymentPassword: true });
    const before = (await client('agent1').call(endpoints.balance, {})).sumBalance;

    const done = await client('demo').call(endpoints.transferUpline, {
      uplineName: 'AGENT1 ',
      amount: 10.25,
      paymentPassword: '135790',
    });
    expect(done.uplineName).toBe('agent1');
    expect(done.sumBalance).toBeCloseTo(upline.sumBalance - 10.25, 2);
    expect((await client('agent1').call(endpoints.balance, {})).sumBalance).toBeCloseTo(before + 10.25, 2);
  });

  it('tells a wrong payment password from none set, and refuses a name that is not the upline', async () => {
    const send = (who: string, uplineName: string, paymentPassword: string) =>
      client(who).call(endpoints.transferUpline, { uplineName, amount: 1, paymentPassword });
    await expect(send('demo', 'agent1', '000000')).rejects.toMatchObject({
      kind: 'invalid-credentials',
      serverMessage: 'The payment password is incorrect.',
    });
    await expect(send('demo', 'master', '135790')).rejects.toMatchObject({
      serverMessage: 'That is not the name of your upline.',
    });
    expect(await client('nopaypass').call(endpoints.upline, {})).toMatchObject({ hasPaymentPassword: false });
    await expect(send('nopaypass', 'agent2', '135790')).rejects.toMatchObject({
      kind: 'operation-not-allowed',
      serverMessage: 'No payment password is set yet: set one first.',
    });
    // player02's brand row keeps them from transferring upwards (toUpline off).
    expect((await client('player02').call(endpoints.upline, {})).uplineName).toBeNull();
    await expect(send('player02', 'agent2', '135790')).rejects.toMatchObject({ kind: 'operation-not-allowed' });
    await expect(
      client('demo').call(endpoints.transferUpline, { uplineName: 'agent1', amount: 1, paymentPassword: '12345' }),
    ).rejects.toMatchObject({ kind: 'invalid-request' });
  });
});

describe('account record', () => {
  it('pages the ledger newest first, with totals for the whole range whatever the page', async () => {
    const now = Date.now();
    const range = { from: now - 30 * day, to: now + day };
    const all = await client('demo').call(endpoints.transactionHistory, { ...range, pageSize: 100 });
    expect(all.total).toBe(all.list.length);
    const times = all.list.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const sum = (sign: 1 | -1) =>
      all.list.filter((entry) => Math.sign(entry.amount) === sign).reduce((total, entry) => total + entry.amount, 0);
    expect(all.totals.in).toBeCloseTo(sum(1), 2);
    expect(all.totals.out).toBeCloseTo(-sum(-1), 2);
    expect(all.totals.net).toBeCloseTo(all.totals.in - all.totals.out, 2);

    const page2 = await client('demo').call(endpoints.transactionHistory, { ...range, pageNo: 2, pageSize: 2 });
    expect(page2.list.map((entry) => entry.id)).toEqual(all.list.slice(2, 4).map((entry) => entry.id));
    expect(page2.totals).toEqual(all.totals);
    expect(page2.totalPages).toBe(Math.ceil(all.total / 2));
  });

  it('filters by type and by date, and refuses a reversed range', async () => {
    const now = Date.now();
    const deposits = await client('demo').call(endpoints.transactionHistory, {
      from: now - 30 * day,
      to: now,
      type: 'deposit',
    });
    // The seed's three deposits, at 10, 5 and 1 day ago.
    expect(deposits.list.map((entry) => [entry.type, entry.kind, entry.amount])).toEqual([
      ['deposit', 'deposit', 500],
      ['deposit', 'deposit', 2_000],
      ['deposit', 'deposit', 1_000],
    ]);
    expect(deposits.totals).toEqual({ in: 3_500, out: 0, net: 3_500 });
    const lastWeek = await client('demo').call(endpoints.transactionHistory, {
      from: now - 7 * day,
      to: now,
      type: 'deposit',
    });
    expect(lastWeek.total).toBe(2);
    const transfers = await client('demo').call(endpoints.transactionHistory, {
      from: now - day,
      to: now + day,
      type: 'transfer',
    });
    expect(transfers.list.every((entry) => entry.kind.startsWith('transfer-'))).toBe(true);
    await expect(client('demo').call(endpoints.transactionHistory, { from: now, to: now - day })).rejects.toMatchObject(
      { serverMessage: 'The start of the date range must come before its end.' },
    );
  });
});
