import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { count, id, money, none, nonEmpty, pageRequest, text, timestamp } from '../schemas.ts';
import { bet, betStatuses, betTotals } from './bets.ts';
import { ledgerEntry, ledgerTypes } from './wallet.ts';

/** A range of epoch ms, both ends inclusive; the date presets (spec §9) are the client's. */
const range = { from: timestamp, to: timestamp };

/** Part of a downline member's username, matched anywhere in it, case-insensitively. */
const username = z.optional(text);

/** A downline member's bet: the member's own bet plus whose it is. */
export const teamBet = z.looseObject({ ...bet.shape, username: nonEmpty });
export type TeamBet = z.infer<typeof teamBet>;

/** One downline member's settled bets summed over the range. */
export const memberProfit = z.looseObject({ username: nonEmpty, ...betTotals.shape });
export type MemberProfit = z.infer<typeof memberProfit>;

export const profitSorts = ['profit-desc', 'profit-asc'] as const;
export type ProfitSort = (typeof profitSorts)[number];

/** A ledger line of the agent or of a downline member, with whose it is. */
export const teamLedgerEntry = z.looseObject({ ...ledgerEntry.shape, username: nonEmpty });
export type TeamLedgerEntry = z.infer<typeof teamLedgerEntry>;

/** A notice for the brand's agents (spec §2 agent centre announcement): HTML content, read or not by this agent. */
export const agentNotice = z.looseObject({ id, title: text, content: text, publishedAt: timestamp, read: z.boolean() });
export type AgentNotice = z.infer<typeof agentNotice>;

/**
 * The agent centre's report pages (spec §2: team betting, user profit and loss, transaction
 * details). The spec names no call for them: these are the sandbox's, under `/wps/agent/report/`.
 * Agents only (isAgent 1, 2, 41, 42), each over their own downline at every depth.
 */
export const agentReportEndpoints = {
  /** Team betting: the downline's bets, newest first, filtered like the member's betting record. */
  teamBets: endpoint({
    name: 'teamBets',
    path: '/wps/agent/report/bets',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({
      ...range,
      gameType: z.optional(nonEmpty),
      vendor: z.optional(nonEmpty),
      status: z.optional(z.enum(betStatuses)),
      username,
      ...pageRequest,
    }),
    response: z.looseObject({ list: z.array(teamBet), totalPages: count, total: count, totals: betTotals }),
  }),
  /**
   * User profit and loss: each downline member's settled bets summed over the range (of one game
   * type when given), members without bets left out, sorted by profit; totals of the whole team.
   */
  teamProfitLoss: endpoint({
    name: 'teamProfitLoss',
    path: '/wps/agent/report/profit-loss',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({
      ...range,
      gameType: z.optional(nonEmpty),
      username,
      sort: z._default(z.enum(profitSorts), 'profit-desc'),
      ...pageRequest,
    }),
    response: z.looseObject({ list: z.array(memberProfit), totalPages: count, total: count, totals: betTotals }),
  }),
  /** Transaction details: ledger lines of the agent and of the downline, newest first. */
  teamTransactions: endpoint({
    name: 'teamTransactions',
    path: '/wps/agent/report/transactions',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ ...range, type: z.optional(z.enum(ledgerTypes)), username, ...pageRequest }),
    response: z.looseObject({
      list: z.array(teamLedgerEntry),
      totalPages: count,
      total: count,
      totals: z.looseObject({ in: money, out: money, net: z.number() }),
    }),
  }),
  /** Announcement: the brand's agent notices, newest first, in the caller's language, with how many are unread. */
  agentNotices: endpoint({
    name: 'agentNotices',
    path: '/wps/agent/notices',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({ list: z.array(agentNotice), unread: count }),
  }),
  /** Marks one agent notice read for this agent (again is fine); answers how many are still unread. */
  readAgentNotice: endpoint({
    name: 'readAgentNotice',
    path: '/wps/agent/notices/read',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ id }),
    response: z.looseObject({ unread: count }),
  }),
};
