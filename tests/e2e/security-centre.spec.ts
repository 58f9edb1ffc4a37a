import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { openHydrated, registerMember, sendLogin, signIn, type RegisteredMember } from './player.ts';

// The centre, its page and the sign-in dialogs load chunks of their own; the machine may be busy.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** The sandbox runs in test mode: every SMS and e-mailed code is 246810 (apps/sandbox/README.md). */
const TEST_CODE = '246810';
const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

// The phone field starts from the visitor's country: a Philippine browser gets +63.
test.use({ locale: 'en-PH' });

/** Fresh names every run: the sandbox keeps members, and other tests (in parallel) use the seeded ones. */
const suffix = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');
const mobileNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Opens the member centre on my account, as its URL does. */
async function openAccountPage(page: Page): Promise<Locator> {
  await openHydrated(page, '/?centre=member&page=securityCenter');
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
  const account = panel.locator('[data-slot="security-centre"]');
  await expect(account).toBeVisible();
  return account;
}

const card = (account: Locator, name: string) => account.getByRole('region', { name });

/** Signs the same member in on a browser of its own: another session, on another device. */
async function otherSession(browser: Browser, member: RegisteredMember): Promise<string> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const dialog = await sendLogin(page, member.username, member.password);
  await expect(dialog).toBeHidden();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await context.close();
  return token!;
}

/** Whether the platform still knows a session (member info, straight from the sandbox). */
async function sessionAlive(token: string): Promise<boolean> {
  const response = await fetch(`${sandboxUrl}/wps/member/info`, {
    headers: { Merchant: 'AURORA', Authorization: token, Language: 'EN' },
  });
  const body = (await response.json()) as { success: boolean };
  return body.success;
}

test.describe('my account', () => {
  test('changes the login password: this session stays, others end, the new one signs in and the old one is refused', async ({
    page,
    browser,
  }) => {
    const member = await registerMember(page, 'sc');
    const elsewhere = await otherSession(browser, member);
    const account = await openAccountPage(page);
    const password = card(account, 'Login password');
    await expect(password).toContainText(/Last changed \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByLabel(/^Current password/)).toBeFocused();
    // A wrong current password is told at its field, and nothing typed is lost.
    await password.getByLabel(/^Current password/).fill('Wrong2024');
    await password.getByLabel(/^New password/).fill('Fresh2025');
    await password.getByLabel(/^Confirm new password/).fill('Fresh2025');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByLabel(/^Current password/)).toHaveAccessibleDescription(
      'The current password is incorrect.',
    );
    await expect(password.getByLabel(/^New password/)).toHaveValue('Fresh2025');

    await password.getByLabel(/^Current password/).fill(member.password);
    await password.getByLabel(/^Current password/).press('Enter');
    await expect(password.locator('[data-slot="account-notice"]')).toContainText('Your password has been changed.');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(await sessionAlive(token!)).toBe(true);
    expect(await sessionAlive(elsewhere)).toBe(false);

    // Sign out, then the old password is refused and the new one signs in.
    await page.getByRole('dialog', { name: 'Member centre' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('alertdialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page.locator('[data-slot="guest-actions"]')).toBeVisible();

    const refused = await sendLogin(page, member.username, member.password);
    await expect(page.getByRole('alertdialog', { name: 'Login failed' })).toContainText(
      'Incorrect username or password.',
    );
    await page.getByRole('alertdialog', { name: 'Login failed' }).getByRole('button', { name: 'OK' }).click();
    await refused.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresh2025');
    await refused.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(refused).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBe(member.username);
  });

  test('sets a withdrawal password for nopaypass, the seeded member who has none', async ({ page }) => {
    // The sandbox is reseeded for every run, and no other test signs nopaypass in.
    const member = { username: 'nopaypass', password: 'Demo1234' };
    await signIn(page, member.username, member.password);
    const account = await openAccountPage(page);
    const payment = card(account, 'Withdrawal password');
    await expect(payment).toContainText('Not set');
    await payment.getByRole('button', { name: 'Set withdrawal password' }).click();

    const login = payment.getByLabel(/^Login password/);
    const next = payment.getByLabel(/^New withdrawal password/);
    const confirm = payment.getByLabel(/^Confirm new withdrawal password/);
    await expect(next).toHaveAttribute('inputmode', 'numeric');
    await expect(next).toHaveAttribute('autocomplete', 'off');
    // Six digits, typed twice: told before anything is sent.
    await login.fill(member.password);
    await next.fill('12345a');
    await confirm.fill('135791');
    await payment.getByRole('button', { name: 'Set withdrawal password' }).click();
    await expect(next).toHaveAccessibleDescription('A withdrawal password is exactly 6 digits (0–9).');
    await expect(confirm).toHaveAccessibleDescription('The withdrawal passwords do not match.');

    // The platform refuses a wrong login password: told at that field.
    await login.fill('Wrong2024');
    await next.fill('135791');
    await payment.getByRole('button', { name: 'Set withdrawal password' }).click();
    await expect(login).toHaveAccessibleDescription('The login password is incorrect.');
    await expect(next).toHaveValue('135791');

    await login.fill(member.password);
    await payment.getByRole('button', { name: 'Set withdrawal password' }).click();
    await expect(payment.locator('[data-slot="account-notice"]')).toContainText('Your withdrawal password is set.');
    await expect(payment).toContainText('Set');
    await expect(payment.getByRole('button', { name: 'Change withdrawal password' })).toBeFocused();

    // From now on it is changed with itself, not set again; and the page says so after a reload.
    const again = await openAccountPage(page);
    await expect(
      card(again, 'Withdrawal password').getByRole('button', { name: 'Change withdrawal password' }),
    ).toBeVisible();
  });

  test('binds a mobile number with its SMS code; a number already bound elsewhere is refused at the field', async ({
    page,
  }) => {
    await registerMember(page, 'sc');
    const account = await openAccountPage(page);
    const mobile = card(account, 'Mobile number');
    await expect(mobile).toContainText('No mobile number is bound yet.');
    await mobile.getByRole('button', { name: 'Bind number' }).click();
    const number = mobile.getByRole('textbox', { name: /^Mobile number/ });
    await expect(number).toBeFocused();

    // The demo member's number is taken.
    await number.fill('9171234567');
    await mobile.getByRole('button', { name: 'Get code' }).click();
    await expect(number).toHaveAccessibleDescription('This phone number is already registered.');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    const fresh = mobileNumber();
    await number.fill(fresh);
    // Spec §9: a press less than a second after the last one is ignored; a person takes longer to
    // type a new number.
    await page.waitForTimeout(1_000);
    await mobile.getByRole('button', { name: 'Get code' }).click();
    // Spec §4: the button counts the code's life down (expiredMinutes × 60 s).
    await expect(mobile.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    const code = mobile.getByRole('textbox', { name: /^SMS code/ });
    await expect(code).toBeFocused();

    // The code the sandbox sent, as its admin call lists it (test mode: always 246810).
    const sent = (await (await fetch(`${sandboxUrl}/sandbox/admin/sms`)).json()) as unknown;
    expect(JSON.stringify(sent)).toContain(fresh);
    await code.fill('000000');
    await mobile.getByRole('button', { name: 'Bind number' }).click();
    await expect(code).toHaveAccessibleDescription('Invalid or missing verification code.');

    await code.fill(TEST_CODE);
    await code.press('Enter');
    await expect(mobile.locator('[data-slot="account-notice"]')).toContainText(
      'Your mobile number is bound and verified.',
    );
    await expect(mobile).toContainText(`+63 ${fresh.slice(0, 3)}****${fresh.slice(-3)}`);
    await expect(mobile).toContainText('Verified');
  });

  test('a new nickname and avatar show in the header at once', async ({ page }) => {
    await registerMember(page, 'sc');
    const account = await openAccountPage(page);
    const profile = card(account, 'Profile');
    const header = page.locator('[data-slot="member-area"]');

    await profile.getByRole('button', { name: 'Edit nickname' }).click();
    const nickname = profile.getByRole('textbox', { name: /^New nickname/ });
    await nickname.fill('Lucky <b>');
    await expect(nickname).toHaveAccessibleDescription(
      '2–16 characters: letters, digits, _ - . and single spaces between words.',
    );
    await expect(nickname).toHaveAttribute('aria-invalid', 'true');
    const name = `Ñoño ${suffix().slice(0, 4)}`;
    await nickname.fill(name);
    await nickname.press('Enter');
    await expect(profile.locator('[data-slot="account-notice"]')).toContainText('Your nickname has been saved.');
    await expect(header.locator('[data-slot="account-trigger"]')).toContainText(name);

    await profile.getByRole('button', { name: 'Change avatar' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
    await picker.getByRole('img', { name: 'Avatar 3' }).click();
    await expect(picker.getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
    await picker.getByRole('button', { name: 'Use this avatar' }).click();
    await expect(picker).toBeHidden();
    await expect(profile.locator('[data-slot="account-notice"]')).toContainText('Your avatar has been changed.');
    await expect(header.locator('img[data-slot="account-avatar"]')).toHaveAttribute('src', /avatar-3\.svg$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations, its forms' messages showing (${theme})`, async ({ page }) => {
      await page.addInitScript((scheme) => localStorage.setItem('theme', scheme), theme);
      await signIn(page);
      const account = await openAccountPage(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const axe = () => new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      let results = await axe();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);

      const password = card(account, 'Login password');
      await password.getByRole('button', { name: 'Change password' }).click();
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(password.getByText('Please enter your current password.')).toBeVisible();
      const mobile = card(account, 'Mobile number');
      await mobile.getByRole('button', { name: 'Change number' }).click();
      await mobile.getByRole('button', { name: 'Bind number' }).click();
      await expect(mobile.getByText('Please enter your mobile number.')).toBeVisible();
      results = await axe();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
