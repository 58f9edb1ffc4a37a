/**
 * Records the platform answers the site's page stories are served (Storybook has no sandbox): a
 * freshly seeded sandbox runs in this process on an in-memory database, on a fixed clock, and the
 * site's platform client makes the calls the screens make, for every brand, in EN and TY, as a
 * guest, as the demo member and as an agent, plus the status call in maintenance and region-blocked
 * mode. `record-fixtures.ts` writes the result; a unit test checks the committed file is current.
 */
import { createHash } from 'node:crypto';
import {
  allowPlatformSitePaths,
  countryFlagUrl,
  createPlatformClient,
  endpoints,
  vendorLogoUrl,
  type Endpoint,
  type EndpointName,
  type PlatformClient,
} from '@lobbykit/platform';
import {
  fixtureBrands,
  fixtureLanguages,
  selectingParams,
  type FixtureBrand,
  type FixtureLanguage,
  type FixtureSet,
  type PlatformFixtures,
  type RecordedAnswer,
  type RecordedViewer,
} from '../../site/src/stories/fixtures/fixture-format.ts';
import { createSandboxApp } from '../src/app.ts';
import { createContext, type SandboxContext } from '../src/context.ts';
import { DEMO_PASSWORD } from '../src/db/seed/accounts.ts';
import { openDatabase } from '../src/db/database.ts';
import { ASSETS_PATH } from '../src/routes/system.ts';
import { defaultSettings, TEST_CAPTCHA } from '../src/settings.ts';

// Platform URLs: the sandbox names its images, games and payment pages as site paths, which the
// recording client reads as a sandbox build of the site does (packages/platform/src/safe-url.ts).
allowPlatformSitePaths(true);

/** The sandbox's clock while recording, so seeded dates and timestamps are the same every time. */
export const FIXTURE_CLOCK = Date.UTC(2025, 5, 2, 9, 0);

/** Calls whose answer differs on every request (a fresh captcha image); compared by type only. */
export const volatileCalls: ReadonlySet<string> = new Set<EndpointName>(['captcha']);

/** The accounts the signed-in sets are recorded as (apps/sandbox/README.md lists them). */
const signedInAccounts = { member: 'demo', agent: 'agent1' } as const;

interface PlannedCall {
  call: EndpointName;
  input: (language: FixtureLanguage, merchant: string) => Record<string, unknown>;
  /**
   * Parameters sent but not kept as choosing the answer: a date range the page counts from the
   * day it opens, which a story opened on another day would never send again.
   */
  anyValue?: readonly string[];
}

const plain = (call: EndpointName): PlannedCall => ({ call, input: () => ({}) });

/** The vendors the lobby's page stories show: the slots lobby's first and largest, and a live casino. */
const lobbyVendors = [
  { vassalage: 'PG', gameType: 'RNG' },
  { vassalage: 'PP', gameType: 'RNG' },
  { vassalage: 'EVO', gameType: 'LIVE' },
] as const;

/** The game-list searches the lobby's stories make: one with games, one without. */
export const lobbySearches = { found: 'Dragon', none: 'Zebra Quasar' } as const;

const gamePage = (language: FixtureLanguage) => ({ pageNo: 1, pageSize: 12, language });

/** What the lobby's page stories ask for as the demo member: lists, favourites, recent games. */
const lobbyMemberCalls: readonly PlannedCall[] = [
  plain('favouriteGames'),
  ...lobbyVendors.map(({ vassalage, gameType }) => ({
    call: 'gameList' as const,
    input: (language: FixtureLanguage) => ({ gameType, vassalage, ...gamePage(language) }),
  })),
  ...Object.values(lobbySearches).map((gameName) => ({
    call: 'gameList' as const,
    input: (language: FixtureLanguage) => ({ gameType: 'RNG', vassalage: 'PP', gameName, ...gamePage(language) }),
  })),
  { call: 'favouriteGamesList', input: (language) => ({ gameType: 'RNG', ...gamePage(language) }) },
  { call: 'recentGames', input: (language) => ({ vassalage: 'PP', ...gamePage(language) }) },
  // The game and lottery stories' launches. Recorded without device and backUrl, which then fit any.
  {
    call: 'launchGame',
    input: (language) => ({ accountType: 1, vassalage: 'PG', gameType: 'RNG', gameCode: 'PG-RNG-00001', language }),
  },
  {
    call: 'launchGame',
    input: (language) => ({
      launchMode: 'LOTT',
      accountType: 1,
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      lottoGameCode: 'PH_6_45',
      lottoView: 'betting',
      playType: '6D',
      language,
    }),
  },
];

/** What the frame, the home screen, the content screens and the sign-in dialogs ask for. */
const publicCalls: readonly PlannedCall[] = [
  { call: 'systemStatus', input: () => ({ url: 'localhost' }) },
  plain('registerSettings'),
  plain('countries'),
  { call: 'captcha', input: () => ({ t: FIXTURE_CLOCK }) },
  plain('announcements'),
  { call: 'vendors', input: (language) => ({ language }) },
  { call: 'winnerBoard', input: (language) => ({ gameCategory: 'ALL', limitNum: 20, language }) },
  { call: 'promotions', input: (language) => ({ language }) },
  plain('helpCenter'),
  plain('feedbackSettings'),
  { call: 'gameMenus', input: (language) => ({ language }) },
  // The game lists' hot games (spec §4): the vendor each lobby story shows.
  ...lobbyVendors.map(({ vassalage, gameType }) => ({
    call: 'hotGames' as const,
    input: (language: FixtureLanguage, merchant: string) => ({ merchantCode: merchant, vassalage, gameType, language }),
  })),
];

/** What the header, the member centre and the VIP screen ask for once someone is signed in. */
const signedInCalls: readonly PlannedCall[] = [
  plain('memberInfo'),
  plain('balance'),
  plain('avatar'),
  plain('unreadCount'),
  plain('rewardList'),
  plain('missionSummary'),
];

/**
 * The member centre's "my account" page (securityCenter): its one read, and the avatars its picker
 * offers. Reads only: a change recorded here would alter the demo account for every recording after
 * it, so the page's stories answer their own changes.
 */
const securityCentreCalls: readonly PlannedCall[] = [plain('securityOverview'), plain('memberIcon')];

/** The reward centre's reads besides the reward list (recorded with every signed-in set). */
const rewardCentreCalls: readonly PlannedCall[] = [plain('activityList'), plain('redEnvelopes')];

/** The missions page's read besides the summary: its first board (the platform's first mission). */
const missionPageCalls: readonly PlannedCall[] = [plain('missionLeaderboard')];

const DAY = 24 * 60 * 60 * 1000;

/** A page of the account record for the week before the recording, with or without a type. */
const ledgerPage = (type?: string): PlannedCall => ({
  call: 'transactionHistory',
  input: () => ({ from: FIXTURE_CLOCK - 7 * DAY, to: FIXTURE_CLOCK, ...(type ? { type } : {}), pageNo: 1 }),
  anyValue: ['from', 'to'],
});

/**
 * The money pages' reads (my wallet, deposit, withdrawal, transfer to upline, account record), first
 * pages as the pages ask for them. Reads only, like the security centre's.
 */
const moneyPageCalls: readonly PlannedCall[] = [
  plain('merchantWallet'),
  plain('upline'),
  plain('depositChannels'),
  { call: 'deposits', input: () => ({ pageNo: 1, pageSize: 12 }) },
  plain('payoutAccounts'),
  plain('withdrawalRequirements'),
  { call: 'withdrawals', input: () => ({ pageNo: 1, pageSize: 12 }) },
  ledgerPage(),
  ledgerPage('deposit'),
];

/** Invite friends (member centre `referral`): the summary and the first page of friends, as the page asks. */
const referralPageCalls: readonly PlannedCall[] = [
  plain('referralSummary'),
  { call: 'referralFriends', input: () => ({ pageNo: 1, pageSize: 10 }) },
];

/** A page of the betting record for the week before the recording, as its stories filter it. */
const betPage = (filters: Record<string, string | number> = {}): PlannedCall => ({
  call: 'bettingRecord',
  input: () => ({ from: FIXTURE_CLOCK - 7 * DAY, to: FIXTURE_CLOCK, pageNo: 1, pageSize: 12, ...filters }),
  anyValue: ['from', 'to'],
});

/** The betting record's reads (the first page, the next, slots only, won only) and the profit and loss per day and week. */
const betPageCalls: readonly PlannedCall[] = [
  betPage(),
  betPage({ pageNo: 2 }),
  betPage({ gameType: 'RNG' }),
  betPage({ status: 'won' }),
  ...(['day', 'week'] as const).map((period) => ({
    call: 'profitLoss' as const,
    input: () => ({ from: FIXTURE_CLOCK - 30 * DAY, to: FIXTURE_CLOCK, period, utcOffsetMinutes: 0 }),
    anyValue: ['from', 'to', 'utcOffsetMinutes'],
  })),
];

// agent reports
/** A range the agent's report pages count from the day they open: any range is answered alike. */
const agentReport = (
  call: 'teamBets' | 'teamProfitLoss' | 'teamTransactions',
  days: number,
  filters: Record<string, string | number> = {},
): PlannedCall => ({
  call,
  input: () => ({ from: FIXTURE_CLOCK - days * DAY, to: FIXTURE_CLOCK, pageNo: 1, ...filters }),
  anyValue: ['from', 'to'],
});

/** The agent's announcements and report pages as agent1 opens and filters them. Reads only. */
const agentReportCalls: readonly PlannedCall[] = [
  plain('agentNotices'),
  agentReport('teamBets', 7, { pageSize: 12 }),
  agentReport('teamBets', 7, { pageSize: 12, status: 'won' }),
  agentReport('teamProfitLoss', 30, { pageSize: 12, sort: 'profit-desc' }),
  agentReport('teamProfitLoss', 30, { pageSize: 12, sort: 'profit-asc' }),
  agentReport('teamTransactions', 7),
  agentReport('teamTransactions', 7, { type: 'deposit' }),
];

/** Manual rebate (member centre `manualRebate`): what was earned, and the first page of claims. Reads only. */
const rebatePageCalls: readonly PlannedCall[] = [
  plain('manualRebate'),
  { call: 'manualRebateClaims', input: () => ({ pageNo: 1, pageSize: 10 }) },
];
// agent centre: team pages
/** The team pages' first reads as agent1 opens them: the overview for a week, the team's first page, a search, the tree's top. */
const teamPageCalls: readonly PlannedCall[] = [
  {
    call: 'teamOverview',
    input: () => ({ from: FIXTURE_CLOCK - 7 * DAY, to: FIXTURE_CLOCK }),
    anyValue: ['from', 'to'],
  },
  { call: 'teamMembers', input: () => ({ scope: 'all', pageNo: 1, pageSize: 10 }) },
  { call: 'teamMembers', input: () => ({ username: 'player', scope: 'all', pageNo: 1, pageSize: 10 }) },
  plain('teamTree'),
];
// end agent centre: team pages

/** Bonus details: every bonus of the demo member, then the completed ones, as the page's status filter asks. */
const bonusCalls: readonly PlannedCall[] = [{}, { status: 'completed' }].map((filter) => ({
  call: 'bonusDetails' as const,
  input: () => ({ ...filter, pageNo: 1, pageSize: 10 }),
}));

// Contracts
/**
 * The agent centre's contract pages the brand offers (each behind its module) and my income, as
 * agent1 opens them. Reads only.
 */
function contractPageCalls(ctx: SandboxContext, merchant: string): PlannedCall[] {
  const flags = ctx.merchants.get(merchant)?.flags ?? new Set<string>();
  const contractCalls = (
    ['dividendContract', 'dailySalaryContract', 'hourlySalaryContract', 'realTimeSalaryContract'] as const
  ).filter((call) => flags.has(endpoints[call].feature ?? ''));
  return [
    ...contractCalls.map((call) => ({ call, input: () => ({ action: 'list' }) })),
    {
      call: 'agentIncome',
      input: () => ({ from: FIXTURE_CLOCK - 7 * DAY, to: FIXTURE_CLOCK }),
      anyValue: ['from', 'to'],
    },
  ];
}

interface Exchange {
  url: URL;
  body: string | undefined;
  value: unknown;
}

/** The sandbox app answering in this process; the last exchange is kept for the recorder to read. */
function inProcessPlatform(ctx: SandboxContext) {
  const app = createSandboxApp(ctx);
  let last: Exchange | undefined;
  const fetchInProcess: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://sandbox.local'), init);
    const body = request.method === 'GET' ? undefined : await request.clone().text();
    const response = await app.fetch(request);
    const envelope = (await response.clone().json()) as { success: boolean; value?: unknown; message?: string };
    last = { url: new URL(request.url), body, value: envelope.value ?? null };
    return response;
  };
  return {
    client(merchant: string, language: FixtureLanguage, token: string | null = null): PlatformClient {
      return createPlatformClient({
        merchant,
        language: () => language,
        token: () => token,
        fetch: fetchInProcess,
        retries: 0,
      });
    },
    /** GETs one of the sandbox's images or pages by path: text, or a raster image as a data: address. */
    async asset(path: string): Promise<string> {
      const response = await app.fetch(new Request(new URL(path, 'http://sandbox.local')));
      if (!response.ok) throw new Error(`the sandbox has no image at ${path} (HTTP ${response.status})`);
      const type = response.headers.get('Content-Type') ?? '';
      if (type.startsWith('image/png')) {
        return `data:image/png;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
      }
      return response.text();
    },
    lastExchange(): Exchange {
      if (!last) throw new Error('no call has been made yet');
      return last;
    },
  };
}

type InProcessPlatform = ReturnType<typeof inProcessPlatform>;

async function record(
  platform: InProcessPlatform,
  client: PlatformClient,
  planned: PlannedCall,
  language: FixtureLanguage,
  merchant: string,
): Promise<RecordedAnswer> {
  const endpoint: Endpoint = endpoints[planned.call];
  // Through the site's own client: the request is what the site sends, the answer passes its schema.
  await client.call(endpoint, planned.input(language, merchant));
  const exchange = platform.lastExchange();
  const params = selectingParams(exchange.url, endpoint.encrypted ? undefined : exchange.body);
  for (const name of planned.anyValue ?? []) delete params[name];
  return {
    call: planned.call,
    params,
    value: exchange.value,
  };
}

/** Where Storybook serves the recorded game pages (`.storybook/public/story-games/`). */
export const storyGamesPath = '/story-games/';

/**
 * Points every launch answer at a copy of its game page that Storybook serves as a file, since
 * Storybook has no sandbox: a frame's navigation never reaches the mock service worker, and the
 * platform URL rule refuses a `data:` page. Returns the pages by file name (named by content, so a
 * re-record rewrites only what changed).
 */
async function recordGamePages(platform: InProcessPlatform, brands: PlatformFixtures['brands']) {
  const pages: Record<string, string> = {};
  for (const languages of Object.values(brands)) {
    for (const sets of Object.values(languages)) {
      for (const answer of Object.values(sets).flat()) {
        if (answer.call !== 'launchGame') continue;
        const launch = answer.value as { content: { game_url: string } };
        const page = await platform.asset(launch.content.game_url);
        const name = `${createHash('sha256').update(page).digest('hex').slice(0, 16)}.html`;
        pages[name] = page;
        answer.value = { ...launch, content: { ...launch.content, game_url: `${storyGamesPath}${name}` } };
      }
    }
  }
  return pages;
}

async function recordAll(
  platform: InProcessPlatform,
  client: PlatformClient,
  planned: readonly PlannedCall[],
  language: FixtureLanguage,
  merchant: string,
): Promise<RecordedAnswer[]> {
  const answers: RecordedAnswer[] = [];
  // One after another: the order of the file stays the order of the plan.
  for (const call of planned) answers.push(await record(platform, client, call, language, merchant));
  return answers;
}

/**
 * Platform messages (member centre `messageV2`): the demo member's inbox, page by page, the body
 * of every message on the first page, and the mark that opening each unread one sends. A mark
 * changes the inbox, so each is made inside a savepoint that is rolled back: every answer is the
 * seeded inbox's, whatever was recorded before it.
 */
async function recordInbox(
  ctx: SandboxContext,
  platform: InProcessPlatform,
  client: PlatformClient,
  language: FixtureLanguage,
  merchant: string,
): Promise<RecordedAnswer[]> {
  const pages: PlannedCall[] = [1, 2, 3].map((pageNo) => ({
    call: 'messages',
    input: () => ({ pageNo, pageSize: 12 }),
  }));
  const answers = await recordAll(platform, client, pages, language, merchant);
  const firstPage = (answers[0]!.value as { list: { id: number; read: boolean }[] }).list;
  const bodies = firstPage.map(({ id }): PlannedCall => ({ call: 'messageDetail', input: () => ({ id }) }));
  answers.push(...(await recordAll(platform, client, bodies, language, merchant)));
  for (const { id } of firstPage.filter((message) => !message.read)) {
    const mark: PlannedCall = { call: 'markMessagesRead', input: () => ({ ids: [id] }) };
    answers.push(await recordUndone(ctx, () => record(platform, client, mark, language, merchant)));
  }
  return answers;
}

/** Records a change inside a savepoint that is then rolled back, so later answers see the seed. */
async function recordUndone(ctx: SandboxContext, recordChange: () => Promise<RecordedAnswer>) {
  ctx.db.exec('SAVEPOINT story_change');
  try {
    return await recordChange();
  } finally {
    ctx.db.exec('ROLLBACK TO story_change');
    ctx.db.exec('RELEASE story_change');
  }
}

/**
 * Feedback and complaints (/feedback): the demo member's first page of earlier feedback, and the mark
 * that opening a ticket with an unread reply sends, rolled back like the inbox's marks.
 */
async function recordFeedback(
  ctx: SandboxContext,
  platform: InProcessPlatform,
  client: PlatformClient,
  language: FixtureLanguage,
  merchant: string,
): Promise<RecordedAnswer[]> {
  const history: PlannedCall = { call: 'feedbackHistory', input: () => ({ pageNo: 1, pageSize: 12 }) };
  const answers = [await record(platform, client, history, language, merchant)];
  const tickets = (answers[0]!.value as { list: { ticketId: number; replies: { read: boolean }[] }[] }).list;
  for (const { ticketId } of tickets.filter((ticket) => ticket.replies.some((reply) => !reply.read))) {
    const mark: PlannedCall = { call: 'markFeedbackRead', input: () => ({ ticketId }) };
    answers.push(await recordUndone(ctx, () => record(platform, client, mark, language, merchant)));
  }
  return answers;
}

async function signIn(platform: InProcessPlatform, merchant: string, username: string): Promise<string> {
  const client = platform.client(merchant, 'EN');
  // Some brands want a captcha on every login: issue one (test mode fixes its answer).
  await client.call(endpoints.captcha, { t: FIXTURE_CLOCK });
  const session = await client.call(endpoints.login, {
    type: 'username',
    username,
    password: DEMO_PASSWORD,
    captcha: TEST_CAPTCHA,
    loginDeviceId: 'story-fixtures',
  });
  return session.token;
}

/** Every banner group the brand has content for (one call per group, as each route asks for its own). */
function bannerCalls(ctx: SandboxContext, merchant: string): PlannedCall[] {
  const groups = ctx.db
    .prepare('SELECT DISTINCT group_name FROM banners WHERE merchant = ? ORDER BY group_name')
    .all(merchant) as { group_name: string }[];
  return groups.map(({ group_name: groupName }) => ({ call: 'banners', input: () => ({ groupName }) }));
}

async function recordBrand(ctx: SandboxContext, platform: InProcessPlatform, merchant: FixtureBrand) {
  const tokens = {
    member: await signIn(platform, merchant, signedInAccounts.member),
    agent: await signIn(platform, merchant, signedInAccounts.agent),
  };
  const guestCalls = [...publicCalls, ...bannerCalls(ctx, merchant)];
  const systemStatus = publicCalls.filter((planned) => planned.call === 'systemStatus');
  const byLanguage = {} as Record<FixtureLanguage, Partial<Record<FixtureSet, RecordedAnswer[]>>>;
  for (const language of fixtureLanguages) {
    const guest = platform.client(merchant, language);
    const member = platform.client(merchant, language, tokens.member);
    const sets: Partial<Record<FixtureSet, RecordedAnswer[]>> = {
      guest: await recordAll(platform, guest, guestCalls, language, merchant),
      member: [
        ...(await recordAll(
          platform,
          member,
          [
            ...signedInCalls,
            ...lobbyMemberCalls,
            ...securityCentreCalls,
            ...moneyPageCalls,
            ...referralPageCalls,
            ...rewardCentreCalls,
            ...missionPageCalls,
            ...betPageCalls,
            ...rebatePageCalls,
            ...bonusCalls,
          ],
          language,
          merchant,
        )),
        ...(await recordInbox(ctx, platform, member, language, merchant)),
        ...(await recordFeedback(ctx, platform, member, language, merchant)),
      ],
      agent: await recordAll(
        platform,
        platform.client(merchant, language, tokens.agent),
        [...signedInCalls, ...teamPageCalls, ...contractPageCalls(ctx, merchant), ...agentReportCalls],
        language,
        merchant,
      ),
    };
    for (const [set, status] of [
      ['maintenance', 1],
      ['regionBlocked', 2],
    ] as const) {
      ctx.systemStatus.set(merchant, status);
      sets[set] = await recordAll(platform, guest, systemStatus, language, merchant);
    }
    ctx.systemStatus.set(merchant, 0);
    byLanguage[language] = sets;
  }
  return byLanguage;
}

function viewerOf(brands: PlatformFixtures['brands'], set: 'member' | 'agent'): RecordedViewer {
  const info = brands.AURORA.EN[set]?.find((answer) => answer.call === 'memberInfo')?.value as
    { account: string; type: number } | undefined;
  if (!info) throw new Error(`no member info was recorded for ${set}`);
  return { username: info.account, accountType: info.type };
}

/** Every image path an answer names, or the site builds from one (vendor logos, country flags). */
export function imagePaths(brands: PlatformFixtures['brands']): string[] {
  const paths = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith(`${ASSETS_PATH}/`)) paths.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const languages of Object.values(brands)) {
    for (const sets of Object.values(languages)) {
      for (const answers of Object.values(sets)) {
        for (const answer of answers) {
          visit(answer.value);
          if (answer.call === 'vendors') {
            for (const lane of answer.value as { cards: { gameType: string; vassalage: string }[] }[]) {
              for (const card of lane.cards) paths.add(vendorLogoUrl(ASSETS_PATH, card.gameType, card.vassalage));
            }
          }
          if (answer.call === 'countries') {
            for (const country of answer.value as { countryCode: string }[]) {
              paths.add(countryFlagUrl(ASSETS_PATH, country.countryCode));
            }
          }
        }
      }
    }
  }
  return [...paths].sort();
}

/** Seeds a sandbox in memory, records every brand, and stops it. Takes a few seconds (seeding, scrypt). */
export async function recordStoryFixtures(): Promise<PlatformFixtures> {
  const settings = defaultSettings({ testMode: true, now: () => FIXTURE_CLOCK, log: () => {} });
  const db = await openDatabase({ file: ':memory:', now: settings.now });
  try {
    const ctx = createContext(db, settings);
    const platform = inProcessPlatform(ctx);
    const brands = {} as PlatformFixtures['brands'];
    for (const merchant of fixtureBrands) brands[merchant] = await recordBrand(ctx, platform, merchant);
    const assets: Record<string, string> = {};
    for (const path of imagePaths(brands)) assets[path] = await platform.asset(path);
    const gamePages = await recordGamePages(platform, brands);
    return {
      clock: new Date(FIXTURE_CLOCK).toISOString(),
      viewers: { member: viewerOf(brands, 'member'), agent: viewerOf(brands, 'agent') },
      brands,
      assets,
      gamePages,
    };
  } finally {
    db.close();
  }
}

/**
 * The fixtures with each volatile answer replaced by its type, so two recordings compare equal
 * when nothing but a captcha's noise differs.
 */
export function comparable(fixtures: PlatformFixtures): PlatformFixtures {
  return JSON.parse(
    JSON.stringify(fixtures, function (this: unknown, key, value: unknown) {
      const owner = this as Partial<RecordedAnswer>;
      if (key === 'value' && typeof owner.call === 'string' && volatileCalls.has(owner.call)) {
        return `<${typeof value}>`;
      }
      return value;
    }),
  ) as PlatformFixtures;
}
