import type { SidePanelEntry } from './side-panel-menu.tsx';
import { ArrowDownToLineIcon } from '../../icons/arrow-down-to-line.ts';
import { ArrowUpFromLineIcon } from '../../icons/arrow-up-from-line.ts';
import { ArrowUpRightIcon } from '../../icons/arrow-up-right.ts';
import { AwardIcon } from '../../icons/award.ts';
import { ChartLineIcon } from '../../icons/chart-line.ts';
import { CoinsIcon } from '../../icons/coins.ts';
import { GiftIcon } from '../../icons/gift.ts';
import { ListChecksIcon } from '../../icons/list-checks.ts';
import { MailIcon } from '../../icons/mail.ts';
import { ReceiptTextIcon } from '../../icons/receipt-text.ts';
import { ShieldCheckIcon } from '../../icons/shield-check.ts';
import { TargetIcon } from '../../icons/target.ts';
import { UserPlusIcon } from '../../icons/user-plus.ts';
import { WalletIcon } from '../../icons/wallet.ts';

/** The member centre's pages in the spec's order, with counts on missions, rewards and messages. */
export const memberCentreEntries: SidePanelEntry[] = [
  { key: 'securityCenter', label: 'My account', icon: <ShieldCheckIcon /> },
  { key: 'transferFund', label: 'My wallet', icon: <WalletIcon /> },
  { key: 'depositv2', label: 'Deposit', icon: <ArrowDownToLineIcon /> },
  { key: 'withdraw', label: 'Withdrawal', icon: <ArrowUpFromLineIcon /> },
  { key: 'transferUpline', label: 'Transfer to upline', icon: <ArrowUpRightIcon /> },
  { key: 'personalHistoryCopy', label: 'Betting record', icon: <ListChecksIcon /> },
  { key: 'transactionHistory', label: 'Account record', icon: <ReceiptTextIcon /> },
  { key: 'personalProfit', label: 'Personal profit and loss', icon: <ChartLineIcon /> },
  { key: 'bonusDetails', label: 'Bonus details', icon: <GiftIcon /> },
  { key: 'rewardCenter', label: 'Reward centre', icon: <AwardIcon />, badge: 2 },
  { key: 'referral', label: 'Invite friends', icon: <UserPlusIcon /> },
  { key: 'missionLeaderboard', label: 'Mission activity', icon: <TargetIcon />, badge: 0 },
  { key: 'messageV2', label: 'Platform messages', icon: <MailIcon />, badge: 128 },
  { key: 'manualRebate', label: 'Manual rebate', icon: <CoinsIcon /> },
];
