import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
let agent1: PlatformClient;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  agent1 = await as('agent1');
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

async function as(username: string, merchant = 'AURORA', password?: string) {
  const token = await sandbox.login(username, { merchant, captcha: merchant === 'JADE', password });
  return sandbox.client({ merchant, token: () => token, retries: 0 });
}

const account = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ...extra,
});

async function idOf(client: PlatformClient, username: string) {
  const { list } = await client.call(endpoints.teamMembers, { username });
  const found = list.find((entry) => entry.username === username);
  if (!found) throw new Error(`${username} is not in the team`);
  return found.id;
}

describe('team overview', () => {
  it('is refused to a member and to a trial account', async () => {
    const { token } = await sandbox.client().call(endpoints.freePlay, { loginDeviceId: 'agent-test' });
    const trial = sandbox.client({ token: () => token, retries: 0 });
    for (const client of [await as('demo'), trial]) {
      expect(await failure(client.call(endpoints.teamOverview, {}))).toMatchObject({ kind: 'not-agent' });
      expect(await failure(client.call(endpoints.teamMembers, {}))).toMatchObject({ kind: 'not-agent' });
    }
  });

  it('counts the big agent’s 1,200 members, adds up their deposits and moves with a transfer', async () => {
    const big = await as('bigagent');
    const overview = await big.call(endpoints.teamOverview, {});
    expect(overview).toMatchObject({ teamSize: 1_200, directMembers: 200 });
    expect(overview.deposits).toBeGreaterThan(0);
    const target = await idOf(big, 'player0001');
    await big.call(endpoints.teamTransfer, { memberId: target, amount: 250, paymentPassword: '135790' });
    const after = await big.call(endpoints.teamOverview, {});
    expect(after.teamBalance).toBeCloseTo(overview.teamBalance + 250);
  });

  it('takes the period’s bets, turnover and result from the recorded bets', async () => {
    const before = await agent1.call(endpoints.teamOverview, { from: Date.now() - 60_000, to: Date.now() + 3_600_000 });
    const rounds = await sandbox.spinSlot(await as('demo'), 3);
    const after = await agent1.call(endpoints.teamOverview, { from: Date.now() - 60_000, to: Date.now() + 3_600_000 });
    expect(after.bets - before.bets).toBe(3);
    expect(after.validBet - before.validBet).toBeCloseTo(30);
    const result = rounds.reduce((sum, round) => sum + round.payoutCents - round.stakeCents, 0) / 100;
    expect(after.profitLoss - before.profitLoss).toBeCloseTo(result);
    expect(after.activeMembers).toBeGreaterThanOrEqual(1);
  });
});

describe('registering a downline', () => {
  it('makes a member whose upline is the agent, counted as new, who signs in', async () => {
    const before = await agent1.call(endpoints.teamOverview, {});
    const created = await agent1.call(endpoints.teamRegister, account('teamkid1'));
    expect(created).toMatchObject({ username: 'teamkid1', type: 0 });
    const after = await agent1.call(endpoints.teamOverview, {});
    expect(after.newMembers).toBe(before.newMembers + 1);
    expect(after.directMembers).toBe(before.directMembers + 1);
    const kid = await as('teamkid1', 'AURORA', 'Secret123');
    expect(await kid.call(endpoints.memberInfo, {})).toMatchObject({ account: 'teamkid1', type: 0 });
  });

  it('enforces the brand’s register rules and a free name', async () => {
    expect(await failure(agent1.call(endpoints.teamRegister, account('1bad')))).toMatchObject({
      serverMessage: expect.stringMatching(/Username/),
    });
    expect(
      await failure(agent1.call(endpoints.teamRegister, account('teamkid2', { confirmPassword: 'Other123' }))),
    ).toMatchObject({ serverMessage: expect.stringMatching(/match/i) });
    expect(await failure(agent1.call(endpoints.teamRegister, account('demo')))).toMatchObject({
      serverMessage: expect.stringMatching(/taken/i),
    });
    const jade = await as('agent1', 'JADE');
    expect(await failure(jade.call(endpoints.teamRegister, account('teamkid3')))).toMatchObject({
      serverMessage: expect.stringMatching(/required/),
    });
    const created = await jade.call(
      endpoints.teamRegister,
      account('teamkid3', {
        password: 'Secret123A',
        confirmPassword: 'Secret123A',
        mobileNum: '9171234599',
        countryDialingCode: '63',
        paymentPassword: '112233',
        payeeName: 'Ana Santos',
      }),
    );
    expect(created.username).toBe('teamkid3');
  });

  it('lets a top agent register a sub-agent, and refuses a sub-agent that tries', async () => {
    expect(await agent1.call(endpoints.teamRegister, account('teamsub1', { accountType: 41 }))).toMatchObject({
      type: 41,
    });
    const sub = await as('agent41');
    expect(await failure(sub.call(endpoints.teamRegister, account('teamsub2', { accountType: 42 })))).toMatchObject({
      serverMessage: 'You cannot register this account type.',
    });
  });
});

describe('team members', () => {
  it('finds members by a case-insensitive name prefix, paged, within the whole team or the direct members', async () => {
    const big = await as('bigagent');
    const crew = await big.call(endpoints.teamMembers, { username: 'CREW03', pageSize: 20 });
    expect(crew.total).toBe(101);
    expect(crew.totalPages).toBe(6);
    expect(crew.list).toHaveLength(20);
    expect(crew.list.every((entry) => entry.username.startsWith('crew03'))).toBe(true);
    const second = await big.call(endpoints.teamMembers, { username: 'crew03', pageSize: 20, pageNo: 2 });
    expect(second.list.map((entry) => entry.id)).not.toContain(crew.list[0]!.id);
    const direct = await big.call(endpoints.teamMembers, { username: 'crew03', scope: 'direct' });
    expect(direct.list.map((entry) => [entry.username, entry.depth, entry.children])).toEqual([['crew03', 1, 100]]);
    // Literal: a % in the search matches nothing rather than everything.
    expect((await big.call(endpoints.teamMembers, { username: '%' })).total).toBe(0);
    // Not in the team: agent1's own members are not the big agent's.
    expect((await big.call(endpoints.teamMembers, { username: 'demo' })).total).toBe(0);
  });

  // A guard against a search that grows with the team's square, not a benchmark (pnpm bench times
  // the painted results): five searches over 1,200 members stay well under a second on a busy machine.
  it('answers a search over 1,200 members quickly', async () => {
    const big = await as('bigagent');
    await big.call(endpoints.teamMembers, { username: 'c' });
    const started = performance.now();
    for (const prefix of ['c', 'cr', 'crew0', 'crew07p', 'player01']) {
      await big.call(endpoints.teamMembers, { username: prefix });
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('opens the tree a level at a time and shows a member in full, only within the team', async () => {
    const big = await as('bigagent');
    const top = await big.call(endpoints.teamTree, {});
    expect(top.list).toHaveLength(200);
    const crew05 = top.list.find((entry) => entry.username === 'crew05')!;
    const below = await big.call(endpoints.teamTree, { parentId: crew05.id });
    expect(below.list).toHaveLength(100);
    expect(below.list[0]).toMatchObject({ depth: 2, children: 0 });
    const detail = await big.call(endpoints.teamMember, { memberId: below.list[0]!.id });
    expect(detail).toMatchObject({ uplineName: 'crew05', depth: 2, teamSize: 0 });
    const outsider = await idOf(agent1, 'demo');
    expect(await failure(big.call(endpoints.teamMember, { memberId: outsider }))).toMatchObject({
      serverMessage: 'This member is not in your team.',
    });
    expect(await failure(big.call(endpoints.teamTree, { parentId: outsider }))).toMatchObject({
      serverMessage: 'This member is not in your team.',
    });
  });
});

describe('transfer to a downline', () => {
  it('moves money with the payment password to any member of the team, with a ledger line on each side', async () => {
    const target = await idOf(agent1, 'newbie'); // below agent41, two levels down
    const before = (await agent1.call(endpoints.balance, {})).sumBalance;
    const result = await agent1.call(endpoints.teamTransfer, {
      memberId: target,
      amount: 12.5,
      paymentPassword: '135790',
    });
    expect(result.sumBalance).toBeCloseTo(before - 12.5);
    const detail = await agent1.call(endpoints.teamMember, { memberId: target });
    expect(detail.balance).toBeCloseTo(result.memberBalance);
    const newbie = await as('newbie');
    const { list } = await newbie.call(endpoints.transactionHistory, {
      from: Date.now() - 60_000,
      to: Date.now() + 60_000,
    });
    expect(list[0]).toMatchObject({ kind: 'transfer-in', amount: 12.5, reference: 'agent1' });
  });

  it('refuses a member outside the team, a wrong payment password, the agent itself and more than the balance', async () => {
    const big = await as('bigagent');
    const outsider = await idOf(big, 'player0002');
    const refusal = await failure(
      agent1.call(endpoints.teamTransfer, { memberId: outsider, amount: 5, paymentPassword: '135790' }),
    );
    expect(refusal).toMatchObject({ serverMessage: 'This member is not in your team.' });
    const upline = await as('agent41');
    const agent1Id = (await agent1.call(endpoints.memberInfo, {})).id;
    expect(
      await failure(upline.call(endpoints.teamTransfer, { memberId: agent1Id, amount: 5, paymentPassword: '135790' })),
    ).toMatchObject({ serverMessage: 'This member is not in your team.' });
    const target = await idOf(agent1, 'demo');
    expect(
      await failure(agent1.call(endpoints.teamTransfer, { memberId: target, amount: 5, paymentPassword: '000000' })),
    ).toMatchObject({ serverMessage: 'The payment password is incorrect.' });
    expect(
      await failure(agent1.call(endpoints.teamTransfer, { memberId: agent1Id, amount: 5, paymentPassword: '135790' })),
    ).toMatchObject({ serverMessage: 'Choose a member of your team.' });
    expect(
      await failure(
        agent1.call(endpoints.teamTransfer, { memberId: target, amount: 99_999, paymentPassword: '135790' }),
      ),
    ).toMatchObject({ kind: 'insufficient-funds' });
  });

  it('refuses an amount out of bounds without a server error', async () => {
    const token = await sandbox.login('agent1');
    const target = await idOf(agent1, 'demo');
    for (const amount of [0.5, 100_001, -3, 'lots']) {
      const response = await sandbox.raw('/wps/agent/team/transfer', {
        method: 'POST',
        token,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ memberId: target, amount, paymentPassword: '135790' }),
      });
      expect(response.status).toBeLessThan(500);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
  });
});
