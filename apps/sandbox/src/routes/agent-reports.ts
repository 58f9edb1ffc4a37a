import { endpoints } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { Router } from '../routing.ts';
import { isAgent, type MemberRow } from '../services/members.ts';
import { likePattern } from '../services/sql.ts';
import { fromCents } from '../services/wallet.ts';
import { betOf, sums, totalsOf, type BetRow, type SumRow } from './bet-record.ts';
import { ledgerEntryOf, ledgerKinds, typeOfKind, type LedgerRow } from './wallet-record.ts';

/**
 * The agent's downline at every depth as a common table `team (id)`, and `scope (id)` = the team
 * plus the agent, for the ledger. A sub-agent (41, 42) is an agent of their own subtree only.
 */
const teamTables = `WITH RECURSIVE team (id) AS (
    SELECT id FROM members WHERE upline_id = @agent
    UNION ALL SELECT m.id FROM members m JOIN team ON m.upline_id = team.id
  ), scope (id) AS (SELECT id FROM team UNION ALL SELECT @agent)`;

/** Whose rows to read: the team (or scope), narrowed to usernames holding `username` when given. */
const whoseRows = (table: 'team' | 'scope') =>
  `member_id IN (SELECT id FROM ${table}) AND (@name IS NULL OR member_id IN (
     SELECT id FROM members WHERE username LIKE @name ESCAPE '\\'))`;

function requireAgent(member: MemberRow) {
  if (!isAgent(member)) throw new Refusal('NOT_AGENT', 'not_agent');
}

function checkRange(input: { from: number; to: number }) {
  if (input.to < input.from) throw new Refusal('INVALID_INPUT', 'date_range_reversed');
}

/** The parameters every report binds: the agent, the range, the username filter and the page. */
function baseParams(
  member: MemberRow,
  input: { from: number; to: number; username?: string; pageNo: number; pageSize: number },
) {
  const name = input.username?.trim();
  return {
    agent: member.id,
    from: input.from,
    to: input.to,
    name: name ? likePattern(name) : null,
    limit: input.pageSize,
    offset: (input.pageNo - 1) * input.pageSize,
  };
}

export function agentReportRoutes(router: Router) {
  router.member(endpoints.teamBets, (input, { ctx, member }) => {
    requireAgent(member);
    checkRange(input);
    const params = {
      ...baseParams(member, input),
      gameType: input.gameType ?? null,
      vendor: input.vendor ?? null,
      status: input.status ?? null,
    };
    const where = `${whoseRows('team')} AND placed_at BETWEEN @from AND @to
      AND (@gameType IS NULL OR game_type = @gameType) AND (@vendor IS NULL OR vendor = @vendor)
      AND (@status IS NULL OR status = @status)`;
    const totals = ctx.db.prepare(`${teamTables} SELECT ${sums} FROM bets WHERE ${where}`).get(params) as SumRow;
    const rows = ctx.db
      .prepare(
        `${teamTables} SELECT b.*, m.username,
           (SELECT name FROM vendors v WHERE v.code = b.vendor AND v.game_type = b.game_type) AS vendor_name
         FROM (SELECT * FROM bets WHERE ${where} ORDER BY placed_at DESC, id DESC LIMIT @limit OFFSET @offset) b
         JOIN members m ON m.id = b.member_id ORDER BY b.placed_at DESC, b.id DESC`,
      )
      .all(params) as (BetRow & { username: string })[];
    return {
      list: rows.map((row) => ({ ...betOf(row), username: row.username })),
      totalPages: Math.ceil(totals.bets / input.pageSize),
      total: totals.bets,
      totals: totalsOf(totals),
    };
  });

  router.member(endpoints.teamProfitLoss, (input, { ctx, member }) => {
    requireAgent(member);
    checkRange(input);
    const params = { ...baseParams(member, input), gameType: input.gameType ?? null };
    // Settled bets only, as the member's own profit and loss counts them.
    const where = `${whoseRows('team')} AND placed_at BETWEEN @from AND @to AND status IN ('won', 'lost')
      AND (@gameType IS NULL OR game_type = @gameType)`;
    const totals = ctx.db.prepare(`${teamTables} SELECT ${sums} FROM bets WHERE ${where}`).get(params) as SumRow;
    const { members } = ctx.db
      .prepare(`${teamTables} SELECT COUNT(DISTINCT member_id) AS members FROM bets WHERE ${where}`)
      .get(params) as { members: number };
    const direction = input.sort === 'profit-asc' ? 'ASC' : 'DESC';
    const rows = ctx.db
      .prepare(
        `${teamTables} SELECT m.username, s.* FROM (
           SELECT member_id, ${sums} FROM bets WHERE ${where} GROUP BY member_id
         ) s JOIN members m ON m.id = s.member_id
         ORDER BY s.profit ${direction}, m.username LIMIT @limit OFFSET @offset`,
      )
      .all(params) as (SumRow & { username: string })[];
    return {
      list: rows.map((row) => ({ username: row.username, ...totalsOf(row) })),
      totalPages: Math.ceil(members / input.pageSize),
      total: members,
      totals: totalsOf(totals),
    };
  });

  router.member(endpoints.teamTransactions, (input, { ctx, member }) => {
    requireAgent(member);
    checkRange(input);
    const kinds = input.type ? ledgerKinds[input.type] : [...typeOfKind.keys()];
    const params = { ...baseParams(member, input), kinds: JSON.stringify(kinds) };
    const where = `${whoseRows('scope')} AND created_at BETWEEN @from AND @to
      AND kind IN (SELECT value FROM json_each(@kinds))`;
    const sumsRow = ctx.db
      .prepare(
        `${teamTables} SELECT COUNT(*) AS n,
           COALESCE(SUM(CASE WHEN delta_cents > 0 THEN delta_cents END), 0) AS incoming,
           COALESCE(SUM(CASE WHEN delta_cents < 0 THEN -delta_cents END), 0) AS outgoing
         FROM ledger WHERE ${where}`,
      )
      .get(params) as { n: number; incoming: number; outgoing: number };
    const rows = ctx.db
      .prepare(
        `${teamTables} SELECT l.*, m.username FROM (
           SELECT * FROM ledger WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset
         ) l JOIN members m ON m.id = l.member_id ORDER BY l.created_at DESC, l.id DESC`,
      )
      .all(params) as (LedgerRow & { username: string })[];
    return {
      list: rows.map((row) => ({ ...ledgerEntryOf(row), username: row.username })),
      totalPages: Math.ceil(sumsRow.n / input.pageSize),
      total: sumsRow.n,
      totals: {
        in: fromCents(sumsRow.incoming),
        out: fromCents(sumsRow.outgoing),
        net: fromCents(sumsRow.incoming - sumsRow.outgoing),
      },
    };
  });
}

function unreadNotices(db: Db, member: MemberRow): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM agent_notices n WHERE n.merchant = ?
         AND NOT EXISTS (SELECT 1 FROM agent_notice_reads r WHERE r.notice_id = n.id AND r.member_id = ?)`,
      )
      .get(member.merchant, member.id) as { n: number }
  ).n;
}

/** The announcement page's calls: the brand's agent notices and this agent's read state. */
export function agentNoticeRoutes(router: Router) {
  router.member(endpoints.agentNotices, (_input, { ctx, member, lang }) => {
    requireAgent(member);
    const rows = ctx.db
      .prepare(
        `SELECT n.id, n.title_${lang} AS title, n.content_${lang} AS content, n.published_at AS publishedAt,
           EXISTS (SELECT 1 FROM agent_notice_reads r WHERE r.notice_id = n.id AND r.member_id = ?) AS read
         FROM agent_notices n WHERE n.merchant = ? ORDER BY n.published_at DESC, n.id DESC`,
      )
      .all(member.id, member.merchant) as { read: number }[];
    return { list: rows.map((row) => ({ ...row, read: row.read === 1 })), unread: unreadNotices(ctx.db, member) };
  });

  router.member(endpoints.readAgentNotice, (input, { ctx, member, now }) => {
    requireAgent(member);
    const notice = ctx.db
      .prepare('SELECT id FROM agent_notices WHERE id = ? AND merchant = ?')
      .get(Number(input.id), member.merchant);
    if (!notice) throw new Refusal('INVALID_INPUT', 'agent_notice_not_found');
    ctx.db
      .prepare('INSERT OR IGNORE INTO agent_notice_reads (notice_id, member_id, read_at) VALUES (?, ?, ?)')
      .run(Number(input.id), member.id, now);
    return { unread: unreadNotices(ctx.db, member) };
  });
}
