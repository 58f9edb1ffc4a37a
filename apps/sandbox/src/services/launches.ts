import { randomUUID } from 'node:crypto';
import { Refusal } from '../envelope.ts';
import type { MemberCall } from '../routing.ts';
import { GAME_PAGE_PATH } from '../routes/system.ts';
import { TRIAL_TYPE } from './members.ts';

/** What a lottery launch opens besides its vendor's lobby game. */
export interface LotteryTarget {
  lotteryCode: string | null;
  view: 'betting' | 'lobby';
  area: string | null;
}

/**
 * Records a game session and answers with its page. A trial account plays in trial mode only.
 * The game counts as played at once (recent games), as on the real platform.
 */
export function recordLaunch(
  { ctx, member, now }: MemberCall,
  nodeId: number,
  accountType: 0 | 1,
  language: string,
  lottery?: LotteryTarget,
) {
  if (member.account_type === TRIAL_TYPE && accountType === 1)
    throw new Refusal('REAL_ACCOUNT_NEEDED', 'trial_real_money');
  const id = randomUUID();
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `INSERT INTO game_launches (id, member_id, node_id, account_type, language, created_at, lottery_code, lotto_view, lotto_area)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        member.id,
        nodeId,
        accountType,
        language,
        now,
        lottery?.lotteryCode ?? null,
        lottery?.view ?? null,
        lottery?.area ?? null,
      );
    ctx.db
      .prepare(
        `INSERT INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?)
         ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
      )
      .run(member.id, nodeId, now);
    if (lottery?.lotteryCode) {
      ctx.db
        .prepare(
          `INSERT INTO lottery_plays (member_id, game_code, played_at) VALUES (?, ?, ?)
           ON CONFLICT (member_id, game_code) DO UPDATE SET played_at = excluded.played_at`,
        )
        .run(member.id, lottery.lotteryCode, now);
    }
  })();
  return { content: { game_url: `${GAME_PAGE_PATH}/${id}` } };
}
