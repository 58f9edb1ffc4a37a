import type { Db } from '../db/database.ts';
import { ASSETS_PATH } from './system.ts';

export interface GameRow {
  node_id: number;
  vendor: string;
  game_type: string;
  game_code: string;
  name: string;
  classify: string | null;
  min_bet: number;
  line_num: number;
  is_hot: number;
}

/**
 * A game as the lobby lists it. Live tables and PvP games come with `nodeName`/`iconUrl`, the rest
 * with `gameName`/`showIcon`, as different game services of the real platform do (protocol notes).
 */
export function gameItem(row: GameRow) {
  const icon = `${ASSETS_PATH}/games/${row.node_id}.png`;
  const named =
    row.game_type === 'LIVE' || row.game_type === 'PVP'
      ? { nodeName: row.name, iconUrl: icon }
      : { gameName: row.name, showIcon: icon };
  return {
    nodeId: row.node_id,
    vassalage: row.vendor,
    gameType: row.game_type,
    gameCode: row.game_code,
    ...named,
    minBet: row.min_bet,
    lineNum: row.line_num,
    isHot: row.is_hot,
    ...(row.classify ? { gameClassify: row.classify } : {}),
  };
}

export function findGame(db: Db, nodeId: number): GameRow | undefined {
  return db.prepare('SELECT * FROM games WHERE node_id = ?').get(nodeId) as GameRow | undefined;
}
