import { rewardEndpoints } from '@lobbykit/platform/endpoints/rewards';
import type { IconComponent } from '@lobbykit/ui/icons/icon';
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
import type { ComponentType } from 'react';
import type { PlatformArea } from '../../core/platform/call-platform.ts';
import type { CentreKind } from './centre-url.ts';

/**
 * The member and agent centres' pages, in the spec's menu order (§2 Personal centre, Agent centre
 * side menu): one row per page with everything the frame needs to offer and show it. A page is a
 * folder of its own under features/member-centre/ or features/agent-centre/ whose screen
 * default-exports a component that takes no props; its strings are the namespace named here,
 * loaded with its code.
 */

/** Which count a menu entry shows as its badge (spec §2: missions, messages and rewards). */
export type CentreBadge = 'missions' | 'messages' | 'rewards';

/** What decides whether a page is offered to this account on this brand. */
export interface CentreFacts {
  /** The brand's whitelabel modules that are on. */
  features: ReadonlySet<string>;
  accountType: number | null;
  /** The member may transfer to an upline (member info `toUpline`). */
  hasUpline: boolean;
}

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface CentrePage {
  /** The page key of spec §2, which is also `page=` in the URL. */
  key: string;
  centre: CentreKind;
  icon: IconComponent;
  /** The page's code, its own chunk. */
  load: PageLoader;
  /** The i18n namespace of the page's strings, loaded with its code. */
  namespace: string;
  /** Other namespaces the page reads (the money pages' shared amount messages), loaded with it too. */
  sharedNamespaces?: readonly string[];
  /**
   * The platform areas the page reads, whose endpoint tables are fetched with its code: otherwise
   * its first read waits for the page to render, then for the table, and only then leaves.
   */
  platformAreas: readonly PlatformArea[];
  badge?: CentreBadge;
  /** Offered only when this says so; always otherwise. */
  visible?: (facts: CentreFacts) => boolean;
  /**
   * `false`: a page reached by link only (from another page or a notice), never a side-menu entry;
   * it is still offered, so a link opens it, by the same rules as any page.
   */
  inMenu?: false;
}

/** A whitelabel module must be on (the contract pages follow the modules that gate their calls). */
const whenModule =
  (module: string | undefined) =>
  ({ features }: CentreFacts) =>
    module === undefined || features.has(module);

/** The modules of the four contract kinds (dividend, daily, hourly and real-time salary). */
const contractModules = [
  rewardEndpoints.dividendContract.feature,
  rewardEndpoints.dailySalaryContract.feature,
  rewardEndpoints.hourlySalaryContract.feature,
  rewardEndpoints.realTimeSalaryContract.feature,
];

export const memberPages = [
  {
    key: 'securityCenter',
    icon: ShieldCheckIcon,
    load: () => import('../member-centre/security-centre/security-centre-page.tsx'),
    namespace: 'member-security',
    platformAreas: ['account', 'member'],
  },
  {
    key: 'transferFund',
    icon: WalletIcon,
    load: () => import('../member-centre/my-wallet/my-wallet-page.tsx'),
    namespace: 'member-wallet',
    platformAreas: ['member', 'wallet'],
    sharedNamespaces: ['member-money'],
  },
  {
    key: 'depositv2',
    icon: ArrowDownToLineIcon,
    load: () => import('../member-centre/deposit/deposit-page.tsx'),
    namespace: 'member-deposit',
    platformAreas: ['wallet'],
    sharedNamespaces: ['member-money'],
  },
  {
    key: 'withdraw',
    icon: ArrowUpFromLineIcon,
    load: () => import('../member-centre/withdrawal/withdrawal-page.tsx'),
    namespace: 'member-withdrawal',
    platformAreas: ['wallet'],
    sharedNamespaces: ['member-money', 'account'],
  },
  {
    key: 'transferUpline',
    icon: ArrowUpRightIcon,
    load: () => import('../member-centre/transfer-upline/transfer-upline-page.tsx'),
    namespace: 'member-money',
    platformAreas: ['wallet'],
    // Spec §6: players may transfer to their upline; the platform says who has one.
    visible: ({ hasUpline }) => hasUpline,
  },
  {
    key: 'personalHistoryCopy',
    icon: ListChecksIcon,
    load: () => import('../member-centre/betting-record/betting-record-page.tsx'),
    namespace: 'member-bets',
    platformAreas: ['bets'],
  },
  {
    key: 'transactionHistory',
    icon: ReceiptTextIcon,
    load: () => import('../member-centre/account-record/account-record-page.tsx'),
    namespace: 'member-money',
    platformAreas: ['wallet'],
  },
  {
    key: 'personalProfit',
    icon: ChartLineIcon,
    load: () => import('../member-centre/profit-loss/profit-loss-page.tsx'),
    namespace: 'member-profit',
    platformAreas: ['bets'],
    sharedNamespaces: ['member-bets'],
  },
  {
    key: 'bonusDetails',
    icon: GiftIcon,
    load: () => import('../member-centre/bonus-details/bonus-details-page.tsx'),
    namespace: 'member-bonus',
    platformAreas: ['bonuses'],
  },
  {
    key: 'rewardCenter',
    icon: AwardIcon,
    load: () => import('../member-centre/reward-centre/reward-centre-page.tsx'),
    namespace: 'member-rewards',
    platformAreas: ['rewards'],
    badge: 'rewards',
  },
  {
    key: 'referral',
    icon: UserPlusIcon,
    load: () => import('../member-centre/invite-friends/invite-friends-page.tsx'),
    namespace: 'member-referral',
    platformAreas: ['member'],
  },
  {
    key: 'missionLeaderboard',
    icon: TargetIcon,
    load: () => import('../member-centre/missions/missions-page.tsx'),
    namespace: 'member-missions',
    platformAreas: ['lottery'],
    badge: 'missions',
  },
  {
    key: 'messageV2',
    icon: MailIcon,
    load: () => import('../member-centre/messages/messages-page.tsx'),
    namespace: 'member-messages',
    platformAreas: ['inboxPoints'],
    badge: 'messages',
  },
  {
    key: 'manualRebate',
    icon: CoinsIcon,
    load: () => import('../member-centre/manual-rebate/manual-rebate-page.tsx'),
    namespace: 'member-rebate',
    platformAreas: ['rebates'],
    // Game types in the betting record's words.
    sharedNamespaces: ['member-bets'],
  },
] as const satisfies readonly Omit<CentrePage, 'centre'>[];

export const agentPages = [
  {
    key: 'agentAnnouncement',
    icon: MegaphoneIcon,
    load: () => import('../agent-centre/announcement/announcement-page.tsx'),
    namespace: 'agent-reports',
    platformAreas: ['agentReports'],
  },
  {
    key: 'agentTeamOverview',
    icon: LayoutDashboardIcon,
    load: () => import('../agent-centre/team-overview/team-overview-page.tsx'),
    namespace: 'agent-team',
    platformAreas: ['agent'],
    sharedNamespaces: ['member-bets'],
  },
  {
    key: 'agentRegister',
    icon: UserPlusIcon,
    load: () => import('../agent-centre/register-account/register-account-page.tsx'),
    namespace: 'agent-team',
    platformAreas: ['system', 'agent'],
    // The registration form's field words and rule messages, and its phone field's (auth).
    sharedNamespaces: ['account', 'auth'],
  },
  {
    key: 'agentTeamManagement',
    icon: UsersRoundIcon,
    load: () => import('../agent-centre/team-management/team-management-page.tsx'),
    namespace: 'agent-team',
    platformAreas: ['agent'],
    // The amount and payment password words of the money pages.
    sharedNamespaces: ['member-money', 'auth'],
  },
  {
    key: 'agentTeamBetting',
    icon: ListChecksIcon,
    load: () => import('../agent-centre/team-betting/team-betting-page.tsx'),
    namespace: 'agent-reports',
    platformAreas: ['agentReports'],
    sharedNamespaces: ['member-bets', 'pages'],
  },
  {
    key: 'agentProfitLoss',
    icon: ChartLineIcon,
    load: () => import('../agent-centre/user-profit-loss/user-profit-loss-page.tsx'),
    namespace: 'agent-reports',
    platformAreas: ['agentReports'],
    sharedNamespaces: ['member-profit', 'member-bets', 'pages'],
  },
  {
    key: 'agentIncome',
    icon: BanknoteIcon,
    load: () => import('../agent-centre/income/income-page.tsx'),
    namespace: 'agent-contracts',
    platformAreas: ['rewards'],
  },
  {
    key: 'agentTransactions',
    icon: ReceiptTextIcon,
    load: () => import('../agent-centre/transactions/transactions-page.tsx'),
    namespace: 'agent-reports',
    platformAreas: ['agentReports'],
    sharedNamespaces: ['member-money', 'pages'],
  },
  {
    key: 'agentDividend',
    icon: ChartPieIcon,
    load: () => import('../agent-centre/dividend/dividend-page.tsx'),
    namespace: 'agent-contracts',
    platformAreas: ['rewards'],
    visible: whenModule(rewardEndpoints.dividendContract.feature),
  },
  {
    key: 'agentDailySalary',
    icon: CalendarDaysIcon,
    load: () => import('../agent-centre/daily-salary/daily-salary-page.tsx'),
    namespace: 'agent-contracts',
    platformAreas: ['rewards'],
    visible: whenModule(rewardEndpoints.dailySalaryContract.feature),
  },
  {
    key: 'agentHourlySalary',
    icon: ClockIcon,
    load: () => import('../agent-centre/hourly-salary/hourly-salary-page.tsx'),
    namespace: 'agent-contracts',
    platformAreas: ['rewards'],
    visible: whenModule(rewardEndpoints.hourlySalaryContract.feature),
  },
  {
    key: 'agentRealTimeSalary',
    icon: TimerIcon,
    load: () => import('../agent-centre/real-time-salary/real-time-salary-page.tsx'),
    namespace: 'agent-contracts',
    platformAreas: ['rewards'],
    visible: whenModule(rewardEndpoints.realTimeSalaryContract.feature),
  },
  // Contract requests (spec §2 "other screens"): every open request of the kinds that are on,
  // reached from each contract page and the centre's notice, not from the menu.
  {
    key: 'agentContractRequests',
    icon: ListChecksIcon,
    load: () => import('../agent-centre/contract-requests/contract-requests-page.tsx'),
    namespace: 'agent-contracts',
    platformAreas: ['rewards'],
    sharedNamespaces: ['pages'],
    inMenu: false,
    visible: (facts: CentreFacts) => contractModules.some((module) => whenModule(module)(facts)),
  },
] as const satisfies readonly Omit<CentrePage, 'centre'>[];

export type MemberPageKey = (typeof memberPages)[number]['key'];
export type AgentPageKey = (typeof agentPages)[number]['key'];

/** Spec §2: the member centre opens on "my account", the agent centre on the team overview. */
export const defaultPage = { member: 'securityCenter', agent: 'agentTeamOverview' } as const satisfies {
  member: MemberPageKey;
  agent: AgentPageKey;
};

const registry: Readonly<Record<CentreKind, readonly CentrePage[]>> = {
  member: memberPages.map((page) => ({ ...page, centre: 'member' })),
  agent: agentPages.map((page) => ({ ...page, centre: 'agent' })),
};

/** The pages of a centre this account is offered on this brand, in menu order. */
export function pagesOffered(centre: CentreKind, facts: CentreFacts): CentrePage[] {
  return registry[centre].filter((page) => page.visible?.(facts) ?? true);
}

/** The offered pages that are side-menu entries, in menu order (pages with `inMenu: false` are reached by link). */
export function menuPages(offered: readonly CentrePage[]): CentrePage[] {
  return offered.filter((page) => page.inMenu !== false);
}

/** The page to show: the one asked for when it is offered, otherwise the centre's default. */
export function pageToShow(centre: CentreKind, offered: readonly CentrePage[], asked: string | null): CentrePage {
  return (
    offered.find((page) => page.key === asked) ??
    offered.find((page) => page.key === defaultPage[centre]) ??
    registry[centre][0]!
  );
}

/** A page of the centre by its key, offered or not; the centre's default when there is none. */
export function findPage(centre: CentreKind, key: string | null): CentrePage {
  return pageToShow(centre, registry[centre], key);
}
