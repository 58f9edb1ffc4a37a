import { endpoints } from '@lobbykit/platform';
import type { Router } from '../routing.ts';
import { gameItem, type GameRow } from './game-items.ts';
import { ASSETS_PATH } from './system.ts';
import { maskPlayer } from '../services/bets.ts';
import { fromCents } from '../services/wallet.ts';

const RANKING_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

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

  // Ranked by what the brand's members played over the last 30 days; unplayed games by popularity.
  router.public(endpoints.rankList, (input, { ctx, merchant, now }) => {
    const rows = ctx.db
      .prepare(
        `SELECT g.* FROM games g LEFT JOIN (
           SELECT node_id, COUNT(*) AS plays FROM bets WHERE merchant = ? AND placed_at > ? GROUP BY node_id
         ) p USING (node_id)
         WHERE (? IS NULL OR g.game_type = ?) ORDER BY COALESCE(p.plays, 0) DESC, g.popularity DESC LIMIT 20`,
      )
      .all(merchant.code, now - RANKING_WINDOW_MS, input.gameType ?? null, input.gameType ?? null) as GameRow[];
    return rows.map((row, index) => ({ rank: index + 1, game: gameItem(row) }));
  });

  // The brand's latest winning bets, the player's name masked.
  router.public(endpoints.winnerBoard, (input, { ctx, merchant }) => {
    const rows = ctx.db
      .prepare(
        `SELECT m.username, b.game_name AS gameName, b.game_type AS gameType, b.vendor, b.payout_cents, b.settled_at AS time
         FROM bets b JOIN members m ON m.id = b.member_id
         WHERE b.merchant = ? AND b.status = 'won' AND (? = 'ALL' OR b.game_type = ?) ORDER BY b.placed_at DESC LIMIT ?`,
      )
      .all(merchant.code, input.gameCategory, input.gameCategory, Math.min(input.limitNum, 100)) as {
      username: string;
      gameName: string;
      gameType: string;
      vendor: string;
      payout_cents: number;
      time: number;
    }[];
    return {
      list: rows.map(({ username, payout_cents: cents, ...row }) => ({
        vo: { player: maskPlayer(username), ...row, prize: fromCents(cents) },
      })),
    };
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
