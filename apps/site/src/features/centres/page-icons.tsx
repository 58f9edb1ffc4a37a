import type { ReactElement } from 'react';
import { ArrowDownToLineIcon } from '../icons/arrow-down-to-line.tsx';
import { ArrowUpFromLineIcon } from '../icons/arrow-up-from-line.tsx';
import { ArrowUpRightIcon } from '../icons/arrow-up-right.tsx';
import { AwardIcon } from '../icons/award.tsx';
import { BanknoteIcon } from '../icons/banknote.tsx';
import { CalendarDaysIcon } from '../icons/calendar-days.tsx';
import { ChartLineIcon } from '../icons/chart-line.tsx';
import { ChartPieIcon } from '../icons/chart-pie.tsx';
import { ClockIcon } from '../icons/clock.tsx';
import { CoinsIcon } from '../icons/coins.tsx';
import { GiftIcon } from '../icons/gift.tsx';
import { LayoutDashboardIcon } from '../icons/layout-dashboard.tsx';
import { ListChecksIcon } from '../icons/list-checks.tsx';
import { MailIcon } from '../icons/mail.tsx';
import { MegaphoneIcon } from '../icons/megaphone.tsx';
import { ReceiptTextIcon } from '../icons/receipt-text.tsx';
import { ShieldCheckIcon } from '../icons/shield-check.tsx';
import { TargetIcon } from '../icons/target.tsx';
import { TimerIcon } from '../icons/timer.tsx';
import { UserPlusIcon } from '../icons/user-plus.tsx';
import { UsersRoundIcon } from '../icons/users-round.tsx';
import { WalletIcon } from '../icons/wallet.tsx';

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
