import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { gameLaunchValue } from './schemas.ts';

const launch = (gameUrl: string) => z.safeParse(gameLaunchValue, { content: { game_url: gameUrl } }).success;

describe('a launched game’s address', () => {
  it.each([
    'https://games.example.com/play?token=1',
    'http://127.0.0.1:4100/wps/sandbox/game/7',
    '/wps/sandbox/game/7',
    '//games.example.com/play',
    'data:text/html;charset=utf-8,%3Ch1%3EGame%3C%2Fh1%3E',
  ])('opens %s', (address) => {
    expect(launch(address)).toBe(true);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'vbscript:x', ''])(
    'refuses %j, which would run in the site or go nowhere',
    (address) => {
      expect(launch(address)).toBe(false);
    },
  );
});
