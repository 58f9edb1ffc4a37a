import { expect as baseExpect, test, type Page } from '@playwright/test';
import { useOwnVisitor } from './own-visitor.ts';
import { openHydrated } from './player.ts';

// The sandbox's rate limits as a player meets them: a visitor address of the test's own (the
// machine's own address is not limited in test mode) has used up its logins or SMS codes, and the
// login dialog and the SMS button say "too many requests, retry after 5 minutes", in EN and TY.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/** Uses up an address's allowance of one call, straight at the sandbox (limits in its README). */
async function exhaust(address: string, path: string, body: unknown, times: number) {
  for (let attempt = 0; attempt < times; attempt++) {
    await fetch(`${sandboxUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'AURORA', 'X-Forwarded-For': address },
      body: JSON.stringify(body),
    });
  }
}

async function openLogin(page: Page) {
  await openHydrated(page, '/');
  // "Log in" in EN, "Mag-log in" in TY.
  await page
    .locator('[data-slot="guest-actions"]')
    .getByRole('button', { name: /log in/i })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('rate limits', () => {
  test('the login dialog says to retry after 5 minutes once the address is over its login limit', async ({ page }) => {
    const visitor = await useOwnVisitor(page);
    // 30 logins per address in 5 minutes; an unencrypted body is refused, but counted.
    await exhaust(visitor.address, '/wps/session/login', {}, 30);
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('demo');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo1234');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Too many requests, retry after 5 minutes.')).toBeVisible();
    await expect(page.locator('[data-slot="member-area"]')).toHaveCount(0);
  });

  test('the SMS button says it in Tagalog once the address is over its SMS limit', async ({ page }) => {
    const visitor = await useOwnVisitor(page);
    await page.addInitScript(() => localStorage.setItem('language', 'TY'));
    // 10 SMS codes per address in 5 minutes, whatever the number.
    await exhaust(visitor.address, '/wps/verification/sms/noLogin', { mobileNum: '1', countryDialingCode: '+63' }, 10);
    const dialog = await openLogin(page);
    await expect(dialog).toHaveAccessibleName('Mag-log in');
    await dialog.getByRole('tab', { name: 'Numero ng mobile' }).click();
    await dialog.getByRole('button', { name: /Country dialing code|bansa/i }).click();
    await page.getByRole('combobox').fill('Philippines');
    await page.keyboard.press('Enter');
    await dialog.getByRole('textbox', { name: 'Numero ng mobile' }).fill('9171234567');
    await dialog.getByRole('button', { name: 'Kunin ang code' }).click();
    await expect(page.getByText('Masyadong maraming kahilingan, subukang muli pagkalipas ng 5 minuto.')).toBeVisible();
  });
});
