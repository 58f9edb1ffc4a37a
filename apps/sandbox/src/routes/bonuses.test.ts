import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_VALID_MS } from '../services/bonuses.ts';
import { playSpin, type RealLaunch } from '../services/bets.ts';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

// JADE plays every game from the main wallet, which its seeded players hold money in.
const MERCHANT = 'JADE';
const lose = () => ['7', '★', '♦'];

async function member(username: string) {
  const token = await sandbox.login(username, { merchant: MERCHANT, captcha: true });
  return sandbox.client({ merchant: MERCHANT, token: () => token, retries: 0 });
}

/** A reward granted by the operator and claimed by the member: that claim credits the bonus. */
async function claimBonus(client: PlatformClient, username: string, amount: number, turnoverMultiple?: number) {
  const response = await fetch(`${sandbox.url}/sandbox/admin/rewards`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant: MERCHANT, username, amount, title: `Bonus ${amount}`, turnoverMultiple }),
  });
  const { value } = (await response.json()) as { value: { rewardId: number } };
  await client.call(endpoints.raffleClaim, { rewardId: value.rewardId });
}

/** Settled losing spins of 10.00 each, placed now, straight through the game's settlement. */
function spins(username: string, count: number) {
  const memberId = (
    sandbox.ctx.db.prepare('SELECT id FROM members WHERE merchant = ? AND username = ?').get(MERCHANT, username) as {
      id: number;
    }
  ).id;
  const game = sandbox.ctx.db
    .prepare(`SELECT node_id AS nodeId, vendor, game_type AS gameType, name AS gameName FROM games LIMIT 1`)
    .get() as Omit<RealLaunch, 'launchId' | 'memberId'>;
  const merchant = sandbox.ctx.merchants.get(MERCHANT)!;
  for (let n = 0; n < count; n++)
    playSpin(sandbox.ctx.db, merchant, { ...game, launchId: 'test', memberId }, sandbox.ctx.settings.now(), lose);
}

const details = async (client: PlatformClient, status?: 'inProgress' | 'completed' | 'expired') =>
  client.call(endpoints.bonusDetails, status ? { status } : {});

// First: the later tests move the sandbox's clock a month on.
describe('the seeded bonuses', () => {
  it('give the showcase member one of each status, consistent with the seeded bets', async () => {
    const client = await member('demo');
    const { list } = await details(client);
    const statuses = new Set(list.map((bonus) => bonus.status));
    expect(statuses).toEqual(new Set(['inProgress', 'completed', 'expired']));
    for (const bonus of list) expect(bonus.turnoverDone).toBeLessThanOrEqual(bonus.turnoverRequired);
  });
});

describe('bonus details', () => {
  it('records a claimed reward as a bonus whose progress moves after a real spin', async () => {
    const client = await member('player06');
    await claimBonus(client, 'player06', 12.5);
    const [bonus] = (await details(client)).list;
    // JADE's default multiple: 8× the amount.
    expect(bonus).toMatchObject({
      source: 'reward',
      amount: 12.5,
      turnoverMultiple: 8,
      turnoverRequired: 100,
      turnoverDone: 0,
      status: 'inProgress',
    });
    const spin = (await sandbox.spinSlot(client))[0]!;
    const { list, totals } = await details(client);
    expect(list[0]).toMatchObject({
      turnoverDone: spin.stakeCents / 100,
      turnoverRemaining: 100 - spin.stakeCents / 100,
    });
    expect(totals).toEqual({ bonuses: 1, credited: 12.5, turnoverRemaining: 100 - spin.stakeCents / 100 });
  });

  it('fills the oldest bonus first, carries the rest of a stake to the next, and completes it when reached', async () => {
    const client = await member('player07');
    await claimBonus(client, 'player07', 3, 5); // 15.00 of turnover
    sandbox.advance(1_000);
    await claimBonus(client, 'player07', 20, 5); // 100.00
    spins('player07', 2); // 20.00 staked: 15.00 to the first, 5.00 to the second
    const { list } = await details(client);
    const [newer, older] = list;
    expect(older).toMatchObject({ amount: 3, turnoverDone: 15, turnoverRemaining: 0, status: 'completed' });
    expect(newer).toMatchObject({ amount: 20, turnoverDone: 5, turnoverRemaining: 95, status: 'inProgress' });
    expect((await details(client, 'completed')).list.map((bonus) => bonus.amount)).toEqual([3]);
    expect((await details(client, 'inProgress')).totals.turnoverRemaining).toBe(95);
  });

  it('records an opened red envelope as a bonus of what it gave', async () => {
    const client = await member('player11');
    const envelope = (await client.call(endpoints.redEnvelopes, {})).find((e) => e.state === 'open')!;
    const { amount } = await client.call(endpoints.openRedEnvelope, { envelopeId: envelope.envelopeId });
    expect((await details(client)).list[0]).toMatchObject({ source: 'red-envelope', title: envelope.title, amount });
  });

  it('never counts another member’s bets, nor bets placed before the bonus', async () => {
    const client = await member('player08');
    spins('player08', 1);
    sandbox.advance(1_000);
    await claimBonus(client, 'player08', 5);
    spins('player09', 3);
    expect((await details(client)).list[0]).toMatchObject({ turnoverDone: 0, status: 'inProgress' });
  });

  it('expires a bonus whose time ran out first, and counts no bet placed after', async () => {
    const client = await member('player10');
    await claimBonus(client, 'player10', 10, 2);
    spins('player10', 1);
    sandbox.advance(BONUS_VALID_MS + 60_000);
    spins('player10', 1);
    // A month on, the session has long ended: sign in again.
    const later = await member('player10');
    const { list, totals } = await details(later, 'expired');
    expect(list[0]).toMatchObject({ turnoverDone: 10, turnoverRemaining: 10, status: 'expired' });
    expect(totals.turnoverRemaining).toBe(0);
    expect((await details(later, 'inProgress')).list).toEqual([]);
  });
});
