import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPIN_STAKE_CENTS } from '../services/bets.ts';
import { failure, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

async function signedIn(username: string, merchant = 'AURORA') {
  const token = await sandbox.login(username, { merchant, captcha: merchant === 'JADE' });
  return sandbox.client({ merchant, token: () => token, retries: 0 });
}

const slots = async (client: PlatformClient) =>
  (await client.call(endpoints.manualRebate, {})).gameTypes.find((line) => line.gameType === 'RNG')!;
const cents = (amount: number) => Math.round(amount * 100);

describe('manual rebate', () => {
  it("counts a spin's stake as slots turnover and pays the brand's rate on it, rounded down", async () => {
    const demo = await signedIn('demo');
    const before = await slots(demo);
    expect(before.rate).toBe(0.8);
    await sandbox.spinSlot(demo);
    const after = await slots(demo);
    expect(cents(after.turnover)).toBe(cents(before.turnover) + SPIN_STAKE_CENTS);
    expect(cents(after.rebate)).toBe(Math.floor((cents(after.turnover) * 80) / 10_000));
  });

  it('claims every game type into the main wallet as a rebate line, then counts afresh from the claim', async () => {
    const demo = await signedIn('demo');
    const summary = await demo.call(endpoints.manualRebate, {});
    expect(summary.total).toBeGreaterThan(summary.minClaim);
    const { sumBalance: before } = await demo.call(endpoints.balance, {});
    // Asking for another amount than the one earned is refused: the member is paid what they saw.
    expect(await failure(demo.call(endpoints.claimManualRebate, { amount: summary.total + 1 }))).toMatchObject({
      serverMessage: 'Your rebate has changed since you opened the page: check the new amount and claim again.',
    });
    const { claim, sumBalance } = await demo.call(endpoints.claimManualRebate, { amount: summary.total });
    expect(claim.amount).toBe(summary.total);
    expect(cents(sumBalance)).toBe(cents(before) + cents(summary.total));
    const line = sandbox.ctx.db
      .prepare('SELECT kind, wallet, delta_cents AS cents FROM ledger WHERE reference = ?')
      .get(`RB${claim.id}`);
    expect(line).toEqual({ kind: 'rebate', wallet: 'MAIN', cents: cents(summary.total) });

    const next = await demo.call(endpoints.manualRebate, {});
    expect(next.countedFrom).toBe(claim.claimedAt);
    expect(next.total).toBe(0);
    expect(await failure(demo.call(endpoints.claimManualRebate, { amount: summary.total }))).toMatchObject({
      serverMessage: 'There is no rebate to claim yet: play to earn one.',
    });
    const { list, total } = await demo.call(endpoints.manualRebateClaims, {});
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({ id: claim.id, amount: summary.total });
    expect(list[0]!.gameTypes.map((each) => each.gameType)).toContain('RNG');
  });

  it("refuses a claim below the brand's minimum and keeps it for later", async () => {
    const jade = await signedIn('demo', 'JADE');
    await jade.call(endpoints.claimManualRebate, { amount: (await jade.call(endpoints.manualRebate, {})).total });
    sandbox.advance(1);
    await sandbox.spinSlot(jade);
    // JADE pays 1 % on slots: one spin earns 0.10, under its minimum of 1.00.
    const summary = await jade.call(endpoints.manualRebate, {});
    expect(summary).toMatchObject({ total: 0.1, minClaim: 1 });
    const { sumBalance } = await jade.call(endpoints.balance, {});
    expect(await failure(jade.call(endpoints.claimManualRebate, { amount: 0.1 }))).toMatchObject({
      serverMessage: 'The rebate can be claimed from 1.00.',
    });
    expect((await jade.call(endpoints.balance, {})).sumBalance).toBe(sumBalance);
    expect((await jade.call(endpoints.manualRebate, {})).total).toBe(0.1);
  });

  it("never counts another member's bets", async () => {
    const bettor = await signedIn('bettor');
    const before = await bettor.call(endpoints.manualRebate, {});
    await sandbox.spinSlot(await signedIn('demo'));
    // The look-back floor moves with the clock; what each game type earned does not.
    expect((await bettor.call(endpoints.manualRebate, {})).gameTypes).toEqual(before.gameTypes);
  });
});
