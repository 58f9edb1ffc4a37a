import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const day = 24 * 3_600_000;

async function member(username: string, merchant = 'AURORA') {
  const token = await sandbox.login(username, { merchant, captcha: merchant === 'JADE' });
  return sandbox.client({ merchant, token: () => token, retries: 0 });
}

function admin(path: string, body: unknown) {
  return fetch(`${sandbox.url}/sandbox/admin/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function grant(username: string, body: Record<string, unknown> = {}) {
  const response = await admin('rewards', { username, amount: 12.5, ...body });
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: { rewardId: number } }).value.rewardId;
}

const balanceOf = async (client: PlatformClient) => (await client.call(endpoints.balance, {})).sumBalance;

const png = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]).toString('base64')}`;
const gif = `data:image/png;base64,${Buffer.from('GIF89a0000000000').toString('base64')}`;

describe('rewards', () => {
  it('claims a reward once into the main wallet, and refuses the second claim', async () => {
    const client = await member('player03');
    const rewardId = await grant('player03', { kind: 'raffle', title: 'Raffle prize' });
    const before = await balanceOf(client);
    const { reward, sumBalance } = await client.call(endpoints.raffleClaim, { rewardId });
    expect(reward).toMatchObject({ status: 'claimed', amount: 12.5, kind: 'raffle' });
    expect(reward.claimedAt).toEqual(expect.any(Number));
    expect(sumBalance).toBeCloseTo(before + 12.5);
    expect(await failure(client.call(endpoints.raffleClaim, { rewardId }))).toMatchObject({
      serverMessage: 'This reward cannot be claimed now.',
    });
    expect(await balanceOf(client)).toBeCloseTo(before + 12.5);
  });

  it("refuses an expired reward and another member's", async () => {
    const client = await member('player04');
    const expiring = await grant('player04', { expiresInMinutes: 1 });
    const someoneElses = await grant('player05');
    sandbox.advance(2 * 60_000);
    expect(await failure(client.call(endpoints.raffleClaim, { rewardId: expiring }))).toMatchObject({
      serverMessage: 'This reward cannot be claimed now.',
    });
    expect((await client.call(endpoints.rewardList, {})).find((r) => r.id === expiring)?.status).toBe('expired');
    expect(await failure(client.call(endpoints.raffleClaim, { rewardId: someoneElses }))).toMatchObject({
      serverMessage: 'No such reward.',
    });
  });
});

describe('activities', () => {
  it('lists the brand promotions as activities open to apply for', async () => {
    const client = await member('player06');
    const activities = await client.call(endpoints.activityList, {});
    expect(activities).toHaveLength(6);
    expect(new Set(activities.map((activity) => activity.state))).toEqual(new Set(['joining']));
  });

  it('applies with a remark and images, then the operator approves: a reward to claim, then claimed', async () => {
    const client = await member('player07');
    const [first] = await client.call(endpoints.activityList, {});
    const applied = await client.call(endpoints.applyActivity, {
      promotionId: first!.promotionId,
      remark: '  Deposited 500 today  ',
      images: [png, png],
    });
    expect(applied).toMatchObject({ state: 'applying', remark: 'Deposited 500 today' });
    expect(await failure(client.call(endpoints.applyActivity, { promotionId: first!.promotionId }))).toMatchObject({
      serverMessage: 'You have already applied for this activity.',
    });

    const approved = await admin('activities', {
      username: 'player07',
      promotionId: first!.promotionId,
      decision: 'approve',
      amount: 40,
    });
    expect(approved.status).toBe(200);
    const waiting = (await client.call(endpoints.activityList, {}))[0]!;
    expect(waiting).toMatchObject({ state: 'claim', rewardId: expect.any(Number) });
    await client.call(endpoints.raffleClaim, { rewardId: waiting.rewardId! });
    expect((await client.call(endpoints.activityList, {}))[0]!.state).toBe('claimed');
  });

  it('shows a rejected application as rejected', async () => {
    const client = await member('player08');
    const [, second] = await client.call(endpoints.activityList, {});
    await client.call(endpoints.applyActivity, { promotionId: second!.promotionId });
    await admin('activities', { username: 'player08', promotionId: second!.promotionId, decision: 'reject' });
    expect((await client.call(endpoints.activityList, {}))[1]!.state).toBe('rejected');
  });

  it('enforces the remark and image limits on the server too', async () => {
    const client = await member('player09');
    const [first] = await client.call(endpoints.activityList, {});
    const token = await sandbox.login('player09');
    const raw = (body: Record<string, unknown>) =>
      sandbox
        .raw('/wps/relay/MCS2_applyActivity', {
          method: 'POST',
          token,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ promotionId: first!.promotionId, ...body }),
        })
        .then((response) => response.json() as Promise<{ success: boolean; message?: string }>);
    expect(await raw({ remark: 'x'.repeat(141) })).toMatchObject({ success: false });
    expect(await raw({ images: [png, png, png, png] })).toMatchObject({ success: false });
    expect(await raw({ images: [gif] })).toMatchObject({
      success: false,
      message: 'Proof images must be PNG or JPG files.',
    });
    // 140 emoji are 140 characters as a person counts them.
    expect(await raw({ remark: '🎉'.repeat(140) })).toMatchObject({ success: true });
  });
});

describe('red envelopes', () => {
  it('opens an envelope once, within its window, into the main wallet', async () => {
    const client = await member('player10');
    const envelopes = await client.call(endpoints.redEnvelopes, {});
    expect(envelopes.map((envelope) => envelope.state)).toEqual(['open', 'upcoming', 'ended']);
    const open = envelopes[0]!;
    const before = await balanceOf(client);
    const opened = await client.call(endpoints.openRedEnvelope, { envelopeId: open.envelopeId });
    expect(opened.amount).toBeGreaterThanOrEqual(open.minAmount);
    expect(opened.amount).toBeLessThanOrEqual(open.maxAmount);
    expect(opened.envelope).toMatchObject({ state: 'opened', amount: opened.amount });
    expect(opened.sumBalance).toBeCloseTo(before + opened.amount);
    expect(await failure(client.call(endpoints.openRedEnvelope, { envelopeId: open.envelopeId }))).toMatchObject({
      serverMessage: 'You have already opened this red envelope.',
    });
    const { list } = await client.call(endpoints.transactionHistory, { from: 0, to: Date.now() + day, pageSize: 5 });
    expect(list[0]).toMatchObject({ kind: 'red-envelope', amount: opened.amount });
  });

  it('refuses an envelope before it starts and after it ends', async () => {
    const client = await member('player11');
    const [, upcoming, ended] = await client.call(endpoints.redEnvelopes, {});
    expect(await failure(client.call(endpoints.openRedEnvelope, { envelopeId: upcoming!.envelopeId }))).toMatchObject({
      serverMessage: 'This red envelope cannot be opened yet.',
    });
    expect(await failure(client.call(endpoints.openRedEnvelope, { envelopeId: ended!.envelopeId }))).toMatchObject({
      serverMessage: 'This red envelope has expired.',
    });
    sandbox.advance(3 * day);
    // Three days on, the session has lapsed: sign in again.
    const later = await member('player11');
    const opened = await later.call(endpoints.openRedEnvelope, { envelopeId: upcoming!.envelopeId });
    expect(opened.envelope.state).toBe('opened');
  });
});
