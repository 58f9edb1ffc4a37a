import { endpoints, gameTitle, type PlatformClient, type PlatformError } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
let demo: PlatformClient;
let demoToken: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  demoToken = await sandbox.login('demo');
  demo = sandbox.client({ token: () => demoToken });
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const failure = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail('expected a refusal')).catch((e: unknown) => e as PlatformError);
const bigVendor = { gameType: 'RNG', vassalage: 'PP' };

describe('the game catalogue', () => {
  it('has at least 8 categories and 40 vendors, hot ones marked', async () => {
    const guest = sandbox.client();
    expect((await guest.call(endpoints.gameTypes, {})).length).toBeGreaterThanOrEqual(8);
    const lanes = await guest.call(endpoints.vendors, {});
    const codes = new Set(lanes.flatMap((lane) => lane.cards.map((card) => card.vassalage)));
    expect(codes.size).toBeGreaterThanOrEqual(40);
    expect(lanes.every((lane) => lane.cards.length > 0)).toBe(true);
    expect(
      lanes.find((lane) => lane.title === 'LIVE')!.cards.filter((card) => card.isHot === 1).length,
    ).toBeGreaterThan(0);
  });

  it('pages through a vendor of more than ten thousand games', async () => {
    const first = await demo.call(endpoints.gameList, { ...bigVendor, pageSize: 100 });
    expect(first.totalCount).toBeGreaterThanOrEqual(10_000);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount! / 100));
    const last = await demo.call(endpoints.gameList, { ...bigVendor, pageSize: 100, pageNo: first.totalPages });
    expect(last.games.length).toBe(first.totalCount! - (first.totalPages - 1) * 100);
    const beyond = await demo.call(endpoints.gameList, { ...bigVendor, pageSize: 100, pageNo: first.totalPages + 1 });
    expect(beyond.games).toEqual([]);
    const second = await demo.call(endpoints.gameList, { ...bigVendor, pageNo: 2 });
    expect(second.games.map((game) => game.nodeId)).toEqual(first.games.slice(12, 24).map((game) => game.nodeId));
  });

  it('searches by name, case-insensitively and literally', async () => {
    const found = await demo.call(endpoints.gameList, { ...bigVendor, gameName: 'dragon', pageSize: 100 });
    expect(found.games.length).toBeGreaterThan(0);
    for (const game of found.games) expect(gameTitle(game).toLowerCase()).toContain('dragon');
    expect((await demo.call(endpoints.gameList, { ...bigVendor, gameName: '%' })).games).toEqual([]);
  });

  it('filters by minimum bet and, for slots, by classification', async () => {
    const cheap = await demo.call(endpoints.gameList, { ...bigVendor, minBet: 0.05, pageSize: 100 });
    expect(cheap.games.length).toBeGreaterThan(0);
    expect(cheap.games.every((game) => game.minBet === 0.05)).toBe(true);
    const poker = await demo.call(endpoints.gameList, { ...bigVendor, gameClassify: 'VP', pageSize: 100 });
    expect(poker.games.every((game) => game.gameClassify === 'VP')).toBe(true);
    expect(poker.totalCount).toBeLessThan(cheap.totalCount! + 10_000);
    expect((await demo.call(endpoints.gameList, { gameType: 'NOPE' })).totalCount).toBe(0);
  });

  it('lists hot games, and live tables under their other field names', async () => {
    const hot = await sandbox.client().call(endpoints.hotGames, { vassalage: 'EVO' });
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((game) => game.isHot === 1 && game.nodeName && game.iconUrl && !game.gameName)).toBe(true);
  });
});

describe('images', () => {
  it('serves every image the calls point at, and 404 for one that does not exist', async () => {
    const guest = sandbox.client();
    const [banner] = await guest.call(endpoints.banners, { groupName: 'w_live' });
    const [lane] = await guest.call(endpoints.vendors, {});
    const [game] = await guest.call(endpoints.hotGames, {});
    const { info } = await guest.call(endpoints.systemStatus, {});
    const urls = [
      banner!.url,
      lane!.cards[0]!.smallIcon!,
      game!.showIcon ?? game!.iconUrl!,
      `${info.imageCDNs[0]}/TCG_PROD_IMAGES/COUNTRY_FLAG/PH.png`,
      (await guest.call(endpoints.promotions, {}))[0]!.imageUrl!,
    ];
    for (const url of urls) {
      const response = await fetch(`${sandbox.url}${url}`);
      expect(response.status, url).toBe(200);
      // Game tiles are raster, as the platform's CDN serves them; the rest is generated SVG.
      if (url.includes('/games/')) {
        expect(response.headers.get('content-type'), url).toBe('image/png');
        expect(
          Buffer.from(await response.arrayBuffer())
            .subarray(1, 4)
            .toString('latin1'),
          url,
        ).toBe('PNG');
      } else {
        expect(response.headers.get('content-type'), url).toMatch(/^image\/svg\+xml/);
        expect(await response.text(), url).toMatch(/^<svg /);
      }
    }
    expect((await fetch(`${sandbox.url}${info.imageCDNs[0]}/banners/99999.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}${info.imageCDNs[0]}/games/99999.png`)).status).toBe(404);
  });
});

describe('favourites, recent games and launching', () => {
  it('adds and removes a favourite', async () => {
    const [game] = (await demo.call(endpoints.gameList, { ...bigVendor, gameName: 'Jungle' })).games;
    const key = { nodeId: game!.nodeId, vendor: game!.vassalage, gameType: game!.gameType };
    expect(await demo.call(endpoints.favouriteToggle, { ...key, favourite: true })).toEqual({ favourite: true });
    expect(await demo.call(endpoints.favouriteGames, {})).toContainEqual(key);
    await demo.call(endpoints.favouriteToggle, { ...key, favourite: false });
    expect(await demo.call(endpoints.favouriteGames, {})).not.toContainEqual(key);
    expect(
      await failure(demo.call(endpoints.favouriteToggle, { ...key, vendor: 'PG', favourite: true })),
    ).toMatchObject({
      serverMessage: 'No such game.',
    });
  });

  it('launches a game to a page that works in an iframe, and lists it first among recent games', async () => {
    const [game] = (await demo.call(endpoints.gameList, { gameType: 'FISH', vassalage: 'JL' })).games;
    const { content } = await demo.call(endpoints.launchGame, {
      accountType: 1,
      vassalage: 'JL',
      gameType: 'FISH',
      nodeId: game!.nodeId,
      language: 'TY',
    });
    const page = await fetch(`${sandbox.url}${content.game_url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBeNull();
    const html = await page.text();
    expect(html).toContain(`<html lang="fil">`);
    expect(html).toContain(gameTitle(game!));
    const recent = await demo.call(endpoints.recentGames, {});
    expect(recent.list[0]!.nodeId).toBe(game!.nodeId);
    expect((await fetch(`${sandbox.url}/wps/sandbox/game/unknown`)).status).toBe(404);
  });

  it('answers #727 when launchMode is missing, and keeps trial accounts in trial mode', async () => {
    const response = await sandbox.raw(
      `${endpoints.launchGame.path}?accountType=1&vassalage=PG&gameType=RNG&language=EN`,
      {
        token: demoToken,
      },
    );
    expect(await response.json()).toMatchObject({ success: false, code: '727', message: '#727 system busy' });
    const trial = await sandbox.client().call(endpoints.freePlay, { loginDeviceId: 'games-test' });
    const trialClient = sandbox.client({ token: () => trial.token });
    const launch = { vassalage: 'PG', gameType: 'RNG', language: 'EN' };
    expect(await failure(trialClient.call(endpoints.launchGame, { ...launch, accountType: 1 }))).toMatchObject({
      kind: 'real-account-needed',
    });
    expect((await trialClient.call(endpoints.launchGame, { ...launch, accountType: 0 })).content.game_url).toMatch(
      /^\/wps\/sandbox\/game\//,
    );
  });
});

describe('lottery and missions', () => {
  it('serves the same draw results every time', async () => {
    const guest = sandbox.client();
    const first = await guest.call(endpoints.vnOpenedNumeros, { gameCode: 'VN_NORTH' });
    expect(first).toHaveLength(100);
    expect(await guest.call(endpoints.vnOpenedNumeros, { gameCode: 'VN_NORTH' })).toEqual(first);
    expect(first[0]!.winningNumbers[0]).toMatch(/^\d{5}$/);
    expect(await failure(guest.call(endpoints.vnOpenedNumeros, { gameCode: 'E_PK10' }))).toMatchObject({
      kind: 'server',
    });
  });

  it('counts missions waiting to be claimed', async () => {
    const summary = await demo.call(endpoints.missionSummary, {});
    expect(summary.missions.length).toBe(5);
    expect(summary.unclaimed).toBe(summary.missions.filter((mission) => mission.status === 'claim').length);
  });
});

describe('agents and contracts', () => {
  it('shows an agent the team, and tells a member the agent centre is not theirs', async () => {
    const agentToken = await sandbox.login('agent1');
    const agent = sandbox.client({ token: () => agentToken });
    const overview = await agent.call(endpoints.teamOverview, {});
    expect(overview.teamSize).toBeGreaterThan(overview.directMembers);
    expect(await failure(demo.call(endpoints.teamOverview, {}))).toMatchObject({ kind: 'not-agent' });
  });

  it('offers a contract within the upline’s own rate, and the downline accepts it', async () => {
    const upline = await sandbox.login('agent1');
    const downline = await sandbox.login('agent42');
    const offer = (rate: number) =>
      sandbox
        .client({ token: () => upline })
        .call(endpoints.dailySalaryContract, { action: 'offer', downline: 'agent42', rate });
    expect(await failure(offer(2))).toMatchObject({ serverMessage: 'The rate must be above 0 and at most 1.2%.' });
    const { contracts } = await offer(1);
    const offered = contracts.find((contract) => contract.downline === 'agent42' && contract.status === 'offered')!;
    expect(await failure(offer(1))).toMatchObject({ kind: 'operation-not-allowed' });
    const accepted = await sandbox
      .client({ token: () => downline })
      .call(endpoints.dailySalaryContract, { action: 'accept', contractId: offered.contractId });
    expect(accepted.contracts.find((contract) => contract.contractId === offered.contractId)?.status).toBe('active');
    expect(
      await failure(demo.call(endpoints.dailySalaryContract, { action: 'offer', downline: 'agent1', rate: 1 })),
    ).toMatchObject({
      kind: 'not-agent',
    });
  });
});

describe('points', () => {
  it('converts points to balance at the brand’s ratio, checking the password', async () => {
    const before = await demo.call(endpoints.pointBalance, {});
    const { sumBalance } = await demo.call(endpoints.balance, {});
    expect(await failure(demo.call(endpoints.convertPoints, { points: 200, password: 'wrong' }))).toMatchObject({
      kind: 'invalid-credentials',
    });
    const converted = await demo.call(endpoints.convertPoints, { points: 200, password: 'Demo1234' });
    expect(converted).toMatchObject({ points: before.points - 200, amount: 200 / before.ratio });
    expect(converted.sumBalance).toBeCloseTo(sumBalance + 200 / before.ratio, 2);
  });

  it('will not redeem what is out of stock', async () => {
    const soldOut = (await demo.call(endpoints.pointRewards, {})).find((reward) => reward.stock === 0)!;
    expect(
      await failure(
        demo.call(endpoints.redeemPointReward, { rewardId: soldOut.id, quantity: 1, password: 'Demo1234' }),
      ),
    ).toMatchObject({
      serverMessage: 'This reward is out of stock.',
    });
  });
});
