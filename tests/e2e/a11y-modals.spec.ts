import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated, signIn } from './player.ts';

/**
 * Issue 5, accessibility: "axe: 0 violations on the home page and in every modal, both themes".
 * The sign-in dialogs (login, change password, logout, register, forgot password) and the member
 * and agent centres are checked beside their flows (login, register and shell specs); this spec
 * checks every other modal, menu, popover and toast the site opens, in light and in dark.
 */

// Lazy chunks, language packs and the sandbox can take a few seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Axe over what is open (and its trigger), in the scheme the page shows. */
async function expectNoAxeViolations(page: Page, label: string, ...selectors: string[]) {
  const builder = new AxeBuilder({ page });
  for (const selector of selectors) builder.include(selector);
  const results = await builder.analyze();
  expect(
    results.violations,
    `${label}: ${results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`).join(', ')}`,
  ).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`modals and menus in the ${theme} scheme`, () => {
    // Still animations (the config's reduced motion): axe reads colours as they end up, not
    // halfway through a fade.
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('the notice popup', async ({ page }) => {
      await openHydrated(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const bar = page.getByRole('region', { name: 'Announcements' });
      await bar.locator('[data-slot="notice-bar-viewport"]').hover();
      await bar.locator('[data-slot="notice-bar-item"]').first().click();
      const dialog = page.getByRole('dialog', { name: 'Announcements' });
      await expect(dialog.getByRole('button', { expanded: true })).toHaveCount(1);
      await expectNoAxeViolations(page, `${theme} notice popup`, '[data-slot="notice-dialog"]');
    });

    test('the language menu, open', async ({ page }) => {
      await openHydrated(page, '/');
      await page.getByRole('button', { name: /Language/ }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitemradio').first()).toBeVisible();
      await expectNoAxeViolations(page, `${theme} language menu`, '[data-slot="language-menu"]', '[role="menu"]');
    });

    test('a category dropdown, open', async ({ page }) => {
      await openHydrated(page, '/');
      const live = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Live casino' });
      await live.focus();
      await page.keyboard.press('Enter');
      await expect(live).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('list', { name: 'Live casino providers' }).getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(
        page,
        `${theme} category dropdown`,
        '[data-slot="category-menu"]:has([aria-expanded="true"])',
      );
    });

    test('the country list of the mobile sign-in, open', async ({ page }) => {
      await page.goto('/login');
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('tab', { name: 'Mobile number' }).click();
      await dialog.getByRole('button', { name: /Country dialing code/ }).click();
      const search = page.getByRole('combobox', { name: 'Search countries' });
      await expect(search).toBeFocused();
      await search.fill('Phil');
      await expect(page.getByRole('option', { name: /Philippines/ })).toBeVisible();
      await expectNoAxeViolations(page, `${theme} country list`, '[data-slot="country-dial-select-content"]');
    });

    test('the sign-in failure warning', async ({ page }) => {
      await page.goto('/login');
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      // Nobody has this name: a refusal that counts against no real account.
      await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(`nobody${theme}`);
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong9999');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      const warning = page.getByRole('alertdialog', { name: 'Login failed' });
      await expect(warning).toContainText('Incorrect username or password.');
      await expectNoAxeViolations(page, `${theme} sign-in failure`, '[data-slot="warning-dialog"]');
    });

    test('the warning of an SMS code that could not be sent', async ({ page }) => {
      // A network failure, made in the browser so no other test meets it.
      await page.route('**/wps/verification/sms/noLogin', (route) => route.abort('connectionfailed'));
      await page.goto('/login');
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('tab', { name: 'Mobile number' }).click();
      await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('9171234567');
      await expect(dialog.getByRole('button', { name: /Country dialing code/ })).toContainText('+');
      await dialog.getByRole('button', { name: 'Get code' }).click();
      const warning = page.getByRole('alertdialog');
      await expect(warning).toContainText('Network link abnormal, please retry.');
      await expectNoAxeViolations(page, `${theme} SMS failure`, '[data-slot="warning-dialog"]');
    });

    test('the pop-up blocked dialog of customer service', async ({ page }) => {
      // The browser refuses every new window, as a strict pop-up blocker does.
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await openHydrated(page, '/');
      await page
        .getByRole('complementary', { name: 'Shortcuts' })
        .getByRole('button', { name: 'Customer service' })
        .click();
      const warning = page.getByRole('alertdialog', { name: 'Pop-up blocked' });
      await expect(warning).toContainText('Allow pop-ups for this site');
      await expectNoAxeViolations(page, `${theme} pop-up blocked`, '[data-slot="warning-dialog"]');
    });

    test('the trial-account warning', async ({ page }) => {
      // EMBER offers free play, which signs in a trial account.
      await page.goto('/login?brand=EMBER');
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByRole('button', { name: 'Play for free' }).click();
      await expect(login).toBeHidden();
      await page.locator('[data-slot="deposit-button"]').click();
      const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
      await expect(warning).toContainText('A real account is needed for this.');
      await expectNoAxeViolations(page, `${theme} trial warning`, '[data-slot="warning-dialog"]');
    });

    test('the account menu, open', async ({ page }) => {
      await signIn(page);
      await page.getByRole('button', { name: /Account menu/ }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
      await expectNoAxeViolations(page, `${theme} account menu`, '[data-slot="member-area"]', '[role="menu"]');
    });

    test('the redeem confirmation of the point mall, messages showing', async ({ page }) => {
      await signIn(page);
      await page.goto('/pointMall');
      // The first reward the member's 12,500 points and the stock allow.
      await page.getByRole('button', { name: 'Redeem', exact: true, disabled: false }).first().click();
      const dialog = page.getByRole('dialog', { name: /^Redeem / });
      await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
      await expect(dialog.getByText('Enter your login password.')).toBeVisible();
      await expectNoAxeViolations(page, `${theme} redeem dialog`, '[role="dialog"]');
    });

    test('a toast: the welcome of a first sign-in', async ({ page }) => {
      // The sandbox welcomes an account once ever; the answer is marked first-time for this page only.
      await page.route('**/wps/session/login', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { value?: Record<string, unknown> };
        if (body.value) body.value.firstTimeLogin = true;
        await route.fulfill({ response, json: body });
      });
      await signIn(page);
      const toast = page.locator('[data-slot="toast"]');
      await expect(toast).toContainText('Welcome, demo!');
      // The pointer over it keeps it on screen while axe reads it.
      await toast.hover();
      await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeAttached();
      await expectNoAxeViolations(page, `${theme} toast`, '[data-slot="toast-viewport"]');
    });
  });
}
