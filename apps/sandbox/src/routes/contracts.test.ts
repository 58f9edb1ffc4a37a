import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBoundary, windowPay } from '../services/contract-settlement.ts';
import { failure, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

async function member(username: string) {
  const token = await sandbox.login(username);
  return sandbox.client({ token: () => token, retries: 0 });
}

const daily = endpoints.dailySalaryContract;
const dividend = endpoints.dividendContract;

async function contractWith(client: PlatformClient, endpoint: typeof daily, upline: string, downline: string) {
  const { contracts } = await client.call(endpoint, { action: 'list' });
  return contracts.find((contract) => contract.upline === upline && contract.downline === downline)!;
}

function moveClock(minutes: number, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return fetch(`${sandbox.url}/sandbox/admin/clock`, { method: 'POST', headers, body: JSON.stringify({ minutes }) });
}

describe('settlement windows', () => {
  const friday = Date.UTC(2026, 10, 27, 15, 32, 10);
  it('ends real-time windows every 5 minutes, hourly ones on the hour, daily ones at UTC midnight', () => {
    expect(nextBoundary('realtime', 'daily', friday)).toBe(Date.UTC(2026, 10, 27, 15, 35));
    expect(nextBoundary('realtime', 'daily', Date.UTC(2026, 10, 27, 15, 35))).toBe(Date.UTC(2026, 10, 27, 15, 40));
    expect(nextBoundary('hourly', 'daily', friday)).toBe(Date.UTC(2026, 10, 27, 16));
    expect(nextBoundary('daily', 'monthly', friday)).toBe(Date.UTC(2026, 10, 28));
  });

  it('ends a dividend by its period: the week from Monday, the 1st and 16th, the month', () => {
    expect(nextBoundary('dividend', 'weekly', friday)).toBe(Date.UTC(2026, 10, 30));
    expect(nextBoundary('dividend', 'semimonthly', Date.UTC(2026, 10, 3))).toBe(Date.UTC(2026, 10, 16));
    expect(nextBoundary('dividend', 'semimonthly', friday)).toBe(Date.UTC(2026, 11, 1));
    expect(nextBoundary('dividend', 'monthly', Date.UTC(2026, 11, 31))).toBe(Date.UTC(2027, 0, 1));
  });

  it('pays a salary on valid bets and a dividend on the team net loss, only when the terms are met', () => {
    const bet = (member_id: number, stake: number, payout: number) => ({
      member_id,
      valid_bet_cents: stake,
      stake_cents: stake,
      payout_cents: payout,
      placed_at: 0,
    });
    const bets = [bet(1, 10_000, 0), bet(2, 10_000, 4_000)];
    const terms = { rate: 1.5, active_members: 2, valid_bet_cents: 20_000 };
    expect(windowPay({ ...terms, kind: 'daily' }, bets)).toEqual({
      activeMembers: 2,
      baseCents: 20_000,
      amountCents: 300,
    });
    expect(windowPay({ ...terms, kind: 'dividend', rate: 40 }, bets)).toMatchObject({
      baseCents: 16_000,
      amountCents: 6_400,
    });
    expect(windowPay({ ...terms, kind: 'daily', active_members: 3 }, bets).amountCents).toBe(0);
    expect(windowPay({ ...terms, kind: 'dividend' }, [bet(1, 10_000, 50_000), bet(2, 10_000, 0)]).amountCents).toBe(0);
  });
});

describe('contract offers', () => {
  it('master offers agent1 a daily salary contract within the cap and agent1 accepts it', async () => {
    const [master, agent1] = [await member('master'), await member('agent1')];
    // The seeded daily contract ends first: one of a kind at a time between two members.
    const seeded = await contractWith(agent1, daily, 'master', 'agent1');
    await agent1.call(daily, { action: 'terminate', contractId: seeded.contractId });
    await master.call(daily, { action: 'confirmTermination', contractId: seeded.contractId });
    const offer = { action: 'offer', downline: 'agent1', activeMembers: 2, validBet: 100, period: 'daily' } as const;
    expect(await failure(master.call(daily, { ...offer, rate: 3.5 }))).toMatchObject({
      serverMessage: 'The rate must be above 0 and at most 3%.',
    });
    expect(await failure(master.call(daily, { ...offer, downline: 'agent41', rate: 1 }))).toMatchObject({
      serverMessage: 'This member is not in your direct downline.',
    });
    const { maxRate } = await master.call(daily, { ...offer, rate: 1.5 });
    expect(maxRate).toBe(3);
    expect(await failure(master.call(daily, { ...offer, rate: 1 }))).toMatchObject({
      serverMessage: 'This member already has a contract of this kind.',
    });

    const offered = (await agent1.call(daily, { action: 'list' })).contracts.find(
      (contract) => contract.upline === 'master' && contract.status === 'offered',
    )!;
    expect(offered).toMatchObject({ status: 'offered', rate: 1.5, activeMembers: 2, validBet: 100 });
    expect(await failure(master.call(daily, { action: 'accept', contractId: offered.contractId }))).toMatchObject({
      serverMessage: 'No such contract.',
    });
    await agent1.call(daily, { action: 'accept', contractId: offered.contractId });
    expect((await contractWith(agent1, daily, 'master', 'agent1')).status).toBe('active');
    // Accepted terms are agent1's own now: the most it may offer its downline.
    expect((await agent1.call(daily, { action: 'list' })).maxRate).toBe(1.5);
    expect(await failure(agent1.call(daily, { action: 'accept', contractId: offered.contractId }))).toMatchObject({
      serverMessage: 'This contract cannot be changed that way now.',
    });
  });

  it('agent42 rejects an offer, which cannot be accepted afterwards', async () => {
    const agent42 = await member('agent42');
    const offered = await contractWith(agent42, dividend, 'agent1', 'agent42');
    expect(offered.status).toBe('offered');
    await agent42.call(dividend, { action: 'reject', contractId: offered.contractId });
    expect((await contractWith(agent42, dividend, 'agent1', 'agent42')).status).toBe('rejected');
    expect(await failure(agent42.call(dividend, { action: 'accept', contractId: offered.contractId }))).toMatchObject({
      serverMessage: 'This contract cannot be changed that way now.',
    });
  });

  it('limits a sub-agent by its upline terms: nothing without a contract, never above it', async () => {
    const agent41 = await member('agent41');
    expect(
      await failure(agent41.call(endpoints.hourlySalaryContract, { action: 'offer', downline: 'newbie', rate: 0.1 })),
    ).toMatchObject({ serverMessage: 'You have no contract of this kind, so you cannot offer one.' });
    expect(await failure(agent41.call(dividend, { action: 'offer', downline: 'newbie', rate: 31 }))).toMatchObject({
      serverMessage: 'The rate must be above 0 and at most 30%.',
    });
    const { contracts } = await agent41.call(dividend, { action: 'offer', downline: 'newbie', rate: 30 });
    expect(contracts.find((contract) => contract.downline === 'newbie')).toMatchObject({ status: 'offered' });
  });

  it('refuses an offer from a member who is no agent', async () => {
    const demo = await member('demo');
    expect(await failure(demo.call(daily, { action: 'offer', downline: 'agent1', rate: 1 }))).toMatchObject({
      code: 'NOT_AGENT',
    });
  });
});

describe('ending a contract', () => {
  it('asks the other party, who keeps it or confirms the end; the asker cannot answer', async () => {
    const [master, agent2] = [await member('master'), await member('agent2')];
    const { contractId } = await contractWith(agent2, dividend, 'master', 'agent2');
    await agent2.call(dividend, { action: 'terminate', contractId });
    expect(await contractWith(master, dividend, 'master', 'agent2')).toMatchObject({
      status: 'terminating',
      terminationRequestedBy: 'agent2',
    });
    expect(await failure(agent2.call(dividend, { action: 'confirmTermination', contractId }))).toMatchObject({
      serverMessage: 'This contract cannot be changed that way now.',
    });
    await master.call(dividend, { action: 'keepContract', contractId });
    expect(await contractWith(agent2, dividend, 'master', 'agent2')).toMatchObject({
      status: 'active',
      terminationRequestedBy: null,
    });

    await master.call(dividend, { action: 'terminate', contractId });
    await agent2.call(dividend, { action: 'confirmTermination', contractId });
    expect((await contractWith(master, dividend, 'master', 'agent2')).status).toBe('terminated');
  });

  it('withdraws an offer not yet answered at once; the downline rejects rather than ends it', async () => {
    const [agent1, agent41] = [await member('agent1'), await member('agent41')];
    const { contractId } = await contractWith(agent1, daily, 'agent1', 'agent41');
    expect(await failure(agent41.call(daily, { action: 'terminate', contractId }))).toMatchObject({
      serverMessage: 'This contract cannot be changed that way now.',
    });
    await agent1.call(daily, { action: 'terminate', contractId });
    expect((await contractWith(agent41, daily, 'agent1', 'agent41')).status).toBe('terminated');
  });

  it("ends the downline's own higher contract when it accepts a lower rate (spec §6)", async () => {
    const [master, agent1] = [await member('master'), await member('agent1')];
    const own = await contractWith(agent1, dividend, 'master', 'agent1');
    await master.call(dividend, { action: 'terminate', contractId: own.contractId });
    await agent1.call(dividend, { action: 'confirmTermination', contractId: own.contractId });
    await master.call(dividend, { action: 'offer', downline: 'agent1', rate: 20 });
    const offered = await contractWith(agent1, dividend, 'master', 'agent1');
    expect((await contractWith(agent1, dividend, 'agent1', 'agent41')).status).toBe('active');
    await agent1.call(dividend, { action: 'accept', contractId: offered.contractId });
    expect((await contractWith(agent1, dividend, 'agent1', 'agent41')).status).toBe('terminated');
  });
});

describe('settlement', () => {
  it('pays the real-time salary for the team bets of a 5-minute window once the clock has moved on', async () => {
    const [demo, agent1] = [await member('demo'), await member('agent1')];
    await sandbox.spinSlot(demo, 2);
    const moved = await moveClock(5);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { value: { paid: number } }).value.paid).toBeGreaterThanOrEqual(0.06);

    const { settlements } = await agent1.call(endpoints.realTimeSalaryContract, { action: 'list' });
    // 0.3% of two P10 spins.
    expect(settlements[0]).toMatchObject({ kind: 'realtime', activeMembers: 1, base: 20, amount: 0.06 });
    expect(settlements[0]!.periodEnd - settlements[0]!.periodStart).toBeLessThanOrEqual(5 * 60_000);

    const income = await agent1.call(endpoints.agentIncome, { from: 0, to: Date.now() + 3_600_000 });
    expect(income.byKind.find((row) => row.kind === 'realtime')).toMatchObject({ amount: 0.06, count: 1 });
    expect(income.total).toBeCloseTo(0.06);

    const record = await agent1.call(endpoints.transactionHistory, {
      from: 0,
      to: Date.now() + 3_600_000,
      type: 'bonus',
      page: 1,
      pageSize: 20,
    });
    expect(record.list[0]).toMatchObject({ type: 'bonus', kind: 'realtime-salary', amount: 0.06 });

    // Settled once: moving on again pays nothing more for the same window.
    await moveClock(5);
    const again = await agent1.call(endpoints.agentIncome, { from: 0, to: Date.now() + 3_600_000 });
    expect(again.total).toBeCloseTo(0.06);
  });

  it('answers my income only for the kinds whose module the brand has on (JADE: no hourly or real-time)', async () => {
    const token = await sandbox.login('agent1', { merchant: 'JADE', captcha: true });
    const jade = sandbox.client({ merchant: 'JADE', token: () => token, retries: 0 });
    const income = await jade.call(endpoints.agentIncome, { from: 0, to: Date.now() + 3_600_000 });
    expect(income.byKind.map((row) => row.kind)).toEqual(['dividend', 'daily']);
    expect(income.settlements.every((settlement) => ['dividend', 'daily'].includes(settlement.kind))).toBe(true);
  });

  it('records a window that missed the terms, and pays nothing for it', async () => {
    // The holder's own bets count in its team's.
    const agent2 = await member('agent2');
    await agent2.call(endpoints.transfer, { amount: 20, fromWallet: 'MAIN', toWallet: 'PG' });
    await sandbox.spinSlot(agent2, 1);
    sandbox.advance(60 * 60_000);
    const { settlements } = await agent2.call(endpoints.hourlySalaryContract, { action: 'list' });
    // The seeded terms ask for 2 active members and 1,000 of valid bets.
    expect(settlements[0]).toMatchObject({ kind: 'hourly', activeMembers: 1, base: 10, amount: 0 });
  });

  it('refuses to move the clock for a request that is not JSON or comes from another site', async () => {
    expect((await moveClock(5, { 'Content-Type': 'text/plain' })).status).toBe(403);
    expect((await moveClock(5, { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(
      403,
    );
    expect((await moveClock(-5)).status).toBe(400);
  });
});
