import { endpoints } from '@lobbykit/platform';
import type { Router } from '../routing.ts';
import { gameItem, type GameRow } from './game-items.ts';
import { ASSETS_PATH } from './system.ts';

/** The lobby's public content: lottery menus, popular and ranked games, winners, promotions. */
export function lobbyRoutes(router: Router) {
  const lotteryColumns = (lang: string) =>
    `game_code AS gameCode, name_${lang} AS name, vendor, prize_mode AS prizeMode, default_play_type AS defaultPlayType`;

  router.public(endpoints.gameMenus, (_input, { ctx, lang }) =>
    ctx.db.prepare(`SELECT ${lotteryColumns(lang)} FROM lottery_games ORDER BY vendor, popularity DESC`).all(),
  );

  router.public(endpoints.popularGames, (input, { ctx, lang }) =>
    ctx.db
      .prepare(
        `SELECT ${lotteryColumns(lang)} FROM lottery_games WHERE (? = 'ALL' OR prize_mode = ?) ORDER BY popularity DESC LIMIT ?`,
      )
      .all(input.prizeMode, input.prizeMode, Math.min(input.count, 100)),
  );

  router.public(endpoints.rankList, (input, { ctx }) => {
    const rows = ctx.db
      .prepare(`SELECT * FROM games WHERE (? IS NULL OR game_type = ?) ORDER BY popularity DESC LIMIT 20`)
      .all(input.gameType ?? null, input.gameType ?? null) as GameRow[];
    return rows.map((row, index) => ({ rank: index + 1, game: gameItem(row) }));
  });

  router.public(endpoints.winnerBoard, (input, { ctx }) => {
    const rows = ctx.db
      .prepare(
        `SELECT w.player, g.name AS gameName, g.game_type AS gameType, g.vendor, w.prize_cents / 100.0 AS prize, w.created_at AS time
         FROM winners w JOIN games g USING (node_id)
         WHERE (? = 'ALL' OR g.game_type = ?) ORDER BY w.created_at DESC LIMIT ?`,
      )
      .all(input.gameCategory, input.gameCategory, Math.min(input.limitNum, 100));
    return { list: rows.map((vo) => ({ vo })) };
  });

  router.public(endpoints.promotions, (input, { ctx, merchant, lang, now }) =>
    ctx.db
      .prepare(
        `SELECT id, title_${lang} AS title, summary_${lang} AS summary, content_${lang} AS content, category,
           start_time AS startTime, end_time AS endTime
         FROM promotions WHERE merchant = ? AND (? IS NULL OR category = ?) AND start_time <= ? AND (end_time IS NULL OR end_time > ?)
         ORDER BY sort`,
      )
      .all(merchant.code, input.category ?? null, input.category ?? null, now, now)
      .map((row) => ({
        ...(row as { id: number }),
        imageUrl: `${ASSETS_PATH}/promotions/${(row as { id: number }).id}.svg`,
      })),
  );
}
