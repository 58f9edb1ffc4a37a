import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ArrowUpRight,
  Award,
  ChartLine,
  Coins,
  Gift,
  ListChecks,
  Mail,
  ReceiptText,
  ShieldCheck,
  Target,
  UserPlus,
  Wallet,
} from 'lucide-react';
import type { SidePanelEntry } from './side-panel-menu.tsx';

/** The member centre's pages in the spec's order, with counts on missions, rewards and messages. */
export const memberCentreEntries: SidePanelEntry[] = [
  { key: 'securityCenter', label: 'My account', icon: <ShieldCheck /> },
  { key: 'transferFund', label: 'My wallet', icon: <Wallet /> },
  { key: 'depositv2', label: 'Deposit', icon: <ArrowDownToLine /> },
  { key: 'withdraw', label: 'Withdrawal', icon: <ArrowUpFromLine /> },
  { key: 'transferUpline', label: 'Transfer to upline', icon: <ArrowUpRight /> },
  { key: 'personalHistoryCopy', label: 'Betting record', icon: <ListChecks /> },
  { key: 'transactionHistory', label: 'Account record', icon: <ReceiptText /> },
  { key: 'personalProfit', label: 'Personal profit and loss', icon: <ChartLine /> },
  { key: 'bonusDetails', label: 'Bonus details', icon: <Gift /> },
  { key: 'rewardCenter', label: 'Reward centre', icon: <Award />, badge: 2 },
  { key: 'referral', label: 'Invite friends', icon: <UserPlus /> },
  { key: 'missionLeaderboard', label: 'Mission activity', icon: <Target />, badge: 0 },
  { key: 'messageV2', label: 'Platform messages', icon: <Mail />, badge: 128 },
  { key: 'manualRebate', label: 'Manual rebate', icon: <Coins /> },
];
