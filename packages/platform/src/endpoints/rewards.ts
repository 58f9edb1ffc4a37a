import { z } from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.ts';
import { id, money, none, text, timestamp } from '../schemas.ts';

export const contractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const contractPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const contractActions = ['list', 'offer', 'accept', 'reject', 'terminate'] as const;

export const contract = z.looseObject({
  contractId: id,
  kind: z.enum(contractKinds),
  upline: text,
  downline: text,
  /** Percentage of the team's profit (dividend) or of valid bets (salaries). */
  rate: z.number(),
  activeMembers: z.number(),
  validBet: money,
  period: z.enum(contractPeriods),
  /** offered, active, rejected, terminated. */
  status: text,
  createdAt: timestamp,
});

export type Contract = z.infer<typeof contract>;

/**
 * One call per contract kind, each taking an action: the upline offers or terminates, the downline
 * accepts or rejects; `list` returns the member's contracts of that kind either way.
 */
const contractRequest = z.looseObject({
  action: z.enum(contractActions),
  contractId: z.optional(id),
  downline: z.optional(text),
  rate: z.optional(z.number().check(z.positive(), z.maximum(100))),
  activeMembers: z.optional(z.number().check(z.int(), z.nonnegative())),
  validBet: z.optional(z.number().check(z.nonnegative())),
  period: z.optional(z.enum(contractPeriods)),
});

const contractResponse = z.looseObject({ contracts: z.array(contract) });

function contractEndpoint(
  name: string,
  path: string,
  method: 'GET' | 'POST',
  feature: string,
): Endpoint<typeof contractRequest, typeof contractResponse> {
  // The platform's GETs here change state: never retried.
  return {
    name,
    path,
    method,
    token: true,
    encrypted: false,
    feature,
    idempotent: false,
    request: contractRequest,
    response: contractResponse,
  };
}

export const reward = z.looseObject({
  id,
  title: text,
  amount: money,
  /** claim, claimed, issued, expired… */
  status: text,
  kind: z._default(text, 'bonus'),
  expiresAt: z.nullish(timestamp),
});

export const rewardEndpoints = {
  dividendContract: endpoint(
    contractEndpoint('dividendContract', '/wps/relay/MCS2_processDividendReq', 'GET', 'DIVIDENDCONTRACT'),
  ),
  dailySalaryContract: endpoint(
    contractEndpoint('dailySalaryContract', '/wps/relay/MCS2_processDailySalContract', 'GET', 'DAILYSALARY'),
  ),
  hourlySalaryContract: endpoint(
    contractEndpoint('hourlySalaryContract', '/wps/relay/MCS2_processContractHourSalary', 'POST', 'HOURLYSALARY'),
  ),
  realTimeSalaryContract: endpoint(
    contractEndpoint(
      'realTimeSalaryContract',
      '/wps/relay/MCSFE_processRealTimeSalaryContract',
      'POST',
      'REALTIMESALARY',
    ),
  ),
  /** The reward centre: bonuses and raffle prizes waiting to be claimed, and past ones. */
  rewardList: endpoint({
    name: 'rewardList',
    path: '/wps/relay/MCS2_getRewardList',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.array(reward),
  }),
  raffleClaim: endpoint({
    name: 'raffleClaim',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ rewardId: id }),
    response: z.looseObject({ reward, sumBalance: money }),
  }),
};
