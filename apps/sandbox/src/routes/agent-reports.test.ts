import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
let agent1: PlatformClient;
let agent41: PlatformClient;
let demo: PlatformClient;
let agentToken: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  const [agentTokenOf, subAgentToken, demoToken] = await Promise.all(
    ['agent1', 'agent41', 'demo'].map((username) => sandbox.login(username)),
  );
  agentToken = agentTokenOf!;
  agent1 = sandbox.client({ token: () => agentToken });
  agent41 = sandbox.client({ token: () => subAgentToken! });
  demo = sandbox.client({ token: () => demoToken! });
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const DAY = 86_400_000;
const last60Days = () => ({ from: sandbox.ctx.settings.now() - 61 * DAY, to: sandbox.ctx.settings.now() });
const cents = (amount: number) => Math.round(amount * 100);

/** Usernames of an agent's downline at every depth, as the seed builds it. */
function downlineOf(username: string): Set<string> {
  const rows = sandbox.ctx.db
    .prepare(
      `WITH RECURSIVE team (id) AS (
         SELECT id FROM members WHERE upline_id = (SELECT id FROM members WHERE username = ? AND merchant = 'AURORA')
         UNION ALL SELECT m.id FROM members m JOIN team ON m.upline_id = team.id
       ) SELECT username FROM members WHERE id IN team`,
    )
    .all(username) as { username: string }[];
  return new Set(rows.map((row) => row.username));
}

describe('team betting', () => {
  it('lists the downline’s bets at every depth, newest first, with totals', async () => {
    const team = downlineOf('agent1');
    const page = await agent1.call(endpoints.teamBets, { ...last60Days(), pageSize: 100 });
    expect(page.total).toBeGreaterThan(100);
    expect(page.list.every((bet) => team.has(bet.username))).toBe(true);
    const times = page.list.map((bet) => bet.placedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(page.list.map((bet) => bet.username)).size).toBeGreaterThan(1);
    const own = await demo.call(endpoints.bettingRecord, { ...last60Days(), pageSize: 1 });
    const demoOnly = await agent1.call(endpoints.teamBets, { ...last60Days(), username: 'DEMO', pageSize: 1 });
    expect(demoOnly.totals).toEqual(own.totals);
  });

  it('lets a sub-agent see only their own downline', async () => {
    const team = downlineOf('agent41');
    expect(team.has('demo')).toBe(false);
    const page = await agent41.call(endpoints.teamBets, { ...last60Days(), pageSize: 100 });
    expect(page.list.every((bet) => team.has(bet.username))).toBe(true);
    const demoOnly = await agent41.call(endpoints.teamBets, { ...last60Days(), username: 'demo' });
    expect(demoOnly.total).toBe(0);
  });

  it('filters by status and game type', async () => {
    const lost = await agent1.call(endpoints.teamBets, { ...last60Days(), status: 'lost', pageSize: 50 });
    expect(lost.list.every((bet) => bet.status === 'lost')).toBe(true);
    const { gameType } = lost.list[0]!;
    const byType = await agent1.call(endpoints.teamBets, { ...last60Days(), gameType, pageSize: 50 });
    expect(byType.list.every((bet) => bet.gameType === gameType)).toBe(true);
  });

  it('refuses a member who is no agent, and a reversed range', async () => {
    expect((await failure(demo.call(endpoints.teamBets, last60Days()))).code).toBe('NOT_AGENT');
    const now = sandbox.ctx.settings.now();
    expect((await failure(agent1.call(endpoints.teamBets, { from: now, to: now - DAY }))).code).toBe('INVALID_INPUT');
  });
});

describe('user profit and loss', () => {
  it('sums each downline member’s settled bets, sorted by profit either way, with team totals', async () => {
    const down = await agent1.call(endpoints.teamProfitLoss, { ...last60Days(), pageSize: 100 });
    expect(down.total).toBe(down.list.length);
    const profits = down.list.map((row) => row.profit);
    expect(profits).toEqual([...profits].sort((a, b) => b - a));
    expect(down.list.reduce((sum, row) => sum + cents(row.profit), 0)).toBe(cents(down.totals.profit));
    const up = await agent1.call(endpoints.teamProfitLoss, { ...last60Days(), sort: 'profit-asc', pageSize: 100 });
    expect(up.list.map((row) => row.username)).toEqual(down.list.map((row) => row.username).reverse());
    const own = await demo.call(endpoints.profitLoss, last60Days());
    expect(down.list.find((row) => row.username === 'demo')).toMatchObject(own.totals);
  });

  it('narrows to one game type', async () => {
    const own = await demo.call(endpoints.profitLoss, last60Days());
    const { gameType, ...totals } = own.gameTypes[0]!;
    const page = await agent1.call(endpoints.teamProfitLoss, { ...last60Days(), gameType, username: 'demo' });
    expect(page.list).toEqual([{ username: 'demo', ...totals }]);
  });
});

describe('transaction details', () => {
  it('lists the agent’s own lines and the downline’s, a transfer on both sides', async () => {
    await agent1.call(endpoints.transfer, { amount: 12.34, toUsername: 'player01' });
    const page = await agent1.call(endpoints.teamTransactions, { ...last60Days(), type: 'transfer', pageSize: 10 });
    expect(page.list.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'agent1', kind: 'transfer-out', amount: -12.34, reference: 'player01' }),
        expect.objectContaining({ username: 'player01', kind: 'transfer-in', amount: 12.34 }),
      ]),
    );
    expect(page.list.every((line) => line.type === 'transfer')).toBe(true);
    const player = await agent1.call(endpoints.teamTransactions, {
      ...last60Days(),
      username: 'player01',
      pageSize: 100,
    });
    expect(player.list.every((line) => line.username === 'player01')).toBe(true);
    expect(cents(player.totals.net)).toBe(cents(player.totals.in) - cents(player.totals.out));
  });

  it('never shows a member outside the team', async () => {
    const page = await agent41.call(endpoints.teamTransactions, { ...last60Days(), username: 'demo' });
    expect(page.total).toBe(0);
  });
});

describe('agent announcements', () => {
  it('lists the brand’s agent notices newest first in the caller’s language, each agent reading on their own', async () => {
    const notices = await agent1.call(endpoints.agentNotices, {});
    expect(notices.list.length).toBeGreaterThanOrEqual(4);
    const times = notices.list.map((notice) => notice.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(notices.unread).toBe(notices.list.filter((notice) => !notice.read).length);
    const unread = notices.list.find((notice) => !notice.read)!;
    const after = await agent1.call(endpoints.readAgentNotice, { id: unread.id });
    expect(after.unread).toBe(notices.unread - 1);
    expect((await agent1.call(endpoints.readAgentNotice, { id: unread.id })).unread).toBe(after.unread);
    const other = await agent41.call(endpoints.agentNotices, {});
    expect(other.list.find((notice) => notice.id === unread.id)?.read).toBe(false);
    const tagalog = sandbox.client({ token: () => agentToken, language: () => 'TY' });
    expect((await tagalog.call(endpoints.agentNotices, {})).list[0]!.title).not.toBe(notices.list[0]!.title);
  });

  it('are for agents only, and of the agent’s own brand', async () => {
    expect((await failure(demo.call(endpoints.agentNotices, {}))).code).toBe('NOT_AGENT');
    const jadeIds = sandbox.ctx.db.prepare(`SELECT id FROM agent_notices WHERE merchant = 'JADE'`).all() as {
      id: number;
    }[];
    expect((await failure(agent1.call(endpoints.readAgentNotice, { id: jadeIds[0]!.id }))).code).toBe('INVALID_INPUT');
  });
});
