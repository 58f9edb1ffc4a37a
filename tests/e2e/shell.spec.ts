import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { useOwnVisitor } from './own-visitor.ts';
import { openHydrated, signIn } from './player.ts';

/**
 * The site's frame (spec §2 Layout, header, banner, notices, side bar, footer), the member and
 * agent centre panels, language, theme, brand and the status pages, against the built site and
 * the sandbox.
 */

// Lazy chunks and the sandbox can take a few seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** What the platform answers the signed-in page for a GET call: the figures the header should show. */
async function platformValue(page: Page, path: string): Promise<unknown> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get(path, {
    headers: { Merchant: 'AURORA', Device: 'web', Language: 'EN', Authorization: token ?? '' },
  });
  return ((await response.json()) as { value: unknown }).value;
}

/** The brands' customer-service pages are outside addresses; a stand-in answers for them. */
async function serveSupportPage(context: BrowserContext) {
  await context.route('https://support.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title><p>Chat</p>' }),
  );
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

async function expectNoAxeViolations(page: Page, label: string, selector?: string) {
  const builder = new AxeBuilder({ page });
  if (selector) builder.include(selector);
  const results = await builder.analyze();
  expect(
    results.violations,
    `${label}: ${results.violations.map((v) => `${v.id} (${v.nodes.length})`).join(', ')}`,
  ).toEqual([]);
}

const accountButton = (page: Page) => page.getByRole('button', { name: /Account menu/ });
const accountMenu = (page: Page) => page.getByRole('menu');

async function openAccountMenu(page: Page) {
  await accountButton(page).click();
  await expect(accountMenu(page)).toBeVisible();
  return accountMenu(page);
}

test.describe('header for a guest', () => {
  test('shows language, theme, log in and register, and the category bar', async ({ page }) => {
    await page.goto('/');
    const top = page.locator('[data-slot="header-top"]');
    await expect(top.getByRole('button', { name: /Language/ })).toBeVisible();
    await expect(top.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'false');
    await expect(top.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(top.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(page.locator('[data-slot="member-area"]')).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(
      page.locator('[data-slot="header-bottom"]').getByRole('link', { name: 'Aurora Casino' }),
    ).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const category of ['Slots', 'Live casino', 'Sports', 'Esports', 'Fishing', 'Cards', 'Lottery']) {
      await expect(nav.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(nav.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
    await expect(nav.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
  });

  test('offers no Register button when the brand has direct registration off', async ({ page }) => {
    const visitor = await useOwnVisitor(page);
    await visitor.override({ modulesOff: ['DIRECTREG3'] });
    try {
      await page.goto('/');
      const top = page.locator('[data-slot="header-top"]');
      await expect(top.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(top.getByRole('button', { name: 'Register' })).toHaveCount(0);
    } finally {
      await visitor.reset();
    }
  });

  test('Log in opens the login popup', async ({ page }) => {
    await openHydrated(page, '/');
    await page.locator('[data-slot="guest-actions"]').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a press on a drawn button before the page’s code runs is made once the page is live', async ({ page }) => {
    // The app's entry is held until the press has been made on the server's drawing.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto('/');
    const logIn = page.locator('[data-slot="guest-actions"]').getByRole('button', { name: 'Log in' });
    await logIn.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    releaseEntry();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a category menu lists up to six vendors, hot ones marked, and leads to the category', async ({ page }) => {
    await openHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const slots = nav.getByRole('button', { name: 'Slots' });
    await slots.hover();
    await expect(slots).toHaveAttribute('aria-expanded', 'true');
    const vendors = nav.getByRole('list', { name: 'Slots providers' }).getByRole('link');
    await expect(vendors.first()).toBeVisible();
    expect(await vendors.count()).toBeLessThanOrEqual(6);
    await expect(vendors.first()).toContainText('Hot');
    await expect(nav.getByRole('link', { name: 'All Slots' })).toHaveAttribute('href', '/rng');

    const href = await vendors.first().getAttribute('href');
    expect(href).toMatch(/^\/rng\?vendor=[A-Z0-9_]+$/);
    await vendors.first().click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
    await expect(slots).toHaveAttribute('aria-expanded', 'false');
  });

  test('a category menu works from the keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
    await openHydrated(page, '/');
    const live = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Live casino' });
    await live.focus();
    await page.keyboard.press('Enter');
    await expect(live).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('list', { name: 'Live casino providers' }).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(live).toHaveAttribute('aria-expanded', 'false');
    await expect(live).toBeFocused();
  });

  test('the first key press reaches the skip link, which moves past the header', async ({ page }) => {
    await page.goto('/');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // A person presses Tab once the page is there, not before it has rendered.
    await expect(skip).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('header for a signed-in member', () => {
  test('shows deposit, balance, avatar with the unclaimed count, and no guest buttons', async ({ page }) => {
    await signIn(page, 'demo');
    const area = page.locator('[data-slot="member-area"]');
    await expect(area.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(area.getByRole('group', { name: 'Wallet balance' })).toContainText(/P\s?[\d,]+\.\d{2}/);
    await expect(page.locator('[data-slot="guest-actions"]')).toHaveCount(0);

    const unreadCount = (await platformValue(page, '/wps/relay/CSP_unreadCount')) as number;
    const rewardList = (await platformValue(page, '/wps/relay/MCS2_getRewardList')) as { status: string }[];
    const expected = unreadCount + rewardList.filter((reward) => reward.status === 'claim').length;
    expect(expected).toBeGreaterThan(0);
    // Fetched afresh next to the figures above, in case another test read a message meanwhile.
    await page.reload();
    await expect(area.locator('[data-slot="account-avatar"]')).toBeVisible();
    await expect(area.locator('[data-slot="account-unclaimed"] [aria-hidden="true"]')).toHaveText(String(expected));
    await expect(accountButton(page)).toContainText(/\S/);
  });

  test('the balance refreshes on request and the eye masks it, remembered on this device', async ({ page }) => {
    await signIn(page, 'demo');
    const balance = page.getByRole('group', { name: 'Wallet balance' });
    await expect(balance).toContainText(/[\d,]+\.\d{2}/);

    const refreshed = page.waitForResponse(
      (response) => response.url().includes('/wps/v2/wallets/balance') && response.ok(),
    );
    await balance.getByRole('button', { name: 'Refresh balance' }).click();
    const body = await (await refreshed).json();
    await expect(balance).toContainText(
      new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(body.value.sumBalance),
    );

    await balance.getByRole('button', { name: 'Hide balance' }).click();
    await expect(balance).toContainText('***');
    await expect(balance).not.toContainText(/\d\.\d{2}/);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Wallet balance' })).toContainText('***');
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(page.getByRole('group', { name: 'Wallet balance' })).toContainText(/[\d,]+\.\d{2}/);
  });

  test('the account menu copies the member ID and shows the VIP label and the member actions', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'demo');
    const member = (await platformValue(page, '/wps/member/info')) as { id: number; clubLabel?: { labelName: string } };

    const menu = await openAccountMenu(page);
    await expect(menu.locator('[data-slot="account-vip"]')).toHaveText(`VIP ${member.clubLabel!.labelName}`);
    const copy = menu.getByRole('menuitem', { name: /Member ID/ });
    await expect(copy).toContainText(String(member.id));
    await copy.click();
    await expect(copy).toContainText('Copied');
    await expect(page.locator('[data-slot="copy-announcement"]')).toHaveText('Member ID copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(member.id));

    await expect(menu.getByRole('menuitem')).toHaveText([
      /Member ID/,
      'Member centre',
      /Platform messages/,
      'Feedback and complaints',
      'Log out',
    ]);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Log out' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await expect(page.locator('[data-slot="guest-actions"]')).toBeVisible();
    await expect(page.locator('[data-slot="member-area"]')).toHaveCount(0);
  });

  test('an agent also finds the agent centre in the account menu', async ({ page }) => {
    await signIn(page, 'agent1');
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText([
      /Member ID/,
      'Member centre',
      /Platform messages/,
      'Feedback and complaints',
      'Agent centre',
      'Log out',
    ]);
  });
});

test.describe('member and agent centres', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the member centre lists its pages, highlights the open one and is axe-clean (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await signIn(page, 'demo');
      const menu = await openAccountMenu(page);
      await menu.getByRole('menuitem', { name: 'Member centre' }).click();
      const panel = page.getByRole('dialog', { name: 'Member centre' });
      await expect(panel).toBeVisible();
      const pages = panel.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button');
      await expect(pages).toHaveCount(14);
      await expect(pages.first()).toHaveText('My account');
      await expect(pages.first()).toHaveAttribute('aria-current', 'page');
      await expect(panel.getByRole('heading', { name: 'My account' })).toBeVisible();
      await expect(pages.filter({ hasText: 'Platform messages' })).toContainText(/\d/);

      await pages.filter({ hasText: 'Manual rebate' }).click();
      await expect(pages.filter({ hasText: 'Manual rebate' })).toHaveAttribute('aria-current', 'page');
      await expect(panel.getByRole('heading', { name: 'Manual rebate', exact: true })).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Rebate earned' })).toBeVisible();
      await page.waitForTimeout(300); // the slide-in animation
      await expectNoAxeViolations(page, `member centre (${theme})`, '[data-slot="side-panel"]');

      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
      await expect(accountButton(page)).toBeFocused();
    });
  }

  test('Deposit opens the member centre at the deposit page', async ({ page }) => {
    await signIn(page, 'demo');
    await page.locator('[data-slot="member-area"]').getByRole('button', { name: 'Deposit' }).click();
    const panel = page.getByRole('dialog', { name: 'Member centre' });
    await expect(panel.getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    await expect(panel.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the agent centre lists its pages with the contract pages, on the team overview (${theme})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await signIn(page, 'agent1');
      const menu = await openAccountMenu(page);
      await menu.getByRole('menuitem', { name: 'Agent centre' }).click();
      const panel = page.getByRole('dialog', { name: 'Agent centre' });
      const pages = panel.getByRole('navigation', { name: 'Agent centre pages' }).getByRole('button');
      await expect(pages).toHaveText([
        'Announcement',
        'Team overview',
        'Register account',
        'Team management',
        'Team betting',
        'User profit and loss',
        'My income',
        'Transaction details',
        'Dividend',
        'Daily salary',
        'Hourly salary',
        'Real-time salary',
      ]);
      await expect(pages.nth(1)).toHaveAttribute('aria-current', 'page');
      await expect(panel.getByRole('heading', { name: 'Team overview' })).toBeVisible();
      await expect(panel.getByText('Team size', { exact: true })).toBeVisible();
      await pages.filter({ hasText: 'Team betting' }).click();
      await expect(pages.filter({ hasText: 'Team betting' })).toHaveAttribute('aria-current', 'page');
      await expect(panel.getByRole('heading', { name: 'Team betting', exact: true })).toBeVisible();
      await expect(panel.getByRole('search', { name: 'Search the team by username' })).toBeVisible();
      await page.waitForTimeout(300);
      await expectNoAxeViolations(page, `agent centre (${theme})`, '[data-slot="side-panel"]');
    });
  }
});

test.describe('language, theme and brand', () => {
  test('switches to Filipino and back, remembered on this device', async ({ page }) => {
    await openHydrated(page, '/');
    const top = page.locator('[data-slot="header-top"]');
    await top.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Filipino' }).click();
    await expect(top.getByRole('button', { name: 'Mag-log in' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Pangunahin' }).getByRole('link', { name: 'Mga promo' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bakit kami ang pinipili ng mga manlalaro' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('TY');

    await page.reload();
    await expect(top.getByRole('button', { name: 'Mag-log in' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Welcome bonus hanggang 8,888/ }).first()).toBeVisible();

    await top.getByRole('button', { name: /Wika/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(top.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('EN');
  });

  test('a signed-in member’s language change is saved to the account', async ({ page }) => {
    await signIn(page, 'player11');
    await expect(page.locator('[data-slot="member-area"]')).toBeVisible();
    const saved = page.waitForRequest(
      (request) => request.url().includes('/wps/member/language') && request.method() === 'POST',
    );
    await page
      .locator('[data-slot="header-top"]')
      .getByRole('button', { name: /Language/ })
      .click();
    await page.getByRole('menuitemradio', { name: 'Filipino' }).click();
    expect((await saved).postDataJSON()).toEqual({ language: 'TY' });
    await expect(page.getByRole('button', { name: 'Magdeposito' })).toBeVisible();
  });

  test('the theme switch turns dark on and off and is remembered', async ({ page }) => {
    await openHydrated(page, '/');
    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('an invalid stored theme falls back to light, switch off', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'false');
  });

  test('?brand=JADE previews another brand: its name, title and header', async ({ page }) => {
    await page.goto('/?brand=JADE');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'JADE');
    await expect(page.getByRole('heading', { level: 1, name: 'Jade Palace' })).toBeVisible();
    await expect(page).toHaveTitle('Jade Palace');
    await expect(page.getByRole('contentinfo')).toContainText('© 2023 Jade Palace');
  });

  test('the tab shows the brand’s name and logo from the served page; there is no /favicon.ico to ask for', async ({
    page,
  }) => {
    const served = async (path: string) => (await page.request.get(path)).text();
    const iconOf = (html: string) => /<link rel="icon" href="([^"]+)">/.exec(html)?.[1];
    const jade = await served('/?brand=JADE');
    const aurora = await served('/?brand=AURORA');
    expect(jade).toContain('<title>Jade Palace</title>');
    expect(iconOf(jade)).toMatch(/^data:image\/svg\+xml,/);
    expect(iconOf(aurora)).toMatch(/^data:image\/svg\+xml,/);
    expect(iconOf(jade)).not.toBe(iconOf(aurora));
    expect((await page.request.get('/favicon.ico')).status()).toBe(404);
  });

  test('a brand’s own host serves that brand', async ({ page, baseURL }) => {
    const jade = new URL(baseURL!);
    jade.hostname = 'jade.localhost';
    await page.goto(jade.href);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'JADE');
    await expect(page.getByRole('heading', { level: 1, name: 'Jade Palace' })).toBeVisible();
    await expect(page).toHaveTitle('Jade Palace');
  });
});

test.describe('status pages', () => {
  test('maintenance replaces the whole site', async ({ page }) => {
    const visitor = await useOwnVisitor(page);
    await visitor.override({ systemStatus: 1 });
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We’re under maintenance');
      await expect(page.getByRole('main')).toContainText('Your account and balance are safe');
      await expect(page.locator('[data-slot="site-header"]')).toHaveCount(0);
      await expectNoAxeViolations(page, 'maintenance page');
    } finally {
      await visitor.reset();
    }
  });

  test('a blocked region shows the visitor’s IP and customer service', async ({ page, context }) => {
    await serveSupportPage(context);
    const visitor = await useOwnVisitor(page);
    await visitor.override({ systemStatus: 2 });
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available in your region');
      await expect(page.locator('[data-slot="status-ip"]')).toHaveText(visitor.address);
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Contact customer service' }).click();
      expect((await popup).url()).toContain('support.example');
      await expectNoAxeViolations(page, 'region-blocked page');
    } finally {
      await visitor.reset();
    }
  });
});
