import { readFileSync } from 'node:fs';
import {
  expect as baseExpect,
  test as base,
  type Browser,
  type Locator,
  type Page,
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
const faults: readonly Fault[] = ['500', 'timeout', 'malformed', 'shape'];

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
  failed: string[];
  hung: Route[];
}

async function installFaults(page: Page): Promise<FaultState> {
  const state: FaultState = { fault: null, claimed: [], failed: [], hung: [] };
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
  const hung = state.hung.splice(0);
  await Promise.all(hung.map((route) => route.abort().catch(() => {})));
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

// Each test loads its screen once per fault in the worker's signed-in page; the workers share the list.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const loadErrors = (scope: Locator) => scope.locator('[data-slot="load-error"]');

/** Waits for the failure to show, moving the page's clock past the client's timeout for a hung call. */
async function expectFailureShown(session: Session, scope: Locator, fault: Fault, language = en) {
  const failure = loadErrors(scope).first();
  if (fault === 'timeout') {
    await expect.poll(() => session.state.hung.length, { message: 'no read of the screen hung' }).toBeGreaterThan(0);
    await expect(async () => {
      await session.page.clock.fastForward(clientTimeoutMs + 1_000);
      await baseExpect(failure).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(failure).toBeVisible();
  await expect(failure).toHaveAttribute('role', 'alert');
  await expect(failure).toContainText(language.errors[faultKey[fault]]!);
  // The title is the screen's own words: no raw i18n key, no English leaking from an error object.
  await expect(failure).not.toContainText(/\b[a-z]+(_[a-z]+)*\.[a-z_]+\b|PlatformError|HTTP \d|field /);
  await expect(failure.getByRole('button', { name: language.actions.retry })).toBeVisible();
}

/** Lifts the fault and presses every Retry on the screen; the screen then shows what it loaded. */
async function expectRetryRecovers(session: Session, scope: Locator) {
  await clearFault(session.state);
  await expect(async () => {
    const remaining = loadErrors(scope);
    if ((await remaining.count()) > 0) {
      await remaining.first().getByRole('button', { name: en.actions.retry }).click({ timeout: 2_000 });
    }
    await baseExpect(remaining).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(scope.locator('[data-slot="loading-region"]')).toHaveCount(0);
  await expectNotBlank(scope);
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

async function openRoute(session: Session, row: RouteRow, fault: Fault) {
  const { page, state } = session;
  const target = `${row.paths[0]!}${routeQuery[row.page] ?? ''}`;
  // A page whose drawn data is not the target's; a fresh page each time, so no answer is cached.
  await openHydrated(page, row.page === 'join' ? '/vip' : '/join');
  state.failed = [];
  state.fault = fault;
  await page.evaluate((path) => history.pushState(null, '', path), target);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.?]/g, '\\$&')}$`));
  // A modal the path opens (login, register) is closed, as a visitor would, to reach the screen.
  if (row.opens) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

test.describe('every route under a fault of its reads', () => {
  for (const row of routes) {
    const checked = routesWithoutOwnReads.has(row.page) || sharedScreen(row) ? (['500'] as const) : faults;
    test(`${row.paths[0]} (${row.page}): ${checked.join(', ')}`, async ({ member }) => {
      const { page } = member;
      for (const fault of checked) {
        await test.step(fault, async () => {
          await openRoute(member, row, fault);
          const screen = screenOf(page);
          if (routesWithoutOwnReads.has(row.page)) {
            await expectNotBlank(screen);
            await expect(loadErrors(screen)).toHaveCount(0);
            await clearFault(member.state);
          } else {
            await expectFailureShown(member, screen, fault);
            await expectNotBlank(screen);
            await expectRetryRecovers(member, screen);
          }
          expectNoPageError(member);
        });
      }
    });
  }
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
        for (const fault of checked) {
          await test.step(fault, async () => {
            state.failed = [];
            state.claimed = claimedShellReads[key] ?? [];
            state.fault = fault;
            await page.goto(`/?centre=${centre}&page=${key}`);
            const panel = centrePanel(page, centre);
            await expect(panel).toBeVisible();
            if (centrePagesWithoutOwnReads.has(key)) {
              await expectNotBlank(panel);
              await expect(loadErrors(panel)).toHaveCount(0);
              await clearFault(state);
            } else {
              await expectFailureShown(session, panel, fault);
              await expectNotBlank(panel);
              await expectRetryRecovers(session, panel);
            }
            // The screen beneath and the shell are drawn whatever the page's reads did.
            await expectNotBlank(screenOf(page));
            expectNoPageError(session);
          });
        }
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
    const help = routes.find((row) => row.page === 'help')!;
    for (const fault of faults) {
      await test.step(fault, async () => {
        await openRoute(member, help, fault);
        await expectFailureShown(member, screenOf(page), fault);
        const header = page.locator('[data-slot="site-header"]');
        await expect(header).toBeVisible();
        await expect(page.locator('[data-slot="member-area"]')).toBeVisible();
        await expect(page.getByRole('group', { name: 'Wallet balance' })).toContainText(/\d\.\d{2}/);
        // The header still moves the player on: to the promotions, whose reads fail the same way.
        await header.getByRole('link', { name: 'Promotions', exact: true }).first().click();
        await expect(page.locator('main[data-screen="promotions"]')).toBeVisible();
        await expectFailureShown(member, screenOf(page), fault);
        await clearFault(member.state);
        expectNoPageError(member);
      });
    }
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
    state.fault = '500';
    await page.evaluate(() => history.pushState(null, '', '/promotions'));
    const session = { page, state, errors };
    await expectFailureShown(session, screenOf(page), '500', ty);
    await expect(loadErrors(screenOf(page))).not.toContainText(en.errors.unknown!);
    await clearFault(state);
    await loadErrors(screenOf(page)).getByRole('button', { name: ty.actions.retry }).click();
    await expect(loadErrors(screenOf(page))).toHaveCount(0);
    await expectNotBlank(screenOf(page));
    expect(errors).toEqual([]);
    await context.close();
  });
});
