import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated, signIn } from './player.ts';

/**
 * The member and agent centres live in the URL over the current screen (`?centre=member&page=…`):
 * a link opens one at a page, reload keeps it, Back closes it, a guest is asked to sign in first
 * and a trial account is told it needs a real one (spec §2, §4, §8).
 */

// Lazy chunks and the sandbox can take a few seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const memberPanel = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const menuEntry = (page: Page, name: string | RegExp) =>
  memberPanel(page).getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name });

async function expectPageShown(page: Page, entry: string | RegExp, heading: string) {
  await expect(memberPanel(page)).toBeVisible();
  await expect(menuEntry(page, entry)).toHaveAttribute('aria-current', 'page');
  await expect(memberPanel(page).getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

const search = (page: Page) => new URL(page.url()).searchParams;

test.describe('a link to a centre page', () => {
  test('opens a member on that page over the screen it names, and reload keeps it open', async ({ page }) => {
    await signIn(page, 'demo');
    await openHydrated(page, '/rng?vendor=PG&centre=member&page=messageV2');
    await expectPageShown(page, /Platform messages/, 'Platform messages');
    // The screen beneath is the one the link names.
    await expect(page.locator('main[data-screen="category"]')).toBeAttached();
    expect(search(page).get('vendor')).toBe('PG');

    await page.reload();
    await expectPageShown(page, /Platform messages/, 'Platform messages');

    await openHydrated(page, '/?centre=member&page=securityCenter');
    await expectPageShown(page, 'My account', 'My account');
  });

  test('asks a guest to sign in, then shows the page', async ({ page }) => {
    await openHydrated(page, '/promotions?centre=member&page=messageV2');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect(memberPanel(page)).toBeHidden();
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill('demo');
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo1234');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login).toBeHidden();
    await expectPageShown(page, /Platform messages/, 'Platform messages');
    expect(new URL(page.url()).pathname).toBe('/promotions');
  });

  test('closes for a guest who declines to sign in', async ({ page }) => {
    await openHydrated(page, '/?centre=member&page=securityCenter');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'Close' }).click();
    await expect(login).toBeHidden();
    await expect.poll(() => search(page).get('centre')).toBeNull();
    await expect(memberPanel(page)).toBeHidden();
  });

  test('tells a trial account that a real account is needed', async ({ page }) => {
    // EMBER offers free play (a trial account, type 4).
    await page.goto('/?brand=EMBER');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('button', { name: 'Play for free' }).click();
    await expect(login).toBeHidden();
    await expect(page.locator('[data-slot="member-area"]')).toBeVisible();

    await openHydrated(page, '/?centre=member&page=securityCenter');
    const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
    await expect(warning).toContainText('A real account is needed for this.');
    await expect(memberPanel(page)).toBeHidden();
    await expect.poll(() => search(page).get('centre')).toBeNull();
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(warning).toBeHidden();
  });

  test('tells a member who is not an agent that the agent centre is for agents', async ({ page }) => {
    await signIn(page, 'demo');
    await openHydrated(page, '/?centre=agent');
    const warning = page.getByRole('alertdialog', { name: 'For agents only' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => search(page).get('centre')).toBeNull();
  });
});

test.describe('opening and closing a centre', () => {
  test('Back closes the panel and leaves the screen where it was', async ({ page }) => {
    await signIn(page, 'demo');
    await openHydrated(page, '/promotions');
    await page.locator('[data-slot="member-area"]').getByRole('button', { name: 'Deposit' }).click();
    await expectPageShown(page, 'Deposit', 'Deposit');
    expect(search(page).get('page')).toBe('depositv2');

    // Moving between pages is not a step back: Back leaves the centre at once.
    await menuEntry(page, 'My account').click();
    await expectPageShown(page, 'My account', 'My account');
    await page.goBack();
    await expect(memberPanel(page)).toBeHidden();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  });

  test('closing after a reload goes back to the screen, not further', async ({ page }) => {
    await signIn(page, 'demo');
    await openHydrated(page, '/promotions');
    await page.locator('[data-slot="member-area"]').getByRole('button', { name: 'Deposit' }).click();
    await expectPageShown(page, 'Deposit', 'Deposit');
    await page.reload();
    await expectPageShown(page, 'Deposit', 'Deposit');
    await memberPanel(page).getByRole('button', { name: 'Close' }).click();
    await expect(memberPanel(page)).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/promotions');
  });
});
