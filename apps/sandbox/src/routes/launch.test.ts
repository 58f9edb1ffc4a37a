import { endpoints, type PlatformClient, type PlatformError } from '@lobbykit/platform';
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

const page = async (url: string) => {
  const response = await fetch(`${sandbox.url}${url}`);
  expect(response.status).toBe(200);
  return response.text();
};

const lott = { launchMode: 'LOTT', accountType: 1, language: 'EN' } as const;

describe('vendor lanes', () => {
  it('mark live casino vendors as chosen from a list of their tables (isGame VASSALAGE), and no others', async () => {
    const lanes = await sandbox.client().call(endpoints.vendors, {});
    const cards = lanes.flatMap((lane) => lane.cards);
    const listed = cards.filter((card) => card.isGame === 'VASSALAGE');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((card) => card.gameType === 'LIVE')).toBe(true);
    expect(cards.filter((card) => card.gameType === 'LIVE').every((card) => card.isGame === 'VASSALAGE')).toBe(true);
  });
});

describe('lottery launch (launchMode LOTT)', () => {
  it('opens one lottery’s bet slip when a game is named', async () => {
    const { content } = await demo.call(endpoints.launchGame, {
      ...lott,
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      lottoGameCode: 'PH_6_45',
      playType: '6D',
    });
    const html = await page(content.game_url);
    expect(html).toContain('<h1>Mega Lotto 6/45</h1>');
    expect(html).toContain('data-play-type="6D"');
  });

  it('opens the vendor’s lobby, listing its lotteries, when no game is named', async () => {
    const { content } = await demo.call(endpoints.launchGame, { ...lott, vassalage: 'ELOTT', gameType: 'ELOTT' });
    const html = await page(content.game_url);
    expect(html).toContain('Fast 3 (1 minute)');
    expect(html).toContain('PK10 Racing');
    expect(html).not.toContain('Keno 80');
  });

  it('opens the Vietnamese lobby for lottoArea VN, in the launch’s language', async () => {
    const { content } = await demo.call(endpoints.launchGame, {
      ...lott,
      language: 'TY',
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      lottoArea: 'VN',
      lottoView: 'lobby',
      lottoPrizeMode: 'Lott',
      device: 'WEB',
      backUrl: 'https://aurora.example/elott',
    });
    const html = await page(content.game_url);
    expect(html).toContain('<html lang="fil">');
    expect(html).toContain('Lotto ng Hilagang Vietnam');
    expect(html).toContain('Lobby ng lotto');
    expect(html).not.toContain('Mega Lotto');
  });

  it('opens a Vietnamese game’s bet slip and counts it as played', async () => {
    const { content } = await demo.call(endpoints.launchGame, {
      ...lott,
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      lottoArea: 'VN',
      lottoGameCode: 'VN_FAST5',
      lottoView: 'betting',
    });
    expect(await page(content.game_url)).toContain('Vietnam Fast 5 Minutes');
    expect((await demo.call(endpoints.vnRecentGames, {}))[0]?.gameCode).toBe('VN_FAST5');
  });

  it('refuses a lottery of another vendor, a VN launch of another vendor and a vendor without lotteries', async () => {
    const refused = [
      { vassalage: 'TCG_SEA', gameType: 'LOTT', lottoGameCode: 'VN_NORTH' },
      { vassalage: 'TCG_SEA', gameType: 'LOTT', lottoArea: 'VN' },
      { vassalage: 'PG', gameType: 'RNG' },
    ];
    for (const input of refused) {
      expect(await failure(demo.call(endpoints.launchGame, { ...lott, ...input }))).toMatchObject({
        serverMessage: 'No such game.',
      });
    }
  });

  it('still answers #727 without a launch mode, and keeps third-party launches working', async () => {
    const response = await sandbox.raw(
      `${endpoints.launchGame.path}?accountType=1&vassalage=TCG_SEA&gameType=LOTT&language=EN`,
      { token: demoToken },
    );
    expect(await response.json()).toMatchObject({ success: false, code: '727' });
    const { content } = await demo.call(endpoints.launchGame, {
      accountType: 1,
      vassalage: 'DS88',
      gameType: 'COCKFIGHT',
      language: 'EN',
    });
    expect(await page(content.game_url)).toContain('DS88 Sabong');
  });
});
