import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BETTOR_BETS } from '../db/seed/bets.ts';
import { failure, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
let demo: PlatformClient;
let bettor: PlatformClient;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  const demoToken = await sandbox.login('demo');
  const bettorToken = await sandbox.login('bettor');
  demo = sandbox.client({ token: () => demoToken });
  bettor = sandbox.client({ token: () => bettorToken });
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const DAY = 86_400_000;
const last60Days = () => ({ from: sandbox.ctx.settings.now() - 61 * DAY, to: sandbox.ctx.settings.now() });
const cents = (amount: number) => Math.round(amount * 100);
const sumOf = (values: number[]) => values.reduce((sum, value) => sum + cents(value), 0);

describe('betting record', () => {
  it('pages the member’s bets newest first, with totals for the whole range', async () => {
    const first = await bettor.call(endpoints.bettingRecord, { ...last60Days(), pageSize: 20 });
    expect(first.total).toBe(BETTOR_BETS);
    expect(first.totalPages).toBe(Math.ceil(BETTOR_BETS / 20));
    expect(first.list).toHaveLength(20);
    const times = first.list.map((bet) => bet.placedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await bettor.call(endpoints.bettingRecord, { ...last60Days(), pageSize: 20, pageNo: 2 });
    expect(second.list[0]!.placedAt).toBeLessThanOrEqual(first.list.at(-1)!.placedAt);
    expect(second.totals).toEqual(first.totals);
  });

  it('adds up to the bets it lists, pending bets counting in stake only', async () => {
    const all = await demo.call(endpoints.bettingRecord, { ...last60Days(), pageSize: 100, pageNo: 1 });
    const rest = await demo.call(endpoints.bettingRecord, { ...last60Days(), pageSize: 100, pageNo: 2 });
    const bets = [...all.list, ...rest.list];
    expect(bets).toHaveLength(all.total);
    expect(cents(all.totals.stake)).toBe(sumOf(bets.map((bet) => bet.stake)));
    expect(cents(all.totals.payout)).toBe(sumOf(bets.map((bet) => bet.payout)));
    expect(cents(all.totals.profit)).toBe(sumOf(bets.map((bet) => bet.profit ?? 0)));
    for (const bet of bets) {
      if (bet.status === 'pending') expect(bet).toMatchObject({ profit: null, settledAt: null, validBet: 0 });
      if (bet.status === 'void') expect(bet).toMatchObject({ profit: 0, validBet: 0 });
    }
    expect(bets[0]).toMatchObject({ vendorName: expect.any(String), roundRef: expect.stringMatching(/\S/) });
  });

  it('filters by game type, vendor, status and date range', async () => {
    const { list: sample } = await demo.call(endpoints.bettingRecord, { ...last60Days(), pageSize: 1 });
    const { gameType, vendor } = sample[0]!;
    const byType = await demo.call(endpoints.bettingRecord, { ...last60Days(), gameType, pageSize: 100 });
    expect(byType.total).toBeGreaterThan(0);
    expect(byType.list.every((bet) => bet.gameType === gameType)).toBe(true);
    const byVendor = await demo.call(endpoints.bettingRecord, { ...last60Days(), vendor, pageSize: 100 });
    expect(byVendor.list.every((bet) => bet.vendor === vendor)).toBe(true);
    const lost = await demo.call(endpoints.bettingRecord, { ...last60Days(), status: 'lost', pageSize: 100 });
    expect(lost.list.every((bet) => bet.status === 'lost' && bet.payout === 0)).toBe(true);
    const now = sandbox.ctx.settings.now();
    const week = await demo.call(endpoints.bettingRecord, { from: now - 7 * DAY, to: now, pageSize: 100 });
    expect(week.total).toBeLessThan(byType.total + byVendor.total + lost.total);
    expect(week.list.every((bet) => bet.placedAt >= now - 7 * DAY)).toBe(true);
    const future = await demo.call(endpoints.bettingRecord, { from: now + DAY, to: now + 7 * DAY });
    expect(future).toMatchObject({ list: [], total: 0, totalPages: 0, totals: { stake: 0, profit: 0 } });
  });

  it('never shows another member’s bets, even on another brand', async () => {
    const { list } = await demo.call(endpoints.bettingRecord, { ...last60Days(), pageSize: 100 });
    const ids = new Set(
      (
        sandbox.ctx.db
          .prepare(
            `SELECT b.id FROM bets b JOIN members m ON m.id = b.member_id WHERE m.username = 'demo' AND m.merchant = 'AURORA'`,
          )
          .all() as { id: number }[]
      ).map((row) => row.id),
    );
    expect(list.every((bet) => ids.has(Number(bet.id)))).toBe(true);
  });

  it('refuses a range that ends before it starts, and a guest', async () => {
    const now = sandbox.ctx.settings.now();
    expect((await failure(demo.call(endpoints.bettingRecord, { from: now, to: now - DAY }))).code).toBe(
      'INVALID_INPUT',
    );
    await expect(sandbox.client().call(endpoints.bettingRecord, last60Days())).rejects.toBeDefined();
  });
});

describe('profit and loss', () => {
  it('sums settled bets per day, week and month, and per game type, to the same totals', async () => {
    const days = await demo.call(endpoints.profitLoss, { ...last60Days(), utcOffsetMinutes: 480 });
    const weeks = await demo.call(endpoints.profitLoss, { ...last60Days(), period: 'week', utcOffsetMinutes: 480 });
    const months = await demo.call(endpoints.profitLoss, { ...last60Days(), period: 'month', utcOffsetMinutes: 480 });
    for (const answer of [days, weeks, months]) {
      expect(sumOf(answer.periods.map((p) => p.profit))).toBe(cents(days.totals.profit));
      expect(sumOf(answer.gameTypes.map((g) => g.stake))).toBe(cents(days.totals.stake));
    }
    expect(weeks.periods.length).toBeLessThan(days.periods.length);
    expect(months.periods.length).toBeLessThanOrEqual(3);
    // Periods start at midnight in the member's zone (UTC+8 here), weeks on a Monday.
    for (const { start } of weeks.periods) {
      const local = new Date(start + 480 * 60_000);
      expect([local.getUTCHours(), local.getUTCMinutes(), local.getUTCDay()]).toEqual([0, 0, 1]);
    }
    // Only settled bets (won, lost) count: the record's settled totals match.
    const record = await demo.call(endpoints.bettingRecord, { ...last60Days(), status: 'won' });
    const lost = await demo.call(endpoints.bettingRecord, { ...last60Days(), status: 'lost' });
    expect(cents(days.totals.profit)).toBe(cents(record.totals.profit) + cents(lost.totals.profit));
  });
});
