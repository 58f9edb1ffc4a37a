/**
 * The demo accounts every brand gets (apps/sandbox/README.md lists them). Usernames repeat across
 * brands: a member belongs to one merchant.
 */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_PAYMENT_PASSWORD = '135790';
/** When the showcase member last changed the password (the account page shows it; a message says so). */
export const DEMO_PASSWORD_CHANGED_DAYS_AGO = 45;

export interface AccountSeed {
  username: string;
  /** isAgent: 0 member, 1/2/41/42 agents, 4 trial. */
  type: 0 | 1 | 2 | 4 | 41 | 42;
  upline?: string;
  balance: number;
  nickname?: string;
  affiliateCode?: string;
  toUpline?: boolean;
  mobile?: string;
  payeeName?: string;
  /** Turnover still to play before a withdrawal is allowed. */
  turnoverOwed?: number;
  rankLevel?: number;
  clubLabel?: string;
  labels?: string[];
  points?: number;
  /** Signs in with the operator's default weak password. */
  defaultPassword?: boolean;
  passwordExpired?: boolean;
  firstTimeLogin?: boolean;
  /** Balances in game wallets, for brands with one wallet per vendor. */
  vendorWallets?: Record<string, number>;
  /** The showcase member: payment history, messages, points, favourites… */
  showcase?: boolean;
  /** Has set nothing up yet: no payment password, nothing verified, no mission progress. */
  fresh?: boolean;
}

const players: AccountSeed[] = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  const uplines = ['agent1', 'agent2', 'agent41', 'agent42', 'master', 'agent1'];
  return {
    username: `player${n}`,
    type: 0 as const,
    upline: uplines[i % uplines.length],
    balance: [1_250, 80, 3_400, 15.5, 640, 2_000, 0, 975, 12_300, 45, 310, 5_800][i]!,
    nickname: [
      'Ligaya',
      'Marco',
      'Bea',
      'Paolo',
      'Andrea',
      'Rico',
      'Janelle',
      'Miguel',
      'Kristine',
      'Nico',
      'Rowena',
      'Enzo',
    ][i],
    mobile: `91700000${n}`,
    toUpline: i % 2 === 0,
    rankLevel: 1 + (i % 6),
    points: 200 * (i + 1),
    turnoverOwed: i === 8 ? 2_000 : undefined,
  };
});

export const accounts: readonly AccountSeed[] = [
  {
    username: 'master',
    type: 1,
    balance: 50_000,
    nickname: 'Master Agent',
    affiliateCode: 'MASTER',
    rankLevel: 8,
    clubLabel: 'Diamond',
    mobile: '9170000100',
  },
  {
    username: 'agent1',
    type: 1,
    upline: 'master',
    balance: 20_000,
    nickname: 'Agent One',
    affiliateCode: 'AGENT1',
    rankLevel: 6,
    clubLabel: 'Platinum',
    toUpline: true,
    mobile: '9170000101',
  },
  {
    username: 'agent2',
    type: 2,
    upline: 'master',
    balance: 15_000,
    nickname: 'Agent Two',
    affiliateCode: 'AGENT2',
    rankLevel: 5,
    clubLabel: 'Gold',
    toUpline: true,
    mobile: '9170000102',
  },
  {
    username: 'agent41',
    type: 41,
    upline: 'agent1',
    balance: 8_000,
    nickname: 'Sub-agent 41',
    affiliateCode: 'AGENT41',
    rankLevel: 4,
    toUpline: true,
    mobile: '9170000141',
  },
  {
    username: 'agent42',
    type: 42,
    upline: 'agent1',
    balance: 8_000,
    nickname: 'Sub-agent 42',
    affiliateCode: 'AGENT42',
    rankLevel: 4,
    toUpline: true,
    mobile: '9170000142',
  },
  {
    username: 'demo',
    type: 0,
    upline: 'agent1',
    balance: 5_000,
    nickname: 'Juan',
    toUpline: true,
    mobile: '9171234567',
    payeeName: 'Juan Dela Cruz',
    rankLevel: 5,
    clubLabel: 'Gold',
    labels: ['Verified', 'Slots fan'],
    points: 12_500,
    vendorWallets: { EVO: 250, PG: 120.5 },
    showcase: true,
  },
  {
    username: 'weakpass',
    type: 0,
    upline: 'agent2',
    balance: 300,
    nickname: 'Weak Password',
    defaultPassword: true,
    mobile: '9170000201',
  },
  {
    username: 'expired',
    type: 0,
    upline: 'agent2',
    balance: 1_200,
    nickname: 'Expired Password',
    passwordExpired: true,
    mobile: '9170000202',
  },
  {
    username: 'newbie',
    type: 0,
    upline: 'agent41',
    balance: 0,
    nickname: 'Newbie',
    firstTimeLogin: true,
    mobile: '9170000203',
  },
  { username: 'trial', type: 4, balance: 2_000, nickname: 'Trial Player' },
  ...players,
  // Added after the others, which keep their places in each brand.
  {
    username: 'nopaypass',
    type: 0,
    upline: 'agent2',
    balance: 150,
    nickname: 'Nina',
    fresh: true,
  },
  // Plays all day: thousands of bets, for the betting record's bench (seed/bets.ts).
  { username: 'bettor', type: 0, balance: 9_500, nickname: 'Bettor', mobile: '9170000300' },
];
