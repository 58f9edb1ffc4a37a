import { endpoints, type PlatformClient } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BETTOR_BETS } from '../db/seed/bets.ts';
import { playSpin, SPIN_STAKE_CENTS } from '../services/bets.ts';
import { walletBalanceCents } from '../services/wallet.ts';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const memberId = (merchant: string, username: string) =>
  (
    sandbox.ctx.db.prepare('SELECT id FROM members WHERE merchant = ? AND username = ?').get(merchant, username) as {
      id: number;
    }
  ).id;
const betCount = (id: number) =>
  (sandbox.ctx.db.prepare('SELECT COUNT(*) AS n FROM bets WHERE member_id = ?').get(id) as { n: number }).n;

async function launch(client: PlatformClient, accountType: 0 | 1, vassalage = 'PG', gameType = 'RNG') {
  const { content } = await client.call(endpoints.launchGame, {
    launchMode: 'GLS',
    vassalage,
    gameType,
    accountType,
    language: 'EN',
  });
  return content.game_url;
}

const spin = (gameUrl: string) => fetch(`${sandbox.url}${gameUrl}/spin`, { method: 'POST' });

async function signedIn(username: string, merchant = 'AURORA') {
  const token = await sandbox.login(username, { merchant, captcha: merchant === 'JADE' });
  return sandbox.client({ merchant, token: () => token });
}

describe('a real-money spin', () => {
  it('takes the stake from the vendor’s game wallet, pays the win into it and records the bet', async () => {
    const demo = await signedIn('demo');
    const id = memberId('AURORA', 'demo');
    const gameUrl = await launch(demo, 1);
    const before = walletBalanceCents(sandbox.ctx.db, id, 'PG');
    const mainBefore = walletBalanceCents(sandbox.ctx.db, id, 'MAIN');
    const response = await spin(gameUrl);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      stakeCents: number;
      payoutCents: number;
      balanceCents: number;
      roundRef: string;
    };
    expect(body.stakeCents).toBe(SPIN_STAKE_CENTS);
    expect(body.balanceCents).toBe(before - body.stakeCents + body.payoutCents);
    expect(walletBalanceCents(sandbox.ctx.db, id, 'MAIN')).toBe(mainBefore);
    const bet = sandbox.ctx.db.prepare('SELECT * FROM bets WHERE round_ref = ?').get(body.roundRef) as Record<
      string,
      unknown
    >;
    expect(bet).toMatchObject({
      member_id: id,
      merchant: 'AURORA',
      vendor: 'PG',
      game_type: 'RNG',
      wallet: 'PG',
      stake_cents: SPIN_STAKE_CENTS,
      valid_bet_cents: SPIN_STAKE_CENTS,
      payout_cents: body.payoutCents,
      status: body.payoutCents > 0 ? 'won' : 'lost',
    });
    // The ledger tells the same story as the wallet.
    const lines = sandbox.ctx.db
      .prepare('SELECT kind, delta_cents FROM ledger WHERE reference = ? ORDER BY id')
      .all(body.roundRef);
    expect(lines[0]).toEqual({ kind: 'bet', delta_cents: -SPIN_STAKE_CENTS });
  });

  it('plays from the main wallet on a single-wallet brand (JADE)', async () => {
    const demo = await signedIn('demo', 'JADE');
    const id = memberId('JADE', 'demo');
    const before = walletBalanceCents(sandbox.ctx.db, id, 'MAIN');
    const body = (await (await spin(await launch(demo, 1))).json()) as { payoutCents: number; balanceCents: number };
    expect(body.balanceCents).toBe(before - SPIN_STAKE_CENTS + body.payoutCents);
    expect(walletBalanceCents(sandbox.ctx.db, id, 'MAIN')).toBe(body.balanceCents);
  });

  it('is refused with a clear message when the game wallet is too low, and leaves nothing behind', async () => {
    const player = await signedIn('player01');
    const id = memberId('AURORA', 'player01');
    const bets = betCount(id);
    const response = await spin(await launch(player, 1));
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      error: 'insufficient_funds',
      message: expect.stringMatching(/too low/),
    });
    expect(betCount(id)).toBe(bets);
  });

  it('shows the real balance on a real launch, demo credits on a trial one, and a trial spin records nothing', async () => {
    const demo = await signedIn('demo');
    const id = memberId('AURORA', 'demo');
    const real = await (await fetch(`${sandbox.url}${await launch(demo, 1, 'EVO', 'LIVE')}`)).text();
    expect(real).toContain('data-real="1"');
    expect(real).toMatch(/Balance: <strong id="credits">₱250\.00</);
    const trialUrl = await launch(demo, 0);
    expect(await (await fetch(`${sandbox.url}${trialUrl}`)).text()).toContain('Demo credits');
    const bets = betCount(id);
    expect((await spin(trialUrl)).status).toBe(409);
    expect(betCount(id)).toBe(bets);
  });

  it('pays fifty times the stake for three alike and twice for two alike', () => {
    const { ctx } = sandbox;
    const merchant = ctx.merchants.get('JADE')!;
    const game = {
      launchId: 'x',
      memberId: memberId('JADE', 'player03'),
      nodeId: 1,
      vendor: 'PG',
      gameName: 'Test',
      gameType: 'RNG',
    };
    expect(playSpin(ctx.db, merchant, game, 1, () => ['7', '7', '7']).payoutCents).toBe(50 * SPIN_STAKE_CENTS);
    expect(playSpin(ctx.db, merchant, game, 2, () => ['♦', '7', '7']).payoutCents).toBe(2 * SPIN_STAKE_CENTS);
    expect(playSpin(ctx.db, merchant, game, 3, () => ['7', '♦', '7']).payoutCents).toBe(0);
  });
});

describe('the seeded history', () => {
  it('gives members bets across vendors and game types over the last 60 days, and the bettor thousands', () => {
    const { db } = sandbox.ctx;
    const now = sandbox.ctx.settings.now();
    const demo = db
      .prepare(
        'SELECT COUNT(DISTINCT vendor) AS vendors, COUNT(DISTINCT game_type) AS types, MIN(placed_at) AS first FROM bets WHERE member_id = ?',
      )
      .get(memberId('AURORA', 'demo')) as { vendors: number; types: number; first: number };
    expect(demo.vendors).toBeGreaterThan(3);
    expect(demo.types).toBeGreaterThan(2);
    expect(demo.first).toBeGreaterThan(now - 61 * 24 * 3_600_000);
    expect(betCount(memberId('AURORA', 'bettor'))).toBe(BETTOR_BETS);
    expect(BETTOR_BETS).toBeGreaterThanOrEqual(5_000);
    expect(betCount(memberId('AURORA', 'trial'))).toBe(0);
  });
});

describe('lobby boards drawn from bets', () => {
  it('lists the brand’s latest winning bets with the player masked', async () => {
    const { list } = await sandbox.client().call(endpoints.winnerBoard, {});
    expect(list).toHaveLength(20);
    for (const { vo } of list) {
      expect(vo.player).toMatch(/^\S{2}\*\*\*\S*$/);
      expect(vo.prize).toBeGreaterThan(0);
    }
  });

  it('ranks the games the brand’s members play most', async () => {
    const ranked = await sandbox.client().call(endpoints.rankList, { gameType: 'RNG' });
    const { db, settings } = sandbox.ctx;
    const top = db
      .prepare(
        `SELECT node_id AS nodeId FROM bets WHERE merchant = 'AURORA' AND game_type = 'RNG' AND placed_at > ?
         GROUP BY node_id ORDER BY COUNT(*) DESC LIMIT 1`,
      )
      .get(settings.now() - 30 * 24 * 3_600_000) as { nodeId: number };
    expect(ranked).toHaveLength(20);
    expect(Number(ranked[0]!.game.nodeId)).toBe(top.nodeId);
  });
});
