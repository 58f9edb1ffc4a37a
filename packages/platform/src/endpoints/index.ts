import { accountEndpoints } from './account.ts';
import { agentEndpoints } from './agent.ts';
// agent reports
import { agentReportEndpoints } from './agent-reports.ts';
import { feedbackEndpoints } from './feedback.ts';
import { betEndpoints } from './bets.ts';
import { bonusEndpoints } from './bonuses.ts';
import { gameEndpoints } from './games.ts';
import { inboxPointsEndpoints } from './inbox-points.ts';
import { lotteryEndpoints } from './lottery.ts';
import { memberEndpoints } from './member.ts';
import { rebateEndpoints } from './rebates.ts';
import { rewardEndpoints } from './rewards.ts';
import { sessionEndpoints } from './session.ts';
import { systemEndpoints } from './system.ts';
import { walletEndpoints } from './wallet.ts';

/**
 * The endpoint table: one row per call of spec §7, plus the RSA key, the language call and the few
 * calls the site's screens need that §7 leaves unnamed (countries, banners, deposits and
 * withdrawals, messages, rewards, the agent's team, the member centre's account page). The site and
 * the sandbox both read it.
 */
export const endpoints = {
  ...sessionEndpoints,
  ...memberEndpoints,
  ...accountEndpoints,
  ...systemEndpoints,
  ...walletEndpoints,
  ...gameEndpoints,
  ...lotteryEndpoints,
  ...rewardEndpoints,
  ...inboxPointsEndpoints,
  ...agentEndpoints,
  ...feedbackEndpoints,
  ...betEndpoints,
  ...rebateEndpoints,
  ...bonusEndpoints,
  // agent reports
  ...agentReportEndpoints,
};

export type EndpointName = keyof typeof endpoints;

export { gameClassifications, gameTypes, favouriteKey, vendorCard } from './games.ts';
export { memberInfoValue, type MemberInfo } from './member.ts';
export { contract, contractActions, contractKinds, contractPeriods, reward, type Contract } from './rewards.ts';
export { contractLedgerKinds, contractSettlement, contractStatuses, type ContractSettlement } from './rewards.ts';
export {
  banner,
  registerRule,
  registerRuleFields,
  registerRules,
  whitelabelNode,
  type RegisterRule,
  type RegisterRuleField,
  type RegisterRules,
  type SystemStatus,
  type WhitelabelNode,
} from './system.ts';
export {
  deposit,
  depositChannel,
  depositChannelTypes,
  depositStatuses,
  ledgerEntry,
  ledgerTypes,
  payoutAccount,
  payoutTypes,
  REMARK_MAX_LENGTH,
  withdrawal,
  withdrawalChannel,
  withdrawalStatuses,
  withdrawalConfirmations,
  type Deposit,
  type DepositChannel,
  type LedgerEntry,
  type PayoutAccount,
  type WithdrawalChannel,
  type Withdrawal,
} from './wallet.ts';
export { message, messageSummary } from './inbox-points.ts';
export {
  acceptedNickname,
  nicknameRule,
  paymentPasswordPattern,
  securityOverviewValue,
  type SecurityOverview,
} from './account.ts';
export { mission } from './lottery.ts';
export {
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_REMARK_MAX_LENGTH,
  feedbackStatuses,
  feedbackTicket,
  feedbackWordCount,
  remarkLength,
  type FeedbackTicket,
} from './feedback.ts';
export {
  registrableTypes,
  TEAM_TRANSFER_MAX,
  TEAM_TRANSFER_MIN,
  teamMember,
  teamMemberDetail,
  teamMemberStatuses,
  teamOverviewValue,
  teamScopes,
  type TeamMember,
  type TeamMemberDetail,
  type TeamOverview,
} from './agent.ts';
export {
  bet,
  betStatuses,
  betTotals,
  profitPeriods,
  type Bet,
  type BetStatus,
  type BetTotals,
  type ProfitPeriod,
} from './bets.ts';
export {
  rebateClaim,
  rebateLine,
  rebateSummary,
  type RebateClaim,
  type RebateLine,
  type RebateSummary,
} from './rebates.ts';
export {
  bonus,
  bonusSources,
  bonusStatuses,
  bonusTotals,
  type Bonus,
  type BonusSource,
  type BonusStatus,
  type BonusTotals,
} from './bonuses.ts';
// agent reports
export {
  agentNotice,
  memberProfit,
  profitSorts,
  teamBet,
  teamLedgerEntry,
  type AgentNotice,
  type MemberProfit,
  type ProfitSort,
  type TeamBet,
  type TeamLedgerEntry,
} from './agent-reports.ts';
