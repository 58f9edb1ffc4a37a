import { endpoints } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';
import type { Router } from '../routing.ts';
import { recordLaunch } from '../services/launches.ts';
import { TRIAL_TYPE } from '../services/members.ts';
import { likePattern } from '../services/sql.ts';
import { findGame, gameItem, type GameRow } from './game-items.ts';
import { ASSETS_PATH } from './system.ts';

export function gameRoutes(router: Router) {
  router.member(endpoints.gameList, (input, { ctx }) => {
    // Only the filters given, so the listing index (vendor, popularity, id, name) serves the query.
    const filters: Record<string, string | number> = { gameType: input.gameType.toUpperCase() };
    const where = ['game_type = @gameType'];
    const filter = (clause: string, name: string, value: string | number | null | undefined) => {
      if (value === null || value === undefined || value === '') return;
      where.push(clause);
      filters[name] = value;
    };
    filter('vendor = @vassalage', 'vassalage', input.vassalage);
    filter('classify = @classify', 'classify', input.gameClassify);
    filter(`name LIKE @name ESCAPE '\\'`, 'name', input.gameName?.trim() ? likePattern(input.gameName.trim()) : null);
    filter('ABS(min_bet - @minBet) < 0.000001', 'minBet', input.minBet);
    filter('line_num >= @minLines', 'minLines', input.minLineNum);
    // One pass in list order: the matches' ids give both the count and the page.
    const ids = ctx.db
      .prepare(`SELECT node_id FROM games WHERE ${where.join(' AND ')} ORDER BY popularity DESC, node_id`)
      .pluck()
      .all(filters) as number[];
    const page = ids.slice((input.pageNo - 1) * input.pageSize, input.pageNo * input.pageSize);
    const rows = page.length
      ? (ctx.db
          .prepare(`SELECT * FROM games WHERE node_id IN (${page.map(() => '?').join(', ')})`)
          .all(...page) as GameRow[])
      : [];
    const byId = new Map(rows.map((row) => [row.node_id, row]));
    return {
      games: page.map((id) => gameItem(byId.get(id)!)),
      totalPages: Math.ceil(ids.length / input.pageSize),
      totalCount: ids.length,
    };
  });

  router.public(endpoints.gameTypes, (_input, { ctx }) =>
    ctx.db.prepare('SELECT type, name_key AS nameKey FROM game_categories ORDER BY sort').all(),
  );

  router.public(endpoints.vendors, (_input, { ctx }) => {
    const categories = ctx.db.prepare('SELECT type FROM game_categories ORDER BY sort').all() as { type: string }[];
    const vendors = ctx.db.prepare('SELECT * FROM vendors ORDER BY is_hot DESC, sort').all() as {
      code: string;
      game_type: string;
      name: string;
      is_hot: number;
      account_type_id: number;
    }[];
    return categories.map(({ type }) => ({
      title: type,
      cards: vendors
        .filter((vendor) => vendor.game_type === type)
        .map((vendor) => ({
          vassalage: vendor.code,
          gameType: vendor.game_type,
          name: vendor.name,
          accountTypeId: vendor.account_type_id,
          smallIcon: `${ASSETS_PATH}/TCG_PROD_IMAGES/${vendor.game_type}_LIST_VENDOR/${vendor.code}-COLOR.png`,
          isHot: vendor.is_hot,
          // A live casino's tables are chosen from a list (spec §3 isGame VASSALAGE, §4 launch).
          ...(vendor.game_type === 'LIVE' && { isGame: 'VASSALAGE' }),
        })),
    }));
  });

  router.member(endpoints.favouriteGames, (_input, { ctx, member }) =>
    ctx.db
      .prepare(
        `SELECT g.node_id AS nodeId, g.vendor, g.game_type AS gameType FROM favourites f JOIN games g USING (node_id)
         WHERE f.member_id = ? ORDER BY f.created_at DESC`,
      )
      .all(member.id),
  );

  router.member(endpoints.favouriteGamesList, (input, { ctx, member }) => {
    const { total } = ctx.db
      .prepare(
        'SELECT COUNT(*) AS total FROM favourites f JOIN games g USING (node_id) WHERE f.member_id = ? AND g.game_type = ?',
      )
      .get(member.id, input.gameType) as { total: number };
    const rows = ctx.db
      .prepare(
        `SELECT g.* FROM favourites f JOIN games g USING (node_id) WHERE f.member_id = ? AND g.game_type = ?
         ORDER BY f.created_at DESC LIMIT ? OFFSET ?`,
      )
      .all(member.id, input.gameType, input.pageSize, (input.pageNo - 1) * input.pageSize) as GameRow[];
    return { content: rows.map(gameItem), totalPages: Math.ceil(total / input.pageSize) };
  });

  router.member(endpoints.favouriteToggle, (input, { ctx, member, now }) => {
    const game = findGame(ctx.db, Number(input.nodeId));
    if (!game || game.vendor !== input.vendor || game.game_type !== input.gameType)
      throw new Refusal('INVALID_INPUT', 'game_not_found');
    if (input.favourite) {
      ctx.db
        .prepare('INSERT OR IGNORE INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)')
        .run(member.id, game.node_id, now);
    } else {
      ctx.db.prepare('DELETE FROM favourites WHERE member_id = ? AND node_id = ?').run(member.id, game.node_id);
    }
    return { favourite: input.favourite };
  });

  router.member(endpoints.recentGames, (input, { ctx, member }) => {
    const filter = 'r.member_id = @member AND (@vassalage IS NULL OR g.vendor = @vassalage)';
    const params = { member: member.id, vassalage: input.vassalage || null };
    const { total } = ctx.db
      .prepare(`SELECT COUNT(*) AS total FROM recent_games r JOIN games g USING (node_id) WHERE ${filter}`)
      .get(params) as {
      total: number;
    };
    const rows = ctx.db
      .prepare(
        `SELECT g.* FROM recent_games r JOIN games g USING (node_id) WHERE ${filter} ORDER BY r.played_at DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: input.pageSize, offset: (input.pageNo - 1) * input.pageSize }) as GameRow[];
    return { list: rows.map(gameItem), totalPages: Math.ceil(total / input.pageSize) };
  });

  router.public(endpoints.hotGames, (input, { ctx }) => {
    const rows = ctx.db
      .prepare(
        `SELECT * FROM games WHERE is_hot = 1 AND (@vassalage IS NULL OR vendor = @vassalage) AND (@gameType IS NULL OR game_type = @gameType)
         ORDER BY popularity DESC LIMIT 24`,
      )
      .all({ vassalage: input.vassalage || null, gameType: input.gameType || null }) as GameRow[];
    return rows.map(gameItem);
  });

  router.member(endpoints.pvpRooms, (input, { ctx, lang }) =>
    ctx.db
      .prepare(
        `SELECT id AS roomId, name_${lang} AS name, vendor AS vassalage, game_code AS gameCode, min_bet_cents / 100.0 AS minBet, players
         FROM pvp_rooms WHERE (? IS NULL OR vendor = ?) ORDER BY vendor, min_bet_cents`,
      )
      .all(input.vassalage ?? null, input.vassalage ?? null),
  );

  router.member(endpoints.pvpLaunch, (input, call) => {
    const room = call.ctx.db
      .prepare('SELECT vendor, game_code FROM pvp_rooms WHERE id = ?')
      .get(Number(input.roomId)) as { vendor: string; game_code: string } | undefined;
    if (!room) throw new Refusal('INVALID_INPUT', 'room_not_found');
    const game = call.ctx.db
      .prepare('SELECT * FROM games WHERE vendor = ? AND game_code = ?')
      .get(room.vendor, room.game_code) as GameRow;
    return recordLaunch(call, game.node_id, call.member.account_type === TRIAL_TYPE ? 0 : 1, input.language);
  });
}
