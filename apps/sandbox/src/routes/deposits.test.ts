import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
let member: PlatformClient;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const token = await sandbox.login('player05');
  member = sandbox.client({ token: () => token, retries: 0 });
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const returnUrl = '/?centre=member&page=depositv2';

/** What the admin calls answer. */
interface Admin<Value> {
  success: boolean;
  value: Value;
}
const balance = async () => (await member.call(endpoints.balance, {})).sumBalance;
const unread = () => member.call(endpoints.unreadCount, {});

/** Presses one of the payment page's buttons, as the browser's form would send it. */
const press = (paymentUrl: string, outcome: string) =>
  sandbox.raw(paymentUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
  });

const statusOf = async (depositId: number | string) =>
  (await member.call(endpoints.deposits, { pageSize: 100 })).list.find((item) => item.depositId === depositId)?.status;

describe('deposit channels', () => {
  it('offers the brand’s channels, each with limits, fee and preset amounts', async () => {
    const { channels } = await member.call(endpoints.depositChannels, {});
    expect(channels.map((channel) => [channel.code, channel.type])).toEqual([
      ['bank', 'bank'],
      ['gcash', 'e-wallet'],
      ['maya', 'e-wallet'],
      ['usdt', 'other'],
      ['card', 'other'],
    ]);
    for (const channel of channels) {
      expect(channel.presets.every((preset) => preset >= channel.min && preset <= channel.max)).toBe(true);
    }
  });

  it('checks the channel’s own limits and the channel itself', async () => {
    await expect(member.call(endpoints.deposit, { amount: 400, channel: 'usdt', returnUrl })).rejects.toMatchObject({
      serverMessage: 'The amount must be between 500 and 100000.',
    });
    await expect(member.call(endpoints.deposit, { amount: 400, channel: 'cash', returnUrl })).rejects.toMatchObject({
      serverMessage: 'Invalid request: channel must be one of bank, gcash, maya, usdt, card.',
    });
  });

  it.each([
    'https://evil.example/',
    '//evil.example/back',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://aurora.example.evil.example/',
    'https://user:pw@aurora.example/',
    'ftp://aurora.example/',
    'not a url',
  ])('refuses to send the player back to %j', async (address) => {
    await expect(
      member.call(endpoints.deposit, { amount: 100, channel: 'bank', returnUrl: address }),
    ).rejects.toMatchObject({ kind: 'invalid-url' });
  });

  it.each(['/wallet?x=1', 'https://aurora.example/back', 'https://m.aurora-alt.example/', 'http://localhost:4173/'])(
    'sends the player back to %j',
    async (address) => {
      const { deposit } = await member.call(endpoints.deposit, { amount: 100, channel: 'bank', returnUrl: address });
      expect(deposit.status).toBe('pending');
    },
  );
});

describe('the simulated payment page', () => {
  it('keeps a deposit pending, with the balance untouched, until the page completes it, once', async () => {
    const before = await balance();
    const messages = await unread();
    const opened = await member.call(endpoints.deposit, { amount: 1_234.5, channel: 'card', returnUrl });
    expect(opened.deposit).toMatchObject({ amount: 1_234.5, fee: 15, status: 'pending', settledAt: null });
    expect(opened.paymentUrl).toMatch(/^\/wps\/sandbox\/pay\/[\w-]{20,}$/);
    expect(await balance()).toBe(before);

    const page = await sandbox.raw(opened.paymentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Debit or credit card');
    expect(html).toContain('1,234.50');
    expect(html).toContain('1,249.50');
    expect(html).toContain('value="credited"');

    const later = await press(opened.paymentUrl, 'pending');
    expect(later.status).toBe(303);
    const { depositId } = opened.deposit;
    expect(later.headers.get('Location')).toBe(`/?centre=member&page=depositv2&deposit=${depositId}&status=pending`);
    expect(await statusOf(depositId)).toBe('pending');

    const pressTwice = await Promise.all([press(opened.paymentUrl, 'credited'), press(opened.paymentUrl, 'credited')]);
    for (const answer of pressTwice) expect(answer.headers.get('Location')).toMatch(/&status=credited$/);
    expect(await press(opened.paymentUrl, 'failed').then((answer) => answer.headers.get('Location'))).toMatch(
      /&status=credited$/,
    );
    expect(await balance()).toBeCloseTo(before + 1_234.5, 2);
    expect(await unread()).toBe(messages + 1);
    const { list } = await member.call(endpoints.messages, { pageSize: 1 });
    expect(list[0]).toMatchObject({ template: 'deposit-credited', title: 'Deposit credited' });
    expect(await sandbox.raw(opened.paymentUrl).then((answer) => answer.text())).not.toContain('value="credited"');

    const record = await member.call(endpoints.transactionHistory, {
      from: Date.now() - 60_000,
      to: Date.now() + 60_000,
      type: 'deposit',
    });
    expect(record.list.filter((line) => line.reference === `D${depositId}`)).toHaveLength(1);
  });

  it('fails a deposit without money and says so in the inbox', async () => {
    const before = await balance();
    const opened = await member.call(endpoints.deposit, {
      amount: 300,
      channel: 'gcash',
      returnUrl: 'https://aurora.example/back#top',
    });
    const failed = await press(opened.paymentUrl, 'failed');
    expect(failed.headers.get('Location')).toBe(
      `https://aurora.example/back?deposit=${opened.deposit.depositId}&status=failed#top`,
    );
    expect(await statusOf(opened.deposit.depositId)).toBe('failed');
    expect(await balance()).toBe(before);
    const { list } = await member.call(endpoints.messages, { pageSize: 1 });
    expect(list[0]).toMatchObject({ template: 'deposit-failed' });
  });

  it('answers an unknown payment link with a page that says so', async () => {
    const answer = await sandbox.raw('/wps/sandbox/pay/no-such-token');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('This payment link is not valid.');
    expect((await press('/wps/sandbox/pay/no-such-token', 'credited')).status).toBe(404);
  });
});

describe('deposit history and the admin call', () => {
  it('lists deposits newest first with their statuses, and settles a pending one by the admin call', async () => {
    const opened = await member.call(endpoints.deposit, { amount: 250, channel: 'maya', returnUrl });
    const pending = (await sandbox.raw('/sandbox/admin/deposits').then((answer) => answer.json())) as Admin<unknown[]>;
    expect(pending.value).toContainEqual(expect.objectContaining({ depositId: opened.deposit.depositId }));
    const before = await balance();
    const settled = async (status: string) =>
      ((await settle(status).then((answer) => answer.json())) as Admin<{ status: string }>).value.status;
    const settle = (status: string) =>
      sandbox.raw('/sandbox/admin/deposits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ depositId: opened.deposit.depositId, status }),
      });
    expect(await settled('credited')).toBe('credited');
    expect(await settled('failed')).toBe('credited');
    expect((await settle('paid')).status).toBe(400);
    expect(await balance()).toBeCloseTo(before + 250, 2);

    const history = await member.call(endpoints.deposits, { pageSize: 100 });
    expect(history.list[0]).toMatchObject({ depositId: opened.deposit.depositId, status: 'credited' });
    expect(new Set(history.list.map((item) => item.status))).toEqual(new Set(['pending', 'credited', 'failed']));
    const onlyPending = await member.call(endpoints.deposits, { status: 'pending', pageSize: 100 });
    expect(onlyPending.list.length).toBeGreaterThan(0);
    expect(onlyPending.list.every((item) => item.status === 'pending')).toBe(true);
  });
});
