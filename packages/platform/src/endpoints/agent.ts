import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { accountType, amount, count, id, money, nonEmpty, pageRequest, paged, text, timestamp } from '../schemas.ts';
import { paymentPasswordPattern } from './account.ts';

/** What an agent may move to one downline in one transfer (sandbox decision; spec §6 names no limit). */
export const TEAM_TRANSFER_MIN = 1;
export const TEAM_TRANSFER_MAX = 100_000;

/** How a downline stands: signed in within 30 days, not since, or never signed in at all. */
export const teamMemberStatuses = ['active', 'dormant', 'never'] as const;
export const teamScopes = ['all', 'direct'] as const;
/** The account types an agent may register below it (spec §6): members, and sub-agents for top agents. */
export const registrableTypes = [0, 41, 42] as const;

export const teamMember = z.looseObject({
  id,
  username: text,
  nickname: z.optional(text),
  type: accountType,
  balance: money,
  registeredAt: timestamp,
  lastLoginAt: z.nullish(timestamp),
  status: z._default(z.enum(teamMemberStatuses), 'active'),
  /** 1 for the agent's direct members, 2 for theirs, and so on. */
  depth: z._default(count, 1),
  /** How many members sit directly below this one: the tree opens only those with some. */
  children: z._default(count, 0),
});

export type TeamMember = z.infer<typeof teamMember>;

/** One member in full, for the detail dialog: all-time money and betting figures. */
export const teamMemberDetail = z.looseObject({
  ...teamMember.shape,
  uplineName: z.nullish(text),
  teamSize: z._default(count, 0),
  deposits: money,
  withdrawals: money,
  bets: count,
  validBet: money,
  profitLoss: z.number(),
});

export type TeamMemberDetail = z.infer<typeof teamMemberDetail>;

export const teamOverviewValue = z.looseObject({
  teamSize: count,
  directMembers: count,
  /** Members registered within the period. */
  newMembers: count,
  /** Members who placed a bet within the period. */
  activeMembers: count,
  teamBalance: money,
  deposits: money,
  withdrawals: money,
  /** Bets placed within the period. */
  bets: count,
  /** Turnover: the valid bet of the period. */
  validBet: money,
  /** The team's own result: payouts minus stakes (negative when the team lost). */
  profitLoss: z.number(),
});

export type TeamOverview = z.infer<typeof teamOverviewValue>;

const optionalText = z.optional(text);

/**
 * The agent centre's team pages (spec §2): overview, downline registration, team management.
 * Agents only (isAgent 1, 2, 41, 42); anyone else is refused with not-agent.
 */
export const agentEndpoints = {
  teamOverview: endpoint({
    name: 'teamOverview',
    path: '/wps/agent/team/overview',
    method: 'GET',
    token: true,
    encrypted: false,
    /** Epoch ms, inclusive; without them the past 30 days. */
    request: z.looseObject({ from: z.optional(timestamp), to: z.optional(timestamp) }),
    response: teamOverviewValue,
  }),
  /** The downline, newest first; `username` is a case-insensitive prefix. */
  teamMembers: endpoint({
    name: 'teamMembers',
    path: '/wps/agent/team/members',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({
      username: z.optional(text),
      scope: z._default(z.enum(teamScopes), 'all'),
      ...pageRequest,
    }),
    response: z.looseObject({ ...paged(teamMember).shape, total: z._default(count, 0) }),
  }),
  teamMember: endpoint({
    name: 'teamMember',
    path: '/wps/agent/team/member',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ memberId: id }),
    response: teamMemberDetail,
  }),
  /** One level of the tree: the direct members of `parentId` (the agent's own when absent). */
  teamTree: endpoint({
    name: 'teamTree',
    path: '/wps/agent/team/tree',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ parentId: z.optional(id) }),
    response: z.looseObject({ list: z.array(teamMember) }),
  }),
  /** A downline registered by its agent, with the brand's register rules (spec §5); the agent is its upline. */
  teamRegister: endpoint({
    name: 'teamRegister',
    path: '/wps/agent/team/register',
    method: 'POST',
    token: true,
    encrypted: true,
    request: z.looseObject({
      username: nonEmpty,
      password: nonEmpty,
      confirmPassword: nonEmpty,
      accountType: z._default(z.literal(registrableTypes), 0),
      payeeName: optionalText,
      email: optionalText,
      mobileNum: optionalText,
      countryDialingCode: optionalText,
      paymentPassword: optionalText,
      qqNum: optionalText,
      line: optionalText,
      whatsapp: optionalText,
      facebook: optionalText,
      wechat: optionalText,
      idNumber: optionalText,
    }),
    response: z.looseObject({ memberId: id, username: text, type: accountType }),
  }),
  /** Money from the agent's main wallet to a downline's, with the agent's payment password. */
  teamTransfer: endpoint({
    name: 'teamTransfer',
    path: '/wps/agent/team/transfer',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({
      memberId: id,
      amount: amount.check(z.minimum(TEAM_TRANSFER_MIN), z.maximum(TEAM_TRANSFER_MAX)),
      paymentPassword: z.string().check(z.regex(paymentPasswordPattern)),
    }),
    response: z.looseObject({ transactionId: id, sumBalance: money, memberBalance: money }),
  }),
};
