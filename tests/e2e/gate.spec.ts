import { expect as baseExpect, test } from '@playwright/test';

// The machine that runs the tier may be busy: lazy chunks and the sandbox can take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.describe('action gate', () => {
  test('a guest who picks a member-only action gets the login popup instead', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Invite friends' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    // The action itself did not run: no member centre behind the popup.
    expect(new URL(page.url()).searchParams.get('centre')).toBeNull();
    await expect(page.locator('[data-centre]')).toHaveCount(0);
  });

  test('a free-play (trial) account is told it needs a real account', async ({ page }) => {
    // EMBER sends guests to /login (loginedToHomePage) and offers free play.
    await page.goto('/?brand=EMBER');
    await expect(page).toHaveURL(/\/login$/);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    // No SMS login on EMBER: no mode tabs.
    await expect(login.getByRole('tab')).toHaveCount(0);

    await login.getByRole('button', { name: 'Play for free' }).click();
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-slot="member-area"]')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');

    await page.locator('[data-slot="deposit-button"]').click();
    const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
    await expect(warning).toContainText('A real account is needed for this.');
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(warning).toBeHidden();
    expect(new URL(page.url()).searchParams.get('centre')).toBeNull();
    await expect(page.locator('[data-centre]')).toHaveCount(0);
  });
});
