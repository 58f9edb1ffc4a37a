/**
 * The schema, as numbered migrations. `PRAGMA user_version` records how many have run; a new
 * migration is appended, never edited. Money is stored in cents (integers), times in epoch ms.
 */
import { membersAndWallets } from './001-members-and-wallets.ts';
import { siteContent } from './002-site-content.ts';
import { games } from './003-games.ts';
import { activityAndAgency } from './004-activity-and-agency.ts';
import { lotteryLaunches } from './005-lottery-launches.ts';
import { gameSearchIndex } from './006-game-search-index.ts';
import { accountSecurity } from './007-account-security.ts';
import { depositPayments } from './008-deposit-payments.ts';
import { payouts } from './009-payouts.ts';
import { bets } from './010-bets.ts';
import { activities } from './011-activities.ts';
import { feedbackReplies } from './012-feedback-replies.ts';
import { referrals } from './013-referrals.ts';
import { missionsFromBets } from './014-missions-from-bets.ts';
import { rebates } from './015-rebates.ts';
import { bonuses } from './016-bonuses.ts';
import { team } from './017-team.ts';
import { agentReports } from './018-agent-reports.ts';
import { contractSettlement } from './019-contract-settlement.ts';
import { restrictedSessions } from './020-restricted-sessions.ts';

export const migrations: readonly string[] = [
  membersAndWallets,
  siteContent,
  games,
  activityAndAgency,
  lotteryLaunches,
  gameSearchIndex,
  accountSecurity,
  depositPayments,
  payouts,
  bets,
  activities,
  feedbackReplies,
  referrals,
  missionsFromBets,
  rebates,
  bonuses,
  team,
  agentReports,
  contractSettlement,
  restrictedSessions,
];
