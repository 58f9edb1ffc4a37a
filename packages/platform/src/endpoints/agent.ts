import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { accountType, count, id, money, none, pageRequest, paged, text, timestamp } from '../schemas.ts';

export const teamMember = z.looseObject({
  id,
  username: text,
  type: accountType,
  balance: money,
  registeredAt: timestamp,
  lastLoginAt: z.nullish(timestamp),
});

/** The agent centre's team pages (spec §2); agents only (isAgent 1, 2, 41, 42). */
export const agentEndpoints = {
  teamOverview: endpoint({
    name: 'teamOverview',
    path: '/wps/agent/team/overview',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({
      teamSize: count,
      directMembers: count,
      activeMembers: count,
      newMembers: count,
      teamBalance: money,
      deposits: money,
      withdrawals: money,
      validBet: money,
      profitLoss: z.number(),
      income: money,
    }),
  }),
  teamMembers: endpoint({
    name: 'teamMembers',
    path: '/wps/agent/team/members',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ username: z.optional(text), ...pageRequest }),
    response: paged(teamMember),
  }),
};
