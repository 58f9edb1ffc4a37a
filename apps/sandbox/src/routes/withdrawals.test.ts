import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

async function member(username: string, merchant = 'AURORA') {
  const token = await sandbox.login(username, { merchant, captcha: merchant === 'JADE' });
  return sandbox.client({ merchant, token: () => token, retries: 0 });
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const image = (bytes: number[], type = 'png', size = 64) =>
  `data:image/${type};base64,${Buffer.concat([Buffer.from(bytes), Buffer.alloc(size)]).toString('base64')}`;
const png = image(PNG);
const jpeg = image([0xff, 0xd8, 0xff, 0xe0], 'jpeg');

/** Requests a withdrawal to the member's first payout account and has the operator pay it. */
async function paidWithdrawal(client: PlatformClient, amount: number) {
  const payoutAccountId = await sandbox.payoutAccountId(client);
  const { withdrawal } = await client.call(endpoints.withdraw, { amount, payoutAccountId, paymentPassword: '135790' });
  expect((await sandbox.stepWithdrawal(withdrawal.withdrawalId, 'pay')).status).toBe(200);
  return withdrawal.withdrawalId;
}

const statusOf = async (client: PlatformClient, withdrawalId: number | string) =>
  (await client.call(endpoints.withdrawals, { pageSize: 100 })).list.find((item) => item.withdrawalId === withdrawalId);

describe('payout accounts', () => {
  it('lists the seeded bank account and e-wallet with masked numbers, adds and removes one', async () => {
    const demo = await member('demo');
    const { accounts, channels } = await demo.call(endpoints.payoutAccounts, {});
    expect(accounts.map((account) => [account.channel, account.type, account.payeeName])).toEqual([
      ['bank', 'bank', 'Juan Cruz'],
      ['gcash', 'e-wallet', 'Juan Cruz'],
    ]);
    expect(accounts[1]!.accountNumber).toBe('*******4567');
    expect(channels.map((channel) => channel.code)).toEqual(['bank', 'gcash', 'maya']);

    const added = await demo.call(endpoints.addPayoutAccount, {
      channel: 'maya',
      accountNumber: '0917-555 0101',
      payeeName: 'Juan Dela Cruz',
    });
    expect(added).toMatchObject({ type: 'e-wallet', accountNumber: '*******0101', payeeName: 'Juan Dela Cruz' });
    expect(
      await failure(
        demo.call(endpoints.addPayoutAccount, {
          channel: 'maya',
          accountNumber: '09175550101',
          payeeName: 'Juan Cruz',
        }),
      ),
    ).toMatchObject({ serverMessage: 'This account is already on your list.' });
    expect(await demo.call(endpoints.removePayoutAccount, { accountId: added.accountId })).toEqual({
      removed: added.accountId,
    });
    expect((await demo.call(endpoints.payoutAccounts, {})).accounts).toHaveLength(2);
    expect(
      await failure(
        demo.call(endpoints.withdraw, { amount: 100, payoutAccountId: added.accountId, paymentPassword: '135790' }),
      ),
    ).toMatchObject({ serverMessage: 'Choose one of your payout accounts.' });
  });

  it.each([
    [{ channel: 'paypal' }, 'Choose one of the payout channels on offer.'],
    [{ accountNumber: '12345' }, 'The account number must be 6 to 24 digits.'],
    [{ accountNumber: '1234-abcd-5678' }, 'The account number must be 6 to 24 digits.'],
    [{ payeeName: 'J' }, 'Payee name must be 2 to 40 characters.'],
  ])('refuses %j', async (change, message) => {
    const client = await member('player04');
    const input = { channel: 'bank', accountNumber: '001122334455', payeeName: 'Paolo Santos', ...change };
    const refusal = await failure(client.call(endpoints.addPayoutAccount, input));
    expect(refusal.serverMessage).toMatch(message.replace(/ must be .*/, ''));
  });

  it('keeps the payee name to the brand’s register rule: two words on JADE', async () => {
    const jade = await member('player02', 'JADE');
    const add = (payeeName: string) =>
      jade.call(endpoints.addPayoutAccount, { channel: 'gcash', accountNumber: '09170000002', payeeName });
    expect((await failure(add('Marco'))).kind).toBe('server');
    expect((await failure(add('Marco Antonio Reyes'))).kind).toBe('server');
    expect((await add('Marco Reyes')).payeeName).toBe('Marco Reyes');
  });

  it('keeps at most five', async () => {
    const client = await member('player06');
    for (let n = 1; n <= 4; n++) {
      await client.call(endpoints.addPayoutAccount, {
        channel: 'bank',
        accountNumber: `55500000${n}`,
        payeeName: 'Rico Santos',
      });
    }
    const sixth = client.call(endpoints.addPayoutAccount, {
      channel: 'bank',
      accountNumber: '555000009',
      payeeName: 'Rico Santos',
    });
    expect(await failure(sixth)).toMatchObject({ kind: 'quota-exceeded' });
  });
});

describe('a withdrawal request', () => {
  it('checks the channel’s limits, the payment password, and whether one is set at all', async () => {
    const demo = await member('demo');
    const { accounts } = await demo.call(endpoints.payoutAccounts, {});
    const [bank, gcash] = accounts;
    const ask = (amount: number, payoutAccountId = gcash!.accountId, paymentPassword = '135790') =>
      demo.call(endpoints.withdraw, { amount, payoutAccountId, paymentPassword });
    expect(await failure(ask(20_001))).toMatchObject({ serverMessage: 'The amount must be between 100 and 20000.' });
    expect(await failure(ask(99, bank!.accountId))).toMatchObject({
      serverMessage: 'The amount must be between 100 and 50000.',
    });
    expect(await failure(ask(100, bank!.accountId, '000000'))).toMatchObject({ kind: 'invalid-credentials' });
    expect(await failure(ask(40_000, bank!.accountId))).toMatchObject({ kind: 'insufficient-funds' });

    const nopaypass = await member('nopaypass');
    expect(await nopaypass.call(endpoints.withdrawalRequirements, {})).toMatchObject({ hasPaymentPassword: false });
    expect(
      await failure(nopaypass.call(endpoints.withdraw, { amount: 100, payoutAccountId: 1, paymentPassword: '135790' })),
    ).toMatchObject({ kind: 'operation-not-allowed', serverMessage: 'No payment password is set yet: set one first.' });
  });

  it('refuses while turnover is owed, saying how much is left, until it is played', async () => {
    const client = await member('player09');
    expect(await client.call(endpoints.withdrawalRequirements, {})).toMatchObject({
      turnoverRequired: 2_000,
      turnoverDone: 0,
      turnoverRemaining: 2_000,
      hasPaymentPassword: true,
      confirmMinutes: 30,
    });
    const payoutAccountId = await sandbox.payoutAccountId(client);
    const ask = () => client.call(endpoints.withdraw, { amount: 500, payoutAccountId, paymentPassword: '135790' });
    expect(await failure(ask())).toMatchObject({
      kind: 'operation-not-allowed',
      serverMessage: 'Play 2,000.00 more in turnover before withdrawing.',
      serverValue: { turnoverRemaining: 2_000 },
    });
    await sandbox.raw('/sandbox/admin/turnover', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'player09', done: 1_999.5 }),
    });
    expect(await failure(ask())).toMatchObject({ serverMessage: 'Play 0.50 more in turnover before withdrawing.' });
    await sandbox.raw('/sandbox/admin/turnover', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'player09', done: 2_000 }),
    });
    expect((await ask()).withdrawal.status).toBe('pending');
  });

  it('takes the money when requested, and gives it back once if rejected', async () => {
    const client = await member('player08');
    const start = (await client.call(endpoints.balance, {})).sumBalance;
    const payoutAccountId = await sandbox.payoutAccountId(client);
    const { withdrawal, sumBalance } = await client.call(endpoints.withdraw, {
      amount: 300,
      payoutAccountId,
      paymentPassword: '135790',
    });
    expect(withdrawal).toMatchObject({
      status: 'pending',
      paidAt: null,
      payoutAccount: { accountId: payoutAccountId },
    });
    expect(sumBalance).toBe(start - 300);
    expect((await sandbox.stepWithdrawal(withdrawal.withdrawalId, 'process')).status).toBe(200);
    expect((await statusOf(client, withdrawal.withdrawalId))?.status).toBe('processing');
    expect((await sandbox.stepWithdrawal(withdrawal.withdrawalId, 'reject')).status).toBe(200);
    expect((await sandbox.stepWithdrawal(withdrawal.withdrawalId, 'reject')).status).toBe(409);
    expect((await sandbox.stepWithdrawal(withdrawal.withdrawalId, 'pay')).status).toBe(409);
    expect((await client.call(endpoints.balance, {})).sumBalance).toBe(start);
    expect((await client.call(endpoints.messages, { pageSize: 1 })).list[0]).toMatchObject({
      template: 'withdrawal-rejected',
    });
  });

  it('moves on by itself on the automatic path, when it is on', async () => {
    const client = await member('player12');
    const payoutAccountId = await sandbox.payoutAccountId(client);
    const { withdrawal } = await client.call(endpoints.withdraw, {
      amount: 100,
      payoutAccountId,
      paymentPassword: '135790',
    });
    sandbox.advance(60_000);
    expect((await statusOf(client, withdrawal.withdrawalId))?.status).toBe('pending');
    sandbox.ctx.settings.autoPayoutSeconds = 20;
    try {
      expect((await statusOf(client, withdrawal.withdrawalId))?.status).toBe('paid');
      const paid = await statusOf(client, withdrawal.withdrawalId);
      expect(paid!.paidAt).toBe(withdrawal.appliedAt + 40_000);
      expect(paid!.confirmBefore).toBe(withdrawal.appliedAt + 40_000 + 30 * 60_000);
      expect((await client.call(endpoints.messages, { pageSize: 1 })).list[0]).toMatchObject({
        template: 'withdrawal-approved',
      });
    } finally {
      sandbox.ctx.settings.autoPayoutSeconds = undefined;
    }
  });

  it('keeps trial accounts out', async () => {
    const trial = await sandbox.client().call(endpoints.freePlay, { loginDeviceId: 'withdrawals-test' });
    const client = sandbox.client({ token: () => trial.token });
    expect(
      await failure(client.call(endpoints.withdraw, { amount: 100, payoutAccountId: 1, paymentPassword: '135790' })),
    ).toMatchObject({ kind: 'real-account-needed' });
  });
});

describe('confirming a payout', () => {
  it('offers the demo account a seeded payout awaiting confirmation, and takes received', async () => {
    const demo = await member('demo');
    const { list } = await demo.call(endpoints.withdrawals, { pageSize: 50 });
    const awaiting = list.filter((item) => item.status === 'paid');
    expect(awaiting.length).toBeGreaterThanOrEqual(2);
    expect(awaiting[0]!.confirmBefore).toBeGreaterThan(Date.now() + 24 * 60 * 60_000);
    expect(
      await demo.call(endpoints.confirmWithdrawal, { withdrawalId: awaiting[0]!.withdrawalId, result: 'received' }),
    ).toMatchObject({ status: 'received', amountReceived: 300, remainingAmount: 0 });
  });

  it('records partly received with how much, and never touches the balance', async () => {
    const client = await member('player01');
    const id = await paidWithdrawal(client, 200);
    const { sumBalance } = await client.call(endpoints.balance, {});
    expect(
      (await failure(client.call(endpoints.confirmWithdrawal, { withdrawalId: id, result: 'partly-received' })))
        .serverMessage,
    ).toBeTruthy();
    expect(
      await failure(
        client.call(endpoints.confirmWithdrawal, { withdrawalId: id, result: 'partly-received', amountReceived: 200 }),
      ),
    ).toMatchObject({ kind: 'server' });
    expect(
      await client.call(endpoints.confirmWithdrawal, {
        withdrawalId: id,
        result: 'partly-received',
        amountReceived: 120,
      }),
    ).toMatchObject({ status: 'partly-received', amountReceived: 120, remainingAmount: 80 });
    expect(
      await failure(client.call(endpoints.confirmWithdrawal, { withdrawalId: id, result: 'received' })),
    ).toMatchObject({ kind: 'operation-not-allowed' });
    expect((await client.call(endpoints.balance, {})).sumBalance).toBe(sumBalance);
  });

  it('takes not received only with a remark of at most 140 characters and 1–3 png or jpg proofs of 5 MB at most', async () => {
    const client = await member('player03');
    const id = await paidWithdrawal(client, 150);
    const report = (remark: string | undefined, proofImages: string[]) =>
      client.call(endpoints.confirmWithdrawal, { withdrawalId: id, result: 'not-received', remark, proofImages });
    const refusals: [string | undefined, string[], string][] = [
      [undefined, [png], 'Say what happened to the payout (at most 140 characters).'],
      ['   ', [png], 'Say what happened to the payout (at most 140 characters).'],
      ['Nothing came', [], 'Attach at least one proof image.'],
      ['Nothing came', [image([0x47, 0x49, 0x46, 0x38])], 'Proof images must be PNG or JPG files.'],
      ['Nothing came', ['data:image/png;base64,not base64!'], 'Proof images must be PNG or JPG files.'],
      ['Nothing came', [image(PNG, 'png', 5 * 1024 * 1024)], 'Each proof image may be at most 5 MB.'],
    ];
    for (const [remark, proofs, message] of refusals) {
      expect((await failure(report(remark, proofs))).serverMessage, message).toBe(message);
    }
    // Too long a remark or a fourth image never leaves the client; the server refuses them too.
    expect((await failure(report('🙂'.repeat(141), [png]))).kind).toBe('invalid-request');
    const raw = await sandbox.raw(endpoints.confirmWithdrawal.path, {
      method: 'POST',
      token: await sandbox.login('player03'),
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ withdrawalId: id, result: 'not-received', remark: 'x'.repeat(141), proofImages: [png] }),
    });
    expect(await raw.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect((await failure(report('Nothing came', [png, png, png, png]))).kind).toBe('invalid-request');
    const disputed = await report('🙂'.repeat(140), [png, jpeg, image(PNG, 'png', 5 * 1024 * 1024 - PNG.length)]);
    expect(disputed).toMatchObject({ status: 'not-received', amountReceived: 0, remark: '🙂'.repeat(140) });
    expect(disputed.proofIds).toHaveLength(3);

    const second = await client.call(endpoints.withdrawalProof, { proofId: disputed.proofIds[1]! });
    expect(second.image).toBe(jpeg);
    const stranger = await member('player05');
    expect(await failure(stranger.call(endpoints.withdrawalProof, { proofId: disputed.proofIds[0]! }))).toMatchObject({
      serverMessage: 'No such proof image.',
    });
  });

  it('counts a payout nobody confirmed in time as received, and refuses a late confirmation', async () => {
    const client = await member('player10');
    await sandbox.deposit(client, 500, 'maya');
    const id = await paidWithdrawal(client, 100);
    sandbox.advance(31 * 60_000);
    expect((await statusOf(client, id))?.status).toBe('forced');
    expect(
      await failure(client.call(endpoints.confirmWithdrawal, { withdrawalId: id, result: 'received' })),
    ).toMatchObject({ kind: 'operation-not-allowed' });
  });
});
