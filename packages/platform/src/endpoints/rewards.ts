import { z } from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.ts';
import { id, MAX_COUNT, money, moneyInput, none, text, timestamp } from '../schemas.ts';

export const contractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const contractPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
/**
 * `terminate` withdraws an offer at once and, on an active contract, asks the other party to end
 * it; that party answers `confirmTermination` (ended) or `keepContract` (stays active).
 */
export const contractActions = [
  'list',
  'offer',
  'accept',
  'reject',
  'terminate',
  'confirmTermination',
  'keepContract',
] as const;
/** offered → active | rejected | terminated (withdrawn); active → terminating → terminated | active. */
export const contractStatuses = ['offered', 'active', 'rejected', 'terminating', 'terminated'] as const;
/** The ledger kinds a contract pays into the holder's main wallet, one per contract kind. */
export const contractLedgerKinds = {
  dividend: 'dividend',
  daily: 'daily-salary',
  hourly: 'hourly-salary',
  realtime: 'realtime-salary',
} as const;

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
  /** One of contractStatuses; read as text so a status the site does not know yet still shows. */
  status: text,
  createdAt: timestamp,
  /** Who asked to end it (status `terminating`), by username. */
  terminationRequestedBy: z.nullish(text),
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
  activeMembers: z.optional(z.number().check(z.int(), z.nonnegative(), z.maximum(MAX_COUNT))),
  validBet: z.optional(moneyInput),
  period: z.optional(z.enum(contractPeriods)),
});

/** One settled window of a contract the member holds: what the team did and what it paid. */
export const contractSettlement = z.looseObject({
  settlementId: id,
  contractId: id,
  kind: z.enum(contractKinds),
  periodStart: timestamp,
  periodEnd: timestamp,
  activeMembers: z.number(),
  /** Valid bets (salaries) or the team's net loss (dividend) in the window. */
  base: z.number(),
  /** 0 when the window missed the contract's active-members or valid-bet terms. */
  amount: money,
  settledAt: timestamp,
});

export type ContractSettlement = z.infer<typeof contractSettlement>;

const contractResponse = z.looseObject({
  contracts: z.array(contract),
  /** The highest rate this member may offer a downline: their own active contract's, or the brand cap; 0 = none. */
  maxRate: z._default(z.number(), 0),
  settlements: z._default(z.array(contractSettlement), []),
});

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
  claimedAt: z.nullish(timestamp),
});

export type Reward = z.infer<typeof reward>;

/**
 * Spec §4's activity states, as the platform names them: `joining` (open, the member may apply),
 * `applying` (applied, waiting for the operator), `claim` (approved, a reward waits), `claimed`,
 * `rejected`, `closed` (ended before the member applied), `comingSoon` (not started); `issued`,
 * `processing` and `joined` are states other platforms' activities pass through, read as such.
 */
export const activityStates = [
  'joining',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'processing',
  'joined',
  'comingSoon',
] as const;

export type ActivityState = (typeof activityStates)[number];

/** An activity remark, as spec §5 bounds it (code points, as a person counts them). */
export const ACTIVITY_REMARK_MAX = 140;
/** Spec §5: png or jpg proof images, 5 MB each, at most 3. */
export const ACTIVITY_IMAGES_MAX = 3;

/** A promotion of the member's brand, as the activity centre shows it to this member. */
export const activity = z.looseObject({
  promotionId: id,
  title: text,
  summary: z._default(text, ''),
  category: z._default(text, ''),
  startTime: timestamp,
  endTime: z.nullish(timestamp),
  state: z.catch(z.enum(activityStates), 'closed'),
  remark: z.nullish(text),
  appliedAt: z.nullish(timestamp),
  /** The reward an approved application gave, claimed through `raffleClaim`. */
  rewardId: z.nullish(id),
});

export type Activity = z.infer<typeof activity>;

export const redEnvelopeStates = ['upcoming', 'open', 'opened', 'ended'] as const;

/** A red envelope: opened once per member, within its window, for a random amount in its range. */
export const redEnvelope = z.looseObject({
  envelopeId: id,
  title: text,
  startTime: timestamp,
  endTime: timestamp,
  minAmount: money,
  maxAmount: money,
  state: z.catch(z.enum(redEnvelopeStates), 'ended'),
  /** What this member got, once opened. */
  amount: z.nullish(money),
  openedAt: z.nullish(timestamp),
});

export type RedEnvelope = z.infer<typeof redEnvelope>;

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
  /**
   * The agent's income for a period (spec §2 "my income"): what each contract kind paid, and the
   * settlements themselves, newest first. The spec names no path: the sandbox's own.
   */
  agentIncome: endpoint({
    name: 'agentIncome',
    path: '/wps/agent/income',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ from: timestamp, to: timestamp }),
    response: z.looseObject({
      total: money,
      byKind: z.array(z.looseObject({ kind: z.enum(contractKinds), amount: money, count: z.number() })),
      settlements: z.array(contractSettlement),
    }),
  }),
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
  /** The activity centre: the brand's promotions, each with this member's state. */
  activityList: endpoint({
    name: 'activityList',
    path: '/wps/relay/MCS2_getActivityList',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.array(activity),
  }),
  applyActivity: endpoint({
    name: 'applyActivity',
    path: '/wps/relay/MCS2_applyActivity',
    method: 'POST',
    token: true,
    encrypted: false,
    idempotent: false,
    request: z.looseObject({
      promotionId: id,
      remark: z.optional(
        z.string().check(z.refine((value) => [...value].length <= ACTIVITY_REMARK_MAX, 'at most 140 characters')),
      ),
      /** Data URLs of png/jpg images, 5 MB each at most. */
      images: z._default(z.array(text).check(z.maxLength(ACTIVITY_IMAGES_MAX)), []),
    }),
    response: activity,
  }),
  redEnvelopes: endpoint({
    name: 'redEnvelopes',
    path: '/wps/relay/MCS2_getRedEnvelopeList',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.array(redEnvelope),
  }),
  openRedEnvelope: endpoint({
    name: 'openRedEnvelope',
    path: '/wps/relay/MCS2_openRedEnvelope',
    method: 'POST',
    token: true,
    encrypted: false,
    idempotent: false,
    request: z.looseObject({ envelopeId: id }),
    response: z.looseObject({ envelope: redEnvelope, amount: money, sumBalance: money }),
  }),
};
