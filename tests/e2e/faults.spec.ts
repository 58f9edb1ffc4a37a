import { readFileSync } from 'node:fs';
import {
  expect as baseExpect,
  test as base,
  type Browser,
  type Locator,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';
import { routes, type RouteRow } from '../../apps/site/src/app/routes.tsx';
import { agentPages, memberPages } from '../../apps/site/src/features/centres/centre-registry.ts';
import { openHydrated, signIn } from './player.ts';

/**
 * Faults on every screen (issue 23): for every row of the route table and every centre page of
 * the registry, the screen's own platform reads answer an HTTP 500, hang past the client's
 * timeout, send a body that is not JSON, or send JSON of the wrong shape. Each time the screen
 * shows the locale's message for that failure with a Retry; with the fault gone, Retry shows the
 * screen; the page is never blank and nothing is thrown. The shell's reads (status, session,
 * member, balance, notices, banners, the lanes) keep working, and the shell survives the faults.
 *
 * Faults are made in the browser (page.route on `/wps/…`, the site's proxy to the platform), so
 * parallel tests never see each other's. The server draws a route's screen with its data, which
 * the browser never asks for; so each route is reached by a move inside the page (history.pushState,
 * as a link does), from a page whose drawn data is not the screen's. Centre pages are drawn by the
 * browser only, so they are opened by their deep link.
 *
 * Each screen is opened once, under the first fault; the other faults are installed in turn and
 * reach the screen through its Retry buttons (the same reads, made again), so every fault is seen
 * without reloading the page; last, with the fault lifted, Retry shows the screen. The faults go
 * in an order whose messages differ from one to the next, so each message seen is the new one.
 */

// A loaded two-core machine: chunks, translations and the sandbox can take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const locale = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as {
    errors: Record<string, string>;
    actions: Record<string, string>;
  };
const en = locale('en', 'common');
const ty = locale('ty', 'common');

type Fault = '500' | 'timeout' | 'malformed' | 'shape';
/** Unknown, invalid, timed out, invalid: no two in a row give the same message. */
const faults: readonly Fault[] = ['500', 'malformed', 'timeout', 'shape'];

/** The message each fault gives (packages/platform errors.ts: its kind's key in locales/<lang>/common.json). */
const faultKey: Record<Fault, string> = {
  // A bare 500 has no meaning of its own (kind `http`), and is not retried by the client.
  '500': 'unknown',
  timeout: 'timeout',
  malformed: 'invalid_response',
  shape: 'invalid_response',
};

/**
 * The client's per-attempt timeout (packages/platform transport.ts, `timeoutMs`; the site keeps the
 * default). The hung call is never answered; its timer is an `AbortSignal.timeout`, which
 * Playwright's clock fakes (page.clock, installed before the first page load), so the test moves
 * the page's clock past it instead of waiting 15 real seconds.
 */
const clientTimeoutMs = 15_000;

/**
 * Reads of the shell and the centre frame (status, session, member, balance, notices, banners, the
 * lanes, the menu's badge counts and the agent centre's open contract requests), never failed unless
 * a screen claims one as its own: the screen under test must stand on its own reads.
 * `/wps/sandbox/` is the sandbox's images and game pages.
 */
const shellReads = [
  /^\/wps\/system\/(status|country|banner|announcements?|notices?)$/,
  /^\/wps\/session\//,
  /^\/wps\/member\/info$/,
  /^\/wps\/v2\/wallets\/balance$/,
  /^\/wps\/relay\/(MCSFE_getPlayerAvatar|CSP_unreadCount|GCSGAME_hotGamesV2)$/,
  /^\/wps\/relay\/(MCS2_getRewardList|MCSFE_getMissionSummaryDetails)$/,
  /^\/wps\/relay\/(MCS2_processDividendReq|MCS2_processDailySalContract|MCS2_processContractHourSalary)$/,
  /^\/wps\/relay\/MCSFE_processRealTimeSalaryContract$/,
  /^\/wps\/sandbox\//,
];

/** Centre pages whose data is a read the frame makes too: failed for that page (the frame must survive it). */
const claimedShellReads: Record<string, readonly string[]> = {
  rewardCenter: ['/wps/relay/MCS2_getRewardList'],
  missionLeaderboard: ['/wps/relay/MCSFE_getMissionSummaryDetails'],
  // The agent centre counts open contract requests with the same reads the contract pages show.
  agentDividend: ['/wps/relay/MCS2_processDividendReq'],
  agentDailySalary: ['/wps/relay/MCS2_processDailySalContract'],
  agentHourlySalary: ['/wps/relay/MCS2_processContractHourSalary'],
  agentRealTimeSalary: ['/wps/relay/MCSFE_processRealTimeSalaryContract'],
  agentContractRequests: [
    '/wps/relay/MCS2_processDividendReq',
    '/wps/relay/MCS2_processDailySalContract',
    '/wps/relay/MCS2_processContractHourSalary',
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
  ],
};

const isShellRead = (pathname: string, claimed: readonly string[]) =>
  !claimed.includes(pathname) && shellReads.some((read) => read.test(pathname));

/** The fault the browser's platform calls get now, and the calls it was given to. */
interface FaultState {
  fault: Fault | null;
  /** Shell reads the screen under test claims as its own. */
  claimed: readonly string[];
  /** Every call given a fault so far (never reset: a step counts the ones after its start). */
  failed: string[];
  hung: Route[];
  /** Platform calls the page has sent and not yet seen answered (the hung ones included). */
  inFlight: Set<Request>;
}

const isPlatformCall = (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/wps/') && !pathname.startsWith('/wps/sandbox/') && request.resourceType() !== 'document';
};

async function installFaults(page: Page): Promise<FaultState> {
  const state: FaultState = { fault: null, claimed: [], failed: [], hung: [], inFlight: new Set() };
  page.on('request', (request) => isPlatformCall(request) && state.inFlight.add(request));
  const settled = (request: Request) => state.inFlight.delete(request);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await page.route('**/wps/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    const fault = state.fault;
    if (!fault || isShellRead(pathname, state.claimed) || route.request().resourceType() === 'document')
      return route.fallback();
    state.failed.push(pathname);
    if (fault === '500')
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    if (fault === 'malformed') return route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' });
    if (fault === 'shape') {
      // An envelope the client accepts, carrying a value no read's schema takes.
      return route.fulfill({ status: 200, json: { success: true, value: 'not what was asked for' } });
    }
    state.hung.push(route);
  });
  return state;
}

/** Lifts the fault; hung calls are answered as dropped (their callers gave up on them long ago). */
async function clearFault(state: FaultState) {
  state.fault = null;
  state.claimed = [];
  await dropHung(state);
}

async function dropHung(state: FaultState) {
  const hung = state.hung.splice(0);
  await Promise.all(hung.map((route) => route.abort().catch(() => {})));
}

/** Installs the next fault; the calls failed from here on are counted from the returned mark. */
async function setFault(state: FaultState, fault: Fault | null) {
  await dropHung(state);
  state.fault = fault;
  return state.failed.length;
}

/** A signed-in page per worker, its clock fakeable, its faults switchable; one per account. */
interface Session {
  page: Page;
  state: FaultState;
  errors: Error[];
}

const test = base.extend<object, { member: Session; agent: Session }>({
  member: [
    async ({ browser }, use, workerInfo) => use(await openSession(browser, workerInfo.project.use.baseURL, 'demo')),
    { scope: 'worker' },
  ],
  agent: [
    async ({ browser }, use, workerInfo) => use(await openSession(browser, workerInfo.project.use.baseURL, 'agent1')),
    { scope: 'worker' },
  ],
});

/** Signs in once per worker: the token lives in the tab's sessionStorage, which no storage state keeps. */
async function openSession(browser: Browser, baseURL: string | undefined, username: string): Promise<Session> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.install();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const state = await installFaults(page);
  await signIn(page, username);
  return { page, state, errors };
}

// Each test loads its screen once in the worker's signed-in page and goes through the faults by Retry;
// the workers share the list.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const loadErrors = (scope: Locator) => scope.locator('[data-slot="load-error"]');

/**
 * Waits for the failure to show. The calls given the fault after `mark` must have been made (the
 * message is the new attempt's). For a hung call, the page's clock is moved past the client's
 * timeout only once that call is out and every other platform call has been answered: the jump
 * times out whatever is in flight, and a shell read caught by it would fail the wrong thing.
 */
async function expectFailureShown(session: Session, scope: Locator, fault: Fault, mark: number, language = en) {
  const { state, page } = session;
  const failure = loadErrors(scope).first();
  await expect
    .poll(() => state.failed.length, { message: `no read of the screen was given the ${fault} fault` })
    .toBeGreaterThan(mark);
  if (fault === 'timeout') {
    await expect(async () => {
      const hung = new Set(state.hung.map((route) => route.request()));
      baseExpect(hung.size, 'no read of the screen hung').toBeGreaterThan(0);
      baseExpect([...state.inFlight].filter((request) => !hung.has(request)).map((r) => r.url())).toEqual([]);
      await page.clock.fastForward(clientTimeoutMs + 1_000);
      await baseExpect(failure).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(failure).toBeVisible();
  await expect(failure).toHaveAttribute('role', 'alert');
  await expect(failure).toContainText(language.errors[faultKey[fault]]!);
  // The title is the screen's own words: no raw i18n key, no English leaking from an error object.
  await expect(failure).not.toContainText(/\b[a-z]+(_[a-z]+)*\.[a-z_]+\b|PlatformError|HTTP \d|field /);
  await expect(failure.getByRole('button', { name: language.actions.retry })).toBeVisible();
  await expectNotBlank(scope);
}

/**
 * Presses every Retry on the screen in one pass, the last first, so a pressed one leaving the list
 * moves none still to press.
 */
async function pressEveryRetry(scope: Locator, language = en) {
  for (const failure of (await loadErrors(scope).all()).reverse()) {
    await failure.getByRole('button', { name: language.actions.retry }).click({ timeout: 5_000 });
  }
}

/** The screen's reads under each fault in turn: the first as the screen opens, the others by Retry. */
async function expectEveryFault(
  session: Session,
  scope: Locator,
  checked: readonly Fault[],
  open: () => Promise<void>,
) {
  for (const [index, fault] of checked.entries()) {
    await test.step(fault, async () => {
      const mark = await setFault(session.state, fault);
      if (index === 0) await open();
      else await pressEveryRetry(scope);
      await expectFailureShown(session, scope, fault, mark);
      expectNoPageError(session);
    });
  }
  await test.step('retry', () => expectRetryRecovers(session, scope));
}

/** Lifts the fault and presses every Retry on the screen; the screen then shows what it loaded. */
async function expectRetryRecovers(session: Session, scope: Locator) {
  await clearFault(session.state);
  await expect(async () => {
    await pressEveryRetry(scope);
    await baseExpect(loadErrors(scope)).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(scope.locator('[data-slot="loading-region"]')).toHaveCount(0);
  await expectNotBlank(scope);
  expectNoPageError(session);
}

async function expectNotBlank(scope: Locator) {
  await expect(scope).toBeVisible();
  await expect.poll(async () => (await scope.innerText()).trim().length).toBeGreaterThan(0);
}

function expectNoPageError(session: Session) {
  const errors = session.errors.splice(0);
  baseExpect(errors.map((error) => error.message)).toEqual([]);
}

// routes

/** A query a route needs to show its screen with data (the promotion to detail). */
const routeQuery: Record<string, string> = { promoDetail: '?id=1' };

/**
 * Screens whose reads are all the shell's (or that read nothing until the player acts): under a
 * fault of every other call they show as usual. Anything they come to read fails this test.
 */
const routesWithoutOwnReads = new Set([
  // Home (and the modals over it): its latest winners load only when scrolled near.
  'index',
  'register',
  'login',
  'noticePage',
  // The download page's links come with the status call, its banner from the frame.
  'down',
  'vip',
  'lottery',
  'seamless',
  'join',
  'game',
]);

/** Rows that share a screen with an earlier row: checked with one fault, the screen itself with all four. */
const sharedScreen = (row: RouteRow) => routes.find((other) => other.section === row.section) !== row;

const screenOf = (page: Page) => page.locator('main[data-screen]');

/** A page whose drawn data is not the target's; a fresh page, so no answer of an earlier test is cached. */
const startPath = (row: RouteRow) => (row.page === 'join' ? '/vip' : '/join');

/** Moves to the row's screen inside the page (as a link does), so the browser makes its reads. */
async function moveTo(page: Page, row: RouteRow) {
  const target = `${row.paths[0]!}${routeQuery[row.page] ?? ''}`;
  await page.evaluate((path) => history.pushState(null, '', path), target);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.?]/g, '\\$&')}$`));
  // A modal the path opens (login, register) is closed, as a visitor would, to reach the screen.
  if (row.opens) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  // The screen's code and strings arrive first (a loaded machine can take a while); its reads then fail.
  await expect(screenOf(page)).toBeVisible({ timeout: 30_000 });
}

const ownReadRows = routes.filter((row) => !routesWithoutOwnReads.has(row.page) && !sharedScreen(row));

test.describe('every route under a fault of its reads', () => {
  for (const row of ownReadRows) {
    test(`${row.paths[0]} (${row.page}): ${faults.join(', ')}`, async ({ member }) => {
      const { page } = member;
      await openHydrated(page, startPath(row));
      await expectEveryFault(member, screenOf(page), faults, () => moveTo(page, row));
    });
  }

  test('rows sharing a screen with an earlier row: a 500, each in turn in one page', async ({ member }) => {
    const { page } = member;
    await openHydrated(page, '/join');
    for (const row of routes.filter((other) => !routesWithoutOwnReads.has(other.page) && sharedScreen(other))) {
      await test.step(row.paths[0]!, async () => {
        const mark = await setFault(member.state, '500');
        await moveTo(page, row);
        await expectFailureShown(member, screenOf(page), '500', mark);
        await expectRetryRecovers(member, screenOf(page));
      });
    }
  });

  test('screens with no reads of their own show as usual while every other call fails', async ({ member }) => {
    const { page } = member;
    await openHydrated(page, '/vip');
    await setFault(member.state, '500');
    for (const row of routes.filter((other) => routesWithoutOwnReads.has(other.page))) {
      await test.step(row.paths[0]!, async () => {
        await moveTo(page, row);
        await expectNotBlank(screenOf(page));
        await expect(loadErrors(screenOf(page))).toHaveCount(0);
        expectNoPageError(member);
      });
    }
    await clearFault(member.state);
  });
});

// centre pages

const centrePanel = (page: Page, centre: 'member' | 'agent') =>
  page.getByRole('dialog', { name: centre === 'member' ? 'Member centre' : 'Agent centre' });

/** Pages that show a form or text and read nothing of their own until the player acts. */
const centrePagesWithoutOwnReads = new Set(['agentRegister']);

for (const centre of ['member', 'agent'] as const) {
  test.describe(`every ${centre} centre page under a fault of its reads`, () => {
    for (const { key } of centre === 'member' ? memberPages : agentPages) {
      const checked = centrePagesWithoutOwnReads.has(key) ? (['500'] as const) : faults;
      const body = async (session: Session) => {
        const { page, state } = session;
        const panel = centrePanel(page, centre);
        // Opened by its deep link under the first fault: every read of the load but the shell's fails.
        const open = async () => {
          state.claimed = claimedShellReads[key] ?? [];
          await page.goto(`/?centre=${centre}&page=${key}`);
          await expect(panel).toBeVisible({ timeout: 30_000 });
        };
        if (centrePagesWithoutOwnReads.has(key)) {
          await setFault(state, '500');
          await open();
          await expect(panel.locator('[data-slot="centre-page"]')).toBeVisible();
          await expectNotBlank(panel);
          await expect(loadErrors(panel)).toHaveCount(0);
          await clearFault(state);
        } else {
          await expectEveryFault(session, panel, checked, open);
        }
        // The screen beneath and the shell are drawn whatever the page's reads did.
        await expectNotBlank(screenOf(page));
        expectNoPageError(session);
      };
      const title = `${key}: ${checked.join(', ')}`;
      if (centre === 'member') test(title, ({ member }) => body(member));
      else test(title, ({ agent }) => body(agent));
    }
  });
}

// the shell, and another language

test.describe('the shell under a fault', () => {
  test('keeps its header, balance and navigation usable under each fault', async ({ member }) => {
    const { page } = member;
    const header = page.locator('[data-slot="site-header"]');
    await openHydrated(page, '/join');
    // Under each fault the player moves on, from help to the promotions by the header and back by
    // the footer: each screen's reads fail afresh (a failed read is read again when its screen opens).
    const moves = [
      () =>
        moveTo(
          page,
          routes.find((row) => row.page === 'help')!,
        ),
      () => header.getByRole('link', { name: 'Promotions', exact: true }).first().click(),
      () => page.locator('[data-slot="site-footer"]').getByRole('link', { name: 'Help and FAQ' }).click(),
      () => header.getByRole('link', { name: 'Promotions', exact: true }).first().click(),
    ];
    for (const [index, fault] of faults.entries()) {
      await test.step(fault, async () => {
        const mark = await setFault(member.state, fault);
        await moves[index]!();
        await expect(screenOf(page)).toHaveAttribute('data-screen', index % 2 === 0 ? 'help' : 'promotions');
        await expectFailureShown(member, screenOf(page), fault, mark);
        await expect(header).toBeVisible();
        await expect(page.locator('[data-slot="member-area"]')).toBeVisible();
        await expect(page.getByRole('group', { name: 'Wallet balance' })).toContainText(/\d\.\d{2}/);
        expectNoPageError(member);
      });
    }
    await expectRetryRecovers(member, screenOf(page));
  });
});

test.describe('a fault in Filipino (TY)', () => {
  test('says what went wrong and offers Retry in the player’s language', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, reducedMotion: 'reduce' });
    // The language chosen on this device, mirrored to the cookie the server draws the page in.
    await context.addCookies([{ name: 'language', value: 'TY', url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'TY'));
    const state = await installFaults(page);
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await openHydrated(page, '/join');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    const mark = await setFault(state, '500');
    await page.evaluate(() => history.pushState(null, '', '/promotions'));
    const session = { page, state, errors };
    await expectFailureShown(session, screenOf(page), '500', mark, ty);
    await expect(loadErrors(screenOf(page))).not.toContainText(en.errors.unknown!);
    await clearFault(state);
    await pressEveryRetry(screenOf(page), ty);
    await expect(loadErrors(screenOf(page))).toHaveCount(0);
    await expectNotBlank(screenOf(page));
    expect(errors).toEqual([]);
    await context.close();
  });
});
