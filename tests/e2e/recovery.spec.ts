import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';

// The dialogs load their own chunks and language packs; on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The sandbox runs in test mode (apps/sandbox/README.md). */
const SMS_CODE = '246810';
const CAPTCHA_ANSWER = '4242';
const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;

// The phone field starts from the visitor's country: a Philippine browser gets +63.
test.use({ locale: 'en-PH' });

/**
 * A JADE member of this test's own, registered by mobile through the site in a context of its own,
 * so no other test's account has its password changed.
 */
async function registerJadeMember(browser: Browser): Promise<{ mobile: string }> {
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const context = await browser.newContext({ locale: 'en-PH', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await useOwnVisitorAddress(page);
  await page.goto('/register?brand=JADE');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('tab', { name: 'By mobile number' }).click();
  const form = dialog.locator('form:visible');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await form.getByRole('button', { name: 'Get code' }).click();
  await form.getByRole('textbox', { name: 'SMS code' }).fill(SMS_CODE);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Before2024');
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Before2024');
  await form.getByRole('textbox', { name: 'Full name' }).fill('Recovery Tester');
  await form.getByRole('textbox', { name: 'Withdrawal password' }).fill('135790');
  await form.getByRole('textbox', { name: 'Captcha' }).fill(CAPTCHA_ANSWER);
  await form.getByRole('checkbox', { name: 'I confirm I am 18 years old or over.' }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
  return { mobile };
}

/**
 * The platform keeps one captcha answer per visitor address, and parallel tests share one address
 * through the site server: a sign-in elsewhere would use this test's answer up. Sending this page's
 * platform calls straight to the sandbox under an address of its own keeps its captcha its own.
 */
async function useOwnVisitorAddress(page: Page) {
  const address = randomAddress();
  await page.route('**/wps/**', (route) => {
    const { pathname, search } = new URL(route.request().url());
    return route.continue({
      url: `${sandboxUrl}${pathname}${search}`,
      headers: { ...route.request().headers(), 'x-forwarded-for': address },
    });
  });
}

async function openForgotPassword(page: Page, brand: string) {
  await page.goto(`/login?brand=${brand}`);
  // Focus first: leaving the login form's username field shows its message and moves the link.
  const forgot = page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' });
  await forgot.focus();
  await forgot.click();
  return page.getByRole('dialog', { name: 'Reset your password' });
}

test.describe('password recovery', () => {
  test('by phone on JADE sets the new password and signs the member in', async ({ browser, page }) => {
    const { mobile } = await registerJadeMember(browser);
    await useOwnVisitorAddress(page);
    const dialog = await openForgotPassword(page, 'JADE');
    // JADE has phone recovery only: no selector, the phone form at once.
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Country dialing code' })).toContainText('+63');

    const number = dialog.getByRole('textbox', { name: 'Mobile number' });
    await number.fill(mobile);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    const code = dialog.getByRole('textbox', { name: 'SMS code' });
    await expect(code).toBeFocused();
    await code.fill(SMS_CODE);

    // The new password follows JADE's password rule.
    const password = dialog.getByRole('textbox', { name: 'New password' });
    await expect(password).toHaveAccessibleDescription(
      'Letters and digits with at least one uppercase letter, 8-20 characters.',
    );
    await password.fill('lowercase1');
    await dialog.getByRole('textbox', { name: 'Captcha' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill('Recovered2024');
    // JADE's sign-in asks for a captcha, so the automatic sign-in needs one too.
    await dialog.getByRole('textbox', { name: 'Captcha' }).fill(CAPTCHA_ANSWER);
    await dialog.getByRole('button', { name: 'Set password and log in' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('username'))).toBe(mobile);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  });

  test('by e-mail on EMBER confirms the request and closes', async ({ page }) => {
    // EMBER sends guests to /login, where the login modal offers the forgot-password link.
    const dialog = await openForgotPassword(page, 'EMBER');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    // E-mail recovery only: no selector, the e-mail form at once.
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toHaveCount(0);
    const username = dialog.getByRole('textbox', { name: 'Username' });
    const email = dialog.getByRole('textbox', { name: 'E-mail' });

    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(username).toHaveAccessibleDescription('This field is required.');
    await email.fill('not-an-address');
    await username.click();
    await expect(email).toHaveAccessibleDescription('A valid e-mail address, 5-64 characters.');

    // An address that is not the account's: the platform's message, and nothing typed is lost.
    await username.fill('player07');
    await email.fill('someone@ember.example');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    const refused = page.getByRole('alertdialog', { name: 'Password reset failed' });
    await expect(refused).toBeVisible();
    await refused.getByRole('button', { name: 'OK' }).click();
    await expect(username).toHaveValue('player07');

    const request = page.waitForRequest((sent) => sent.url().includes('/wps/member/password/email'));
    await email.fill('player07@ember.example');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    expect((await request).headers()['content-type']).toContain('application/x-www-form-urlencoded');
    const confirmation = page.getByRole('dialog', { name: 'Check your e-mail' });
    await expect(confirmation).toContainText('player07@ember.example');
    await confirmation.getByRole('button', { name: 'OK' }).click();
    await expect(confirmation).toBeHidden();
  });
});
