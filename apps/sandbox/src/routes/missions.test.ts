import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missionLeaderboard, windowOf } from '../services/missions.ts';
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

const missionsOf = async (client: PlatformClient) => (await client.call(endpoints.missionSummary, {})).missions;
const daily = async (client: PlatformClient) => (await missionsOf(client)).find((m) => m.period === 'daily')!;
const slotTurnover = async (client: PlatformClient) =>
  (await missionsOf(client)).find((m) => m.kind === 'turnover' && m.gameType === 'RNG')!;

describe('mission windows', () => {
  const friday = Date.UTC(2026, 10, 27, 15, 30);
  it('counts a daily mission in the UTC day and a weekly one from Monday', () => {
    const rules = { start_time: null, end_time: null };
    expect(windowOf({ ...rules, period: 'daily' }, friday)).toEqual({
      start: Date.UTC(2026, 10, 27),
      end: Date.UTC(2026, 10, 28),
    });
    expect(windowOf({ ...rules, period: 'weekly' }, friday)).toEqual({
      start: Date.UTC(2026, 10, 23),
      end: Date.UTC(2026, 10, 30),
    });
    // A Monday is its own week's first day.
    expect(windowOf({ ...rules, period: 'weekly' }, Date.UTC(2026, 10, 23, 0, 1)).start).toBe(Date.UTC(2026, 10, 23));
  });

  it('keeps a fixed mission to its own start and end', () => {
    expect(windowOf({ period: 'fixed', start_time: 5, end_time: 9 }, friday)).toEqual({ start: 5, end: 9 });
  });
});

describe('missions', () => {
  // nopaypass is the one seeded account that has never played: its progress starts at nothing.
  it('counts progress from the member’s bets, and pays a reached mission once', async () => {
    const client = await member('nopaypass');
    await client.call(endpoints.transfer, { amount: 50, fromWallet: 'MAIN', toWallet: 'PG' });
    expect(await daily(client)).toMatchObject({ progress: 0, target: 3, status: 'joining', reward: 5 });
    const { id } = await daily(client);
    expect(await failure(client.call(endpoints.claimMission, { missionId: id }))).toMatchObject({
      serverMessage: 'This mission is not complete yet: reach its target first.',
    });

    await sandbox.spinSlot(client, 1);
    expect(await daily(client)).toMatchObject({ progress: 1, status: 'joining' });
    expect(await slotTurnover(client)).toMatchObject({ progress: 10, target: 1000 });
    await sandbox.spinSlot(client, 2);
    expect(await daily(client)).toMatchObject({ progress: 3, status: 'claim' });
    expect((await client.call(endpoints.missionSummary, {})).unclaimed).toBe(1);

    const before = (await client.call(endpoints.balance, {})).sumBalance;
    const { mission, sumBalance } = await client.call(endpoints.claimMission, { missionId: id });
    expect(mission.status).toBe('claimed');
    expect(sumBalance).toBeCloseTo(before + 5);
    expect(await failure(client.call(endpoints.claimMission, { missionId: id }))).toMatchObject({
      serverMessage: 'You have already claimed this mission’s reward.',
    });
    expect((await client.call(endpoints.missionSummary, {})).unclaimed).toBe(0);
    const lines = sandbox.ctx.db
      .prepare(
        `SELECT l.delta_cents AS cents FROM ledger l JOIN members m ON m.id = l.member_id
         WHERE m.username = 'nopaypass' AND m.merchant = 'AURORA' AND l.kind = 'mission-reward'`,
      )
      .all();
    expect(lines).toEqual([{ cents: 500 }]);
    const now = sandbox.ctx.settings.now();
    const record = await client.call(endpoints.transactionHistory, {
      from: now - 60_000,
      to: now + 60_000,
      type: 'bonus',
      pageNo: 1,
      pageSize: 5,
    });
    expect(record.list.map((entry) => entry.kind)).toContain('mission-reward');
  });

  it('refuses another brand’s mission and one not started yet', async () => {
    const aurora = await member('demo');
    const jade = await member('demo', 'JADE');
    const missions = await missionsOf(aurora);
    expect(await failure(jade.call(endpoints.claimMission, { missionId: missions[0]!.id }))).toMatchObject({
      serverMessage: 'No such mission.',
    });
    const coming = missions.find((mission) => mission.status === 'comingSoon')!;
    expect(coming.progress).toBe(0);
    expect(await failure(aurora.call(endpoints.claimMission, { missionId: coming.id }))).toMatchObject({
      serverMessage: 'This mission is not running now.',
    });
  });

  it('ranks the brand’s members by their score in the window, with the caller’s own place', async () => {
    const client = await member('bettor');
    const mission = (await missionsOf(client)).find((m) => m.kind === 'turnover' && m.period === 'fixed')!;
    const board = await client.call(endpoints.missionLeaderboard, { missionId: mission.id });
    expect(board.rows.length).toBeGreaterThan(3);
    expect(board.rows.length).toBeLessThanOrEqual(20);
    board.rows.forEach((row, index) => {
      expect(row.rank).toBe(index + 1);
      if (index > 0) expect(row.score).toBeLessThanOrEqual(board.rows[index - 1]!.score);
      expect(row.player).toContain('***');
    });
    expect(board.rows.map((row) => row.reward)).toEqual([264, 176, 88, ...board.rows.slice(3).map(() => 0)]);
    const own = board.rows.find((row) => row.self)!;
    expect(board.own).toMatchObject({ rank: own.rank, score: own.score });

    // Outside the top places, the caller still hears where they stand.
    const last = board.rows.at(-1)!;
    const { ctx } = sandbox;
    const lastMember = ctx.db
      .prepare(
        // Only members who bet are ranked (the big seeded team's members share name shapes, not bets).
        `SELECT m.id, m.merchant FROM members m
         WHERE m.merchant = 'AURORA' AND m.username LIKE ? ESCAPE '\\'
           AND EXISTS (SELECT 1 FROM bets b WHERE b.member_id = m.id)
         LIMIT 1`,
      )
      .get(last.player.replace('***', '%')) as { id: number; merchant: string };
    const short = missionLeaderboard(ctx.db, lastMember, Number(mission.id), 'en', ctx.settings.now(), 1);
    expect(short.rows).toHaveLength(1);
    expect(short.own.rank).toBe(last.rank);
  });
});
