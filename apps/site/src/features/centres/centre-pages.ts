import { rewardEndpoints } from '@lobbykit/platform/endpoints/rewards';
import { defaultAgentPage, defaultMemberPage } from './open-centre.ts';

/** Which count a menu entry shows as its badge (spec §2: missions, messages and rewards). */
export type CentreBadge = 'missions' | 'messages' | 'rewards';

export interface CentrePage {
  /** The page key the platform's old client used (spec §2), also the `page` of the overlay. */
  key: string;
  badge?: CentreBadge;
  /** A whitelabel module that must be on for the page to be offered. */
  feature?: string | undefined;
}

/** Spec §2 Personal centre, in order; the default page is securityCenter. */
export const memberCentrePages: readonly CentrePage[] = [
  { key: defaultMemberPage },
  { key: 'transferFund' },
  { key: 'depositv2' },
  { key: 'withdraw' },
  { key: 'transferUpline' },
  { key: 'personalHistoryCopy' },
  { key: 'transactionHistory' },
  { key: 'personalProfit' },
  { key: 'bonusDetails' },
  { key: 'rewardCenter', badge: 'rewards' },
  { key: 'referral' },
  { key: 'missionLeaderboard', badge: 'missions' },
  { key: 'messageV2', badge: 'messages' },
  { key: 'manualRebate' },
];

/**
 * Spec §2 Agent centre side menu, in order; the default page is the team overview. The contract
 * pages follow the platform's contract modules (the same ids gate their calls).
 */
export const agentCentrePages: readonly CentrePage[] = [
  { key: 'agentAnnouncement' },
  { key: defaultAgentPage },
  { key: 'agentRegister' },
  { key: 'agentTeamManagement' },
  { key: 'agentTeamBetting' },
  { key: 'agentProfitLoss' },
  { key: 'agentIncome' },
  { key: 'agentTransactions' },
  { key: 'agentDividend', feature: rewardEndpoints.dividendContract.feature },
  { key: 'agentDailySalary', feature: rewardEndpoints.dailySalaryContract.feature },
  { key: 'agentHourlySalary', feature: rewardEndpoints.hourlySalaryContract.feature },
  { key: 'agentRealTimeSalary', feature: rewardEndpoints.realTimeSalaryContract.feature },
];

/** The pages this brand offers: those without a module, and those whose module is on. */
export function availablePages(pages: readonly CentrePage[], features: ReadonlySet<string>): CentrePage[] {
  return pages.filter((page) => !page.feature || features.has(page.feature));
}

/** The page to show: the one asked for when the menu has it, otherwise the centre's default. */
export function resolvePage(pages: readonly CentrePage[], requested: string | undefined, fallback: string): string {
  return pages.some((page) => page.key === requested) ? requested! : fallback;
}
