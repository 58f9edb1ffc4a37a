import { describe, expect, it } from 'vitest';
import { gameFrameSandbox } from './game-frame-policy.ts';

describe('gameFrameSandbox', () => {
  const site = 'https://jade.example.com';

  it('gives a provider on its own origin its storage and normal popups', () => {
    const flags = gameFrameSandbox('https://games.provider.example/launch?token=1', site).split(' ');
    expect(flags).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups']),
    );
    expect(flags).toContain('allow-popups-to-escape-sandbox');
  });

  it('never gives a game on the site’s own origin both scripts and the origin', () => {
    for (const url of ['/wps/sandbox/game/1', 'https://jade.example.com/wps/sandbox/game/1', '//jade.example.com/x']) {
      const flags = gameFrameSandbox(url, site).split(' ');
      expect(flags, url).toContain('allow-scripts');
      expect(flags, url).not.toContain('allow-same-origin');
      expect(flags, url).not.toContain('allow-popups-to-escape-sandbox');
    }
  });

  it('never lets a game navigate the site', () => {
    expect(gameFrameSandbox('https://games.provider.example/', site)).not.toMatch(/allow-top-navigation/);
  });
});
