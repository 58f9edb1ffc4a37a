import { endpoints } from '@lobbykit/platform';
import type { z } from 'zod/mini';
import { Refusal } from '../envelope.ts';
import type { MemberCall, Router } from '../routing.ts';
import { recordLaunch } from '../services/launches.ts';
import { findGame, type GameRow } from './game-items.ts';

type LaunchInput = z.output<typeof endpoints.launchGame.request>;

/** GLS: a third-party game by node id, by code, or the vendor's most played game. */
function thirdPartyLaunch(input: LaunchInput, call: MemberCall) {
  const game = (
    input.nodeId !== undefined
      ? findGame(call.ctx.db, Number(input.nodeId))
      : call.ctx.db
          .prepare(
            'SELECT * FROM games WHERE vendor = ? AND game_type = ? AND (? IS NULL OR game_code = ?) ORDER BY popularity DESC LIMIT 1',
          )
          .get(input.vassalage, input.gameType, input.gameCode ?? null, input.gameCode ?? null)
  ) as GameRow | undefined;
  if (!game || game.vendor !== input.vassalage) throw new Refusal('INVALID_INPUT', 'game_not_found');
  return recordLaunch(call, game.node_id, input.accountType, input.language);
}

/**
 * LOTT: the platform's own lottery of a lottery vendor (spec §4), at one game's bet slip when a
 * game is named, else at the vendor's lobby; lottoArea VN is the Vietnamese lottery lobby.
 */
function lotteryLaunch(input: LaunchInput, call: MemberCall) {
  const vendor = input.vassalage.toUpperCase();
  const area = input.lottoArea?.toUpperCase() || null;
  if (area === 'VN' && vendor !== 'TCG_LOTTO_VN') throw new Refusal('INVALID_INPUT', 'game_not_found');
  const lobby = call.ctx.db
    .prepare(`SELECT node_id FROM games WHERE vendor = ? AND game_type IN ('LOTT', 'ELOTT') ORDER BY node_id LIMIT 1`)
    .get(vendor) as { node_id: number } | undefined;
  if (!lobby) throw new Refusal('INVALID_INPUT', 'game_not_found');
  const code = input.lottoGameCode?.trim() || input.gameCode?.trim() || null;
  if (code) {
    const lottery = call.ctx.db.prepare('SELECT vendor FROM lottery_games WHERE game_code = ?').get(code) as
      { vendor: string } | undefined;
    if (lottery?.vendor !== vendor) throw new Refusal('INVALID_INPUT', 'game_not_found');
  }
  const view = input.lottoView ?? (code ? 'betting' : 'lobby');
  return recordLaunch(call, lobby.node_id, input.accountType, input.language, { lotteryCode: code, view, area });
}

export function launchRoutes(router: Router) {
  router.member(endpoints.launchGame, (input, call) => {
    // The real game service refuses a launch without a launch mode this way (protocol notes).
    const mode = call.c.req.query('launchMode');
    if (mode !== 'GLS' && mode !== 'LOTT') throw new Refusal('727', 'launch_mode');
    return input.launchMode === 'LOTT' ? lotteryLaunch(input, call) : thirdPartyLaunch(input, call);
  });
}
