import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { systemEndpoints } from './endpoints/system.ts';
import { allowPlatformSitePaths } from './safe-url.ts';
import { gameItem, gameLaunchValue, memberIcons } from './schemas.ts';

const launch = (gameUrl: string) => z.safeParse(gameLaunchValue, { content: { game_url: gameUrl } }).success;

afterEach(() => allowPlatformSitePaths(false));

describe('a launched game’s address', () => {
  it('opens a provider’s https page', () => {
    expect(launch('https://games.example.com/play?token=1')).toBe(true);
  });

  it('opens the sandbox’s path on the site only where the setting allows it', () => {
    expect(launch('/wps/sandbox/game/7')).toBe(false);
    allowPlatformSitePaths(true);
    expect(launch('/wps/sandbox/game/7')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'vbscript:x',
    'data:text/html;charset=utf-8,%3Ch1%3EGame%3C%2Fh1%3E',
    'http://127.0.0.1:4100/wps/sandbox/game/7',
    '//games.example.com/play',
    '/\\games.example.com/play',
    '',
  ])('refuses %j, which would run in the site, leave https or go nowhere', (address) => {
    allowPlatformSitePaths(true);
    expect(launch(address)).toBe(false);
  });
});

describe('the platform’s pictures and links', () => {
  it('drops a game tile’s unsafe picture and keeps the game', () => {
    const game = z.parse(gameItem, {
      nodeId: 1,
      vassalage: 'PG',
      gameType: 'RNG',
      showIcon: 'javascript:alert(1)',
      iconUrl: 'https://cdn.example/1.png',
    });
    expect(game.showIcon).toBeUndefined();
    expect(game.iconUrl).toBe('https://cdn.example/1.png');
  });

  it('leaves out a banner whose picture is unsafe and drops an unsafe link', () => {
    const list = z.parse(systemEndpoints.banners.response, [
      { bannerId: 1, groupName: 'HOME', url: 'data:text/html,<script>', link: '/rng' },
      { bannerId: 2, groupName: 'HOME', url: 'https://cdn.example/b.png', link: 'javascript:alert(1)' },
    ]);
    expect(list).toEqual([{ bannerId: 2, groupName: 'HOME', url: 'https://cdn.example/b.png', title: '' }]);
  });

  it('keeps only safe avatars, CDNs, download links and customer service', () => {
    expect(
      z.parse(memberIcons, { icon: 'vbscript:x', icons: ['https://cdn.example/a.png', '//evil.example/b.png'] }),
    ).toEqual({
      icons: ['https://cdn.example/a.png'],
    });
    const status = z.parse(systemEndpoints.systemStatus.response, {
      maintenance: false,
      regionRestriction: false,
      info: {
        resources: [{ resourceType: 'APK', url: 'http://evil.example/app.apk', qrCodeUrl: 'javascript:1' }],
        customerService: { url: 'javascript:alert(1)' },
        imageCDNs: ['https:evil', 'https://img.example'],
        launchGameCDNs: ['/\\evil.example'],
      },
    });
    expect(status.info.resources[0]).toMatchObject({ url: '' });
    expect(status.info.resources[0]?.qrCodeUrl).toBeUndefined();
    expect(status.info.customerService?.url).toBeUndefined();
    expect(status.info.imageCDNs).toEqual(['https://img.example/']);
    expect(status.info.launchGameCDNs).toEqual([]);
  });
});
