import type { ReactElement } from 'react';
import { ArrowDownToLineIcon } from '@lobbykit/ui/icons/arrow-down-to-line';
import { ArrowUpFromLineIcon } from '@lobbykit/ui/icons/arrow-up-from-line';
import { ArrowUpRightIcon } from '@lobbykit/ui/icons/arrow-up-right';
import { AwardIcon } from '@lobbykit/ui/icons/award';
import { BanknoteIcon } from '@lobbykit/ui/icons/banknote';
import { CalendarDaysIcon } from '@lobbykit/ui/icons/calendar-days';
import { ChartLineIcon } from '@lobbykit/ui/icons/chart-line';
import { ChartPieIcon } from '@lobbykit/ui/icons/chart-pie';
import { ClockIcon } from '@lobbykit/ui/icons/clock';
import { CoinsIcon } from '@lobbykit/ui/icons/coins';
import { GiftIcon } from '@lobbykit/ui/icons/gift';
import { LayoutDashboardIcon } from '@lobbykit/ui/icons/layout-dashboard';
import { ListChecksIcon } from '@lobbykit/ui/icons/list-checks';
import { MailIcon } from '@lobbykit/ui/icons/mail';
import { MegaphoneIcon } from '@lobbykit/ui/icons/megaphone';
import { ReceiptTextIcon } from '@lobbykit/ui/icons/receipt-text';
import { ShieldCheckIcon } from '@lobbykit/ui/icons/shield-check';
import { TargetIcon } from '@lobbykit/ui/icons/target';
import { TimerIcon } from '@lobbykit/ui/icons/timer';
import { UserPlusIcon } from '@lobbykit/ui/icons/user-plus';
import { UsersRoundIcon } from '@lobbykit/ui/icons/users-round';
import { WalletIcon } from '@lobbykit/ui/icons/wallet';

/** A decorative icon per centre page. */
export const pageIcons: Readonly<Record<string, ReactElement>> = {
  securityCenter: <ShieldCheckIcon />,
  transferFund: <WalletIcon />,
  depositv2: <ArrowDownToLineIcon />,
  withdraw: <ArrowUpFromLineIcon />,
  transferUpline: <ArrowUpRightIcon />,
  personalHistoryCopy: <ListChecksIcon />,
  transactionHistory: <ReceiptTextIcon />,
  personalProfit: <ChartLineIcon />,
  bonusDetails: <GiftIcon />,
  rewardCenter: <AwardIcon />,
  referral: <UserPlusIcon />,
  missionLeaderboard: <TargetIcon />,
  messageV2: <MailIcon />,
  manualRebate: <CoinsIcon />,
  agentAnnouncement: <MegaphoneIcon />,
  agentTeamOverview: <LayoutDashboardIcon />,
  agentRegister: <UserPlusIcon />,
  agentTeamManagement: <UsersRoundIcon />,
  agentTeamBetting: <ListChecksIcon />,
  agentProfitLoss: <ChartLineIcon />,
  agentIncome: <BanknoteIcon />,
  agentTransactions: <ReceiptTextIcon />,
  agentDividend: <ChartPieIcon />,
  agentDailySalary: <CalendarDaysIcon />,
  agentHourlySalary: <ClockIcon />,
  agentRealTimeSalary: <TimerIcon />,
};
