import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import { isAgent, type MemberRow } from './members.ts';
import { fromCents } from './wallet.ts';

/** Signed in within this long counts as an active member of the team. */
const ACTIVE_WITHIN = 30 * 24 * 3_600_000;

/** Every member below an agent, at any depth (or only the direct ones). */
const TEAM = `WITH RECURSIVE team (id, depth) AS (
    SELECT id, 1 FROM members WHERE upline_id = @agent
    UNION ALL SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.upline_id = team.id WHERE @scope = 'all'
  )`;

export function requireAgent(member: MemberRow) {
  if (!isAgent(member)) throw new Refusal('NOT_AGENT', 'not_agent');
}

/** A LIKE pattern (with ESCAPE '\') for names starting with the user's text, taken literally. */
export function prefixPattern(text: string) {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** How deep `memberId` sits below `agentId`, or a refusal when it is not in the agent's team. */
export function depthBelow(db: Db, agentId: number, memberId: number): number {
  const row = db
    .prepare(
      `WITH RECURSIVE up (upline, depth) AS (
         SELECT upline_id, 1 FROM members WHERE id = ?
         UNION ALL SELECT m.upline_id, up.depth + 1 FROM members m JOIN up ON m.id = up.upline WHERE up.upline IS NOT NULL
       ) SELECT depth FROM up WHERE upline = ?`,
    )
    .get(memberId, agentId) as { depth: number } | undefined;
  if (!row) throw new Refusal('OPERATION_NOT_ALLOWED', 'not_in_team');
  return row.depth;
}

interface MemberListRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  registeredAt: number;
  lastLoginAt: number | null;
  depth: number;
  balanceCents: number;
  children: number;
}

const memberColumns = `m.id, m.username, m.nickname, m.account_type AS type, m.registered_at AS registeredAt,
  m.last_login_at AS lastLoginAt,
  (SELECT COALESCE(SUM(balance_cents), 0) FROM wallets w WHERE w.member_id = m.id) AS balanceCents,
  (SELECT COUNT(*) FROM members c WHERE c.upline_id = m.id) AS children`;

function toTeamMember({ balanceCents, ...row }: MemberListRow, now: number) {
  const status =
    row.lastLoginAt === null ? 'never' : now - row.lastLoginAt <= ACTIVE_WITHIN ? 'active' : ('dormant' as const);
  return { ...row, balance: fromCents(balanceCents), status } as const;
}

export function listTeam(
  db: Db,
  agentId: number,
  query: { username?: string; scope: 'all' | 'direct'; pageNo: number; pageSize: number },
  now: number,
) {
  const name = query.username?.trim();
  const params = { agent: agentId, scope: query.scope, name: name ? prefixPattern(name) : null };
  const filter = `(@name IS NULL OR m.username LIKE @name ESCAPE '\\')`;
  const { total } = db
    .prepare(`${TEAM} SELECT COUNT(*) AS total FROM team JOIN members m ON m.id = team.id WHERE ${filter}`)
    .get(params) as { total: number };
  // The page is chosen first and its balances and child counts read after, for its rows only.
  const rows = db
    .prepare(
      `${TEAM}, page (id, depth, registered_at) AS (
         SELECT m.id, team.depth, m.registered_at FROM team JOIN members m ON m.id = team.id WHERE ${filter}
         ORDER BY m.registered_at DESC, m.id DESC LIMIT @limit OFFSET @offset
       ) SELECT ${memberColumns}, page.depth FROM page JOIN members m ON m.id = page.id
       ORDER BY page.registered_at DESC, page.id DESC`,
    )
    .all({ ...params, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }) as MemberListRow[];
  return {
    list: rows.map((row) => toTeamMember(row, now)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** The direct members of one member of the team (or of the agent), for one level of the tree. */
export function teamChildren(db: Db, agentId: number, parentId: number, now: number) {
  const depth = parentId === agentId ? 0 : depthBelow(db, agentId, parentId);
  const rows = db
    .prepare(
      `SELECT ${memberColumns}, ? AS depth FROM members m WHERE m.upline_id = ? ORDER BY m.username COLLATE NOCASE`,
    )
    .all(depth + 1, parentId) as MemberListRow[];
  return rows.map((row) => toTeamMember(row, now));
}

interface Period {
  from: number;
  to: number;
}

/** Deposits, withdrawals (net of refunds) and betting of a set of members within a period. */
function figures(db: Db, members: string, params: Record<string, unknown>) {
  const money = db
    .prepare(
      `${members} SELECT
         COALESCE(SUM(CASE WHEN l.kind = 'deposit' THEN l.delta_cents END), 0) AS deposits,
         COALESCE(-SUM(CASE WHEN l.kind IN ('withdrawal', 'withdrawal-refund') THEN l.delta_cents END), 0) AS withdrawals
       FROM scope JOIN ledger l ON l.member_id = scope.id
       WHERE l.created_at BETWEEN @from AND @to AND l.kind IN ('deposit', 'withdrawal', 'withdrawal-refund')`,
    )
    .get(params) as { deposits: number; withdrawals: number };
  const betting = db
    .prepare(
      `${members} SELECT COUNT(b.id) AS bets, COUNT(DISTINCT b.member_id) AS players,
         COALESCE(SUM(b.valid_bet_cents), 0) AS validBet,
         COALESCE(SUM(CASE WHEN b.status IN ('won', 'lost') THEN b.payout_cents - b.stake_cents END), 0) AS profitLoss
       FROM scope JOIN bets b ON b.member_id = scope.id
       WHERE b.placed_at BETWEEN @from AND @to AND b.status <> 'void'`,
    )
    .get(params) as { bets: number; players: number; validBet: number; profitLoss: number };
  return {
    deposits: fromCents(money.deposits),
    withdrawals: fromCents(money.withdrawals),
    bets: betting.bets,
    activeMembers: betting.players,
    validBet: fromCents(betting.validBet),
    profitLoss: fromCents(betting.profitLoss),
  };
}

const TEAM_SCOPE = `${TEAM}, scope (id) AS (SELECT id FROM team)`;

/** The team overview of spec §2, every figure computed from members, the ledger and bets. */
export function teamOverview(db: Db, agentId: number, period: Period) {
  const params = { agent: agentId, scope: 'all', ...period };
  const size = db
    .prepare(
      `${TEAM} SELECT COUNT(*) AS teamSize, COALESCE(SUM(team.depth = 1), 0) AS directMembers,
         COALESCE(SUM(m.registered_at BETWEEN @from AND @to), 0) AS newMembers,
         (SELECT COALESCE(SUM(w.balance_cents), 0) FROM wallets w WHERE w.member_id IN (SELECT id FROM team)) AS balance
       FROM team JOIN members m ON m.id = team.id`,
    )
    .get(params) as { teamSize: number; directMembers: number; newMembers: number; balance: number };
  return {
    teamSize: size.teamSize,
    directMembers: size.directMembers,
    newMembers: size.newMembers,
    teamBalance: fromCents(size.balance),
    ...figures(db, TEAM_SCOPE, params),
  };
}

/** One member of the team in full, with all-time figures. */
export function teamMemberDetail(db: Db, agentId: number, memberId: number, now: number) {
  const depth = depthBelow(db, agentId, memberId);
  const row = db
    .prepare(
      `SELECT ${memberColumns}, ? AS depth, u.username AS uplineName FROM members m
       LEFT JOIN members u ON u.id = m.upline_id WHERE m.id = ?`,
    )
    .get(depth, memberId) as MemberListRow & { uplineName: string | null };
  const { teamSize } = db
    .prepare(`${TEAM} SELECT COUNT(*) AS teamSize FROM team`)
    .get({ agent: memberId, scope: 'all' }) as { teamSize: number };
  const { activeMembers: _players, ...totals } = figures(db, `WITH scope (id) AS (SELECT @member)`, {
    member: memberId,
    from: 0,
    to: now,
  });
  return { ...toTeamMember(row, now), uplineName: row.uplineName, teamSize, ...totals };
}
