import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import launchEn from '@locales/en/launch.json';
import { installFakePlatform } from '../../core/testing/fake-platform.ts';
import { endSession, startSession } from '../../core/session.ts';
import { renderScreen } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import { quietSkippedFrames } from '../game/quiet-frames.ts';
import LotteryScreen from './lottery-screen.tsx';
import VnLotteryScreen from './vn-lottery-screen.tsx';

const { call } = installFakePlatform();

const menus = [
  { gameCode: 'PH_6_45', name: 'Mega Lotto 6/45', vendor: 'TCG_SEA' },
  { gameCode: 'VN_NORTH', name: 'Northern Vietnam Lottery', vendor: 'TCG_LOTTO_VN' },
];
const lanes = [
  { title: 'LOTT', cards: [{ vassalage: 'TCG_SEA', gameType: 'LOTT', name: 'TCG SEA Lottery', isHot: 0 }] },
];

beforeAll(async () => {
  quietSkippedFrames();
  await setUpTestI18n();
  i18next.addResourceBundle('EN', 'launch', launchEn);
});
beforeEach(() => {
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  call.mockImplementation(async ({ name }) => {
    if (name === 'gameMenus') return menus as never;
    if (name === 'vendors') return lanes as never;
    if (name === 'launchGame') return { content: { game_url: '/wps/sandbox/game/lotto-1' } } as never;
    throw new Error(`unexpected call ${String(name)}`);
  });
});
afterEach(() => {
  call.mockReset();
  endSession();
  sessionStorage.clear();
});

const launchInput = () => call.mock.calls.find(([{ name }]) => name === 'launchGame')?.[1];

describe('/lottery (spec §4 lottery launch)', () => {
  it('launches the named game’s bet slip with its play type (launchMode LOTT)', async () => {
    renderScreen(<LotteryScreen />, '/lottery?gameCode=PH_6_45&vendor=TCG_SEA&playType=6D');
    expect(await screen.findByTitle('Mega Lotto 6/45 by TCG SEA Lottery')).toHaveAttribute(
      'src',
      '/wps/sandbox/game/lotto-1',
    );
    expect(launchInput()).toEqual({
      launchMode: 'LOTT',
      accountType: 1,
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      language: 'EN',
      device: 'WEB',
      backUrl: `${window.location.origin}/elott`,
      lottoGameCode: 'PH_6_45',
      lottoView: 'betting',
      playType: '6D',
    });
    expect(screen.getByRole('link', { name: 'Back to lottery games' })).toHaveAttribute('href', '/elott');
  });

  it('opens the vendor’s lottery lobby when only the vendor is named', async () => {
    renderScreen(<LotteryScreen />, '/lottery?vendor=ELOTT');
    await screen.findByTitle(/lottery/);
    const input = launchInput()!;
    expect(input).toMatchObject({ launchMode: 'LOTT', vassalage: 'ELOTT', gameType: 'ELOTT' });
    expect(input).not.toHaveProperty('lottoGameCode');
    expect(input).not.toHaveProperty('playType');
  });

  it('shows how to choose a lottery when the address names no vendor', () => {
    renderScreen(<LotteryScreen />, '/lottery');
    expect(screen.getByText('No lottery chosen')).toBeInTheDocument();
    expect(launchInput()).toBeUndefined();
  });
});

describe('/vnlottery (spec §4 Vietnamese lottery lobby launch)', () => {
  it('opens the lobby: lottoArea VN, launchMode LOTT, lottoView lobby, device, backUrl, language', async () => {
    renderScreen(<VnLotteryScreen />, '/vnlottery');
    expect(await screen.findByTitle('Vietnamese lottery lobby')).toBeInTheDocument();
    expect(launchInput()).toEqual({
      launchMode: 'LOTT',
      accountType: 1,
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      lottoArea: 'VN',
      lottoView: 'lobby',
      device: 'WEB',
      backUrl: `${window.location.origin}/elott`,
      language: 'EN',
    });
  });

  it('opens a named game’s bet slip with its prize mode', async () => {
    renderScreen(<VnLotteryScreen />, '/vnlottery?lottoGameCode=VN_NORTH&lottoPrizeMode=Lott');
    expect(await screen.findByTitle('Vietnamese lottery Northern Vietnam Lottery')).toBeInTheDocument();
    expect(launchInput()).toMatchObject({ lottoGameCode: 'VN_NORTH', lottoPrizeMode: 'Lott', lottoView: 'betting' });
  });
});
