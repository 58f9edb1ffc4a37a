import { endpoints } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { Router } from '../routing.ts';
import { isAgent, type MemberRow } from '../services/members.ts';
import { fromCents } from '../services/wallet.ts';
import { likePattern } from '../services/sql.ts';

/** Every member below an agent, at any depth. */
function teamOf(db: Db, agentId: number): { id: number; depth: number }[] {
  return db
    .prepare(
      `WITH RECURSIVE team (id, depth) AS (
         SELECT id, 1 FROM members WHERE upline_id = ?
         UNION ALL SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.upline_id = team.id
       ) SELECT id, depth FROM team`,
    )
    .all(agentId) as { id: number; depth: number }[];
}

function requireAgent(member: MemberRow) {
  if (!isAgent(member)) throw new Refusal('NOT_AGENT', 'not_agent');
}

export function agentRoutes(router: Router) {
  router.member(endpoints.teamOverview, (_input, { ctx, member }) => {
    requireAgent(member);
    const team = teamOf(ctx.db, member.id);
    const ids = team.map((entry) => entry.id);
    const balance = ids.length
      ? (
          ctx.db
            .prepare(
              `SELECT COALESCE(SUM(balance_cents), 0) AS total FROM wallets WHERE member_id IN (${ids.map(() => '?').join(',')})`,
            )
            .get(...ids) as { total: number }
        ).total
      : 0;
    const stats = ctx.db.prepare('SELECT * FROM team_stats WHERE agent_id = ?').get(member.id) as
      | Record<
          | 'deposits_cents'
          | 'withdrawals_cents'
          | 'valid_bet_cents'
          | 'profit_loss_cents'
          | 'income_cents'
          | 'active_members'
          | 'new_members',
          number
        >
      | undefined;
    return {
      teamSize: team.length,
      directMembers: team.filter((entry) => entry.depth === 1).length,
      activeMembers: Math.min(stats?.active_members ?? 0, team.length),
      newMembers: Math.min(stats?.new_members ?? 0, team.length),
      teamBalance: fromCents(balance),
      deposits: fromCents(stats?.deposits_cents ?? 0),
      withdrawals: fromCents(stats?.withdrawals_cents ?? 0),
      validBet: fromCents(stats?.valid_bet_cents ?? 0),
      profitLoss: fromCents(stats?.profit_loss_cents ?? 0),
      income: fromCents(stats?.income_cents ?? 0),
    };
  });

  router.member(endpoints.teamMembers, (input, { ctx, member }) => {
    requireAgent(member);
    const filter = `upline_id = @agent AND (@name IS NULL OR username LIKE @name ESCAPE '\\')`;
    const params = { agent: member.id, name: input.username?.trim() ? likePattern(input.username.trim()) : null };
    const { n } = ctx.db.prepare(`SELECT COUNT(*) AS n FROM members WHERE ${filter}`).get(params) as { n: number };
    const rows = ctx.db
      .prepare(
        `SELECT id, username, account_type AS type, registered_at AS registeredAt, last_login_at AS lastLoginAt,
           (SELECT COALESCE(SUM(balance_cents), 0) FROM wallets w WHERE w.member_id = members.id) AS balanceCents
         FROM members WHERE ${filter} ORDER BY registered_at DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: input.pageSize, offset: (input.pageNo - 1) * input.pageSize }) as {
      balanceCents: number;
    }[];
    return {
      list: rows.map(({ balanceCents, ...row }) => ({ ...row, balance: fromCents(balanceCents) })),
      totalPages: Math.ceil(n / input.pageSize),
    };
  });
}
