import { createHash } from 'node:crypto';
import { endpoints } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';
import type { Router } from '../routing.ts';
import type { Db } from '../db/database.ts';

interface LotteryRow {
  game_code: string;
  draw_minutes: number;
  default_play_type: string;
}

/** Draw results are a pure function of the game and the draw number: the same every time they are asked. */
function drawNumbers(gameCode: string, draw: number, playType: string): string[] {
  const digest = createHash('sha256').update(`${gameCode}#${draw}`).digest();
  const digits = (count: number, offset: number) =>
    Array.from({ length: count }, (_, i) => String(digest[(offset + i) % digest.length]! % 10)).join('');
  switch (playType) {
    case '6D':
      return Array.from({ length: 6 }, (_, i) => String(1 + (digest[i]! % 45)).padStart(2, '0'));
    case 'PK10':
      return [...Array.from({ length: 10 }, (_, i) => i + 1)]
        .sort((a, b) => digest[a]! - digest[b]! || a - b)
        .map((n) => String(n).padStart(2, '0'));
    case 'K3':
      return Array.from({ length: 3 }, (_, i) => String(1 + (digest[i]! % 6)));
    case '3D':
      return [digits(3, 0)];
    case '2D':
      return [digits(2, 0), digits(2, 4)];
    default:
      // Vietnamese results: a special prize of five digits, then the lower prizes.
      return [digits(5, 0), digits(5, 5), digits(5, 10), digits(4, 15), digits(3, 19), digits(2, 22)];
  }
}

function draws(db: Db, gameCode: string, count: number, now: number, vnOnly: boolean) {
  const game = db
    .prepare(
      `SELECT game_code, draw_minutes, default_play_type FROM lottery_games WHERE game_code = ? AND (? = 0 OR vendor = 'TCG_LOTTO_VN')`,
    )
    .get(gameCode, vnOnly ? 1 : 0) as LotteryRow | undefined;
  if (!game) throw new Refusal('INVALID_INPUT', 'game_not_found');
  const period = game.draw_minutes * 60_000;
  const latest = Math.floor(now / period);
  return Array.from({ length: count }, (_, i) => {
    const draw = latest - i;
    const drawTime = draw * period;
    const date = new Date(drawTime).toISOString().slice(0, 10).replaceAll('-', '');
    return {
      gameCode: game.game_code,
      numero: `${date}-${String(draw % 100_000).padStart(5, '0')}`,
      winningNumbers: drawNumbers(game.game_code, draw, game.default_play_type),
      drawTime,
    };
  });
}

export function lotteryRoutes(router: Router) {
  const vnColumns = (lang: string) =>
    `game_code AS gameCode, name_${lang} AS name, area, prize_mode AS prizeMode, draw_minutes AS drawMinutes`;
  const withNextDraw = (now: number) => (row: unknown) => {
    const game = row as { drawMinutes: number };
    const period = game.drawMinutes * 60_000;
    return { ...game, nextDrawTime: (Math.floor(now / period) + 1) * period };
  };

  router.public(endpoints.vnGameMenu, (_input, { ctx, lang, now }) =>
    ctx.db
      .prepare(`SELECT ${vnColumns(lang)} FROM lottery_games WHERE vendor = 'TCG_LOTTO_VN' ORDER BY popularity DESC`)
      .all()
      .map(withNextDraw(now)),
  );

  router.member(endpoints.vnRecentGames, (_input, { ctx, member, lang, now }) =>
    ctx.db
      .prepare(
        `SELECT ${vnColumns(lang)} FROM lottery_plays p JOIN lottery_games USING (game_code)
         WHERE p.member_id = ? AND vendor = 'TCG_LOTTO_VN' ORDER BY p.played_at DESC`,
      )
      .all(member.id)
      .map(withNextDraw(now)),
  );

  router.public(endpoints.vnOpenedNumeros, (input, { ctx, now }) =>
    draws(ctx.db, input.gameCode, input.count, now, true),
  );

  router.public(endpoints.lottoOpenedNumeros, (input, { ctx, now }) =>
    draws(ctx.db, input.gameCode, input.count, now, false),
  );
}
