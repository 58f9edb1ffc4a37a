import { expect as baseExpect, test } from '@playwright/test';
import { openHydrated, registerMember, signIn } from './player.ts';

// The centre's chunks and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

test.describe('invite friends', () => {
  test('a member copies the invitation link, a visitor registers through it, and the member sees the friend', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await registerMember(page, 'ref');

    // The side bar's friend-referral shortcut opens the page (AURORA takes invitation codes).
    await page
      .getByRole('complementary', { name: 'Shortcuts' })
      .getByRole('button', { name: 'Invite friends' })
      .click();
    const panel = page.getByRole('dialog', { name: 'Member centre' });
    await expect(panel.getByRole('heading', { name: 'Invite friends, earn together' })).toBeVisible();
    await expect(panel.getByText('No friends yet')).toBeVisible();

    await panel.getByRole('button', { name: /Copy link/ }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Invitation link copied' })).toHaveCount(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/register\\?referralCode=[A-Z2-9]{8}$`));
    const code = new URL(link).searchParams.get('referralCode')!;
    await expect(panel.locator('[data-slot="referral-code"]')).toHaveText(code);

    // A new visitor, in a browser of their own, opens the link and registers.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const friend = `fr${Math.random().toString(36).slice(2, 9).padEnd(7, '0')}`;
    await visitor.goto(link);
    const dialog = visitor.getByRole('dialog', { name: 'Create your account' });
    const form = dialog.locator('form:visible');
    await expect(form.getByText(`Invitation code ${code} applied.`)).toBeVisible();
    await form.getByRole('textbox', { name: 'Username' }).fill(friend);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Lucky2024');
    await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Lucky2024');
    await form.getByRole('checkbox', { name: 'I confirm I am 18 years old or over.' }).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(visitor.locator('[data-slot="member-area"]')).toBeVisible({ timeout: 15_000 });
    await visitorContext.close();

    // The referrer opens the page again: the friend is listed, masked, registered, nothing earned yet.
    await openHydrated(page, '/?centre=member&page=referral');
    const masked = `${friend.slice(0, 2)}****${friend.slice(-2)}`;
    const row = panel.getByRole('row', { name: new RegExp(masked.replaceAll('*', '\\*')) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Registered');
    await expect(row).toContainText('P0.00');
    await expect(panel.locator('[data-slot="referral-totals"]')).toContainText('Invited1');
  });

  test('the demo member sees its seeded friends and what it earned, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page);
    await openHydrated(page, '/?centre=member&page=referral');
    const panel = page.getByRole('dialog', { name: 'Member centre' });
    await expect(panel.locator('[data-slot="referral-code"]')).toHaveText('DEMOFRND');
    const list = panel.getByRole('list', { name: 'Invited friends, 4 in all' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').first()).toContainText('pl****12');
    await expect(panel.getByRole('table')).toBeHidden();
    await expect(panel.locator('[data-slot="referral-totals"]')).toContainText('EarnedP200.00');
  });
});
