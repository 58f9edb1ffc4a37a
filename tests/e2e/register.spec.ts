import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';

// The dialogs load their own chunks and language packs; on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Fresh names every run: the sandbox keeps members, and other tests register too. */
const suffix = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');
const mobileNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The sandbox runs in test mode (apps/sandbox/README.md). */
const SMS_CODE = '246810';
const CAPTCHA_ANSWER = '4242';

/** The form of the tab on show (both tabs' forms stay mounted, the other one hidden). */
function form(dialog: Locator) {
  return dialog.locator('form:visible');
}

function registerDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Create your account' });
}

async function openRegistration(page: Page, query = '') {
  await page.goto(`/register${query}`);
  const dialog = registerDialog(page);
  await expect(dialog.getByRole('button', { name: 'Create account' }).first()).toBeVisible();
  return dialog;
}

async function expectSignedInAs(page: Page, username: string) {
  await expect(registerDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('username'))).toBe(username);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

async function askForSmsCode(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'SMS code' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'SMS code' }).fill(SMS_CODE);
}

async function confirmAge(dialog: Locator) {
  await dialog.getByRole('checkbox', { name: 'I confirm I am 18 years old or over.' }).check();
}

const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/**
 * The platform keeps one captcha answer per visitor address, and parallel tests share one address
 * through the site server: a sign-in elsewhere would use this test's answer up. Sending this page's
 * platform calls straight to the sandbox under an address of its own keeps its captcha its own.
 */
async function useOwnVisitorAddress(page: Page) {
  const address = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
  await page.route('**/wps/**', (route) => {
    const { pathname, search } = new URL(route.request().url());
    return route.continue({
      url: `${sandboxUrl}${pathname}${search}`,
      headers: { ...route.request().headers(), 'x-forwarded-for': address },
    });
  });
}

test.describe('registration', () => {
  test('by username on AURORA signs the new member in and goes home', async ({ page }) => {
    const username = `u${suffix()}`;
    const dialog = await openRegistration(page);
    await expect(dialog.getByRole('tab', { name: 'By username' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tab', { name: 'By mobile number' })).toBeVisible();
    // AURORA asks for no captcha and no withdrawal password; its mobile number is optional.
    await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
    await expect(form(dialog).getByRole('textbox', { name: 'Withdrawal password' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).not.toHaveAttribute('aria-required', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Start with a letter, then letters and digits, 4-16 characters.',
    );

    // Nothing typed yet: every required field says so, the age box too.
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(form(dialog).getByText('You must be 18 or over to register.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /I agree to the terms/ })).toBeChecked();

    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await form(dialog).getByRole('textbox', { name: 'Password', exact: true }).fill('Lucky2024');
    await form(dialog).getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Lucky2025');
    await form(dialog).getByRole('textbox', { name: 'Full name' }).click();
    await expect(
      form(dialog).getByRole('textbox', { name: 'Confirm password', exact: true }),
    ).toHaveAccessibleDescription('The passwords do not match.');
    await form(dialog).getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Lucky2024');
    await confirmAge(dialog);

    const memberInfo = page.waitForResponse(
      (response) => response.url().includes('/wps/member/info') && response.request().method() === 'GET',
    );
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectSignedInAs(page, username);
    const info = (await (await memberInfo).json()) as { value: { account: string; toUpline: boolean } };
    expect(info.value).toMatchObject({ account: username, toUpline: false });
  });

  test('by mobile on AURORA uses the number as the username, with an SMS code', async ({ page }) => {
    const mobile = mobileNumber();
    const dialog = await openRegistration(page);
    await dialog.getByRole('tab', { name: 'By mobile number' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
    const number = dialog.getByRole('textbox', { name: 'Mobile number' });
    await expect(number).toHaveAccessibleDescription(/Your mobile number will be your username\./);

    // A code needs a number first.
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(number).toHaveAccessibleDescription('This field is required.');
    await number.fill(mobile);
    await askForSmsCode(dialog);
    // MOBILENUMPASSREG3 is on for AURORA: the password and its confirmation are asked for.
    await form(dialog).getByRole('textbox', { name: 'Password', exact: true }).fill('Mobile2024');
    await form(dialog).getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Mobile2024');
    await confirmAge(dialog);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectSignedInAs(page, mobile);
  });

  test('on JADE follows its stricter rules: captcha, full name, withdrawal password, mobile required', async ({
    page,
  }) => {
    const username = `j${suffix()}`;
    const captchaCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/captcha') captchaCalls.push(request.url());
    });
    await useOwnVisitorAddress(page);
    const dialog = await openRegistration(page, '?brand=JADE');

    const usernameField = dialog.getByRole('textbox', { name: 'Username' });
    await expect(usernameField).toHaveAccessibleDescription(
      'Letters and digits only, no special characters, 6-12 characters.',
    );
    await expect(form(dialog).getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
      'Letters and digits with at least one uppercase letter, 8-20 characters.',
    );
    const payeeName = dialog.getByRole('textbox', { name: 'Full name' });
    await expect(payeeName).toHaveAttribute('aria-required', 'true');
    await expect(payeeName).toHaveAccessibleDescription(
      'Your full name, two words separated by a space, 3-40 characters.',
    );
    // Equal bounds read as one number.
    const paymentPassword = form(dialog).getByRole('textbox', { name: 'Withdrawal password' });
    await expect(paymentPassword).toHaveAccessibleDescription('Digits only, 6 digits.');
    const number = dialog.getByRole('textbox', { name: 'Mobile number' });
    await expect(number).toHaveAttribute('aria-required', 'true');
    await expect(number).toHaveAccessibleDescription('Digits only, 10 digits.');
    await expect(dialog.getByRole('textbox', { name: 'SMS code' })).toHaveAttribute('aria-required', 'true');
    const captcha = dialog.getByRole('textbox', { name: 'Captcha' });
    await expect(captcha).toHaveAttribute('aria-required', 'true');
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);

    // The captcha image renews on a press, at most once a second.
    await expect.poll(() => captchaCalls.length).toBe(1);
    // Two presses in the same instant: one new image.
    await dialog.getByRole('button', { name: 'Show a new captcha' }).evaluate((image: HTMLElement) => {
      image.click();
      image.click();
    });
    await expect.poll(() => captchaCalls.length).toBe(2);
    await page.waitForTimeout(1_500);
    expect(captchaCalls).toHaveLength(2);

    // Values that break JADE's rules get JADE's messages.
    await usernameField.fill('ab_1');
    await payeeName.fill('Maria');
    await paymentPassword.fill('1234');
    await number.fill('91712');
    await captcha.click();
    await expect(usernameField).toHaveAccessibleDescription(
      'Letters and digits only, no special characters, 6-12 characters.',
    );
    await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
    await expect(payeeName).toHaveAccessibleDescription(
      'Your full name, two words separated by a space, 3-40 characters.',
    );
    await expect(payeeName).toHaveAttribute('aria-invalid', 'true');
    await expect(paymentPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAttribute('aria-invalid', 'true');

    await usernameField.fill(username);
    await form(dialog).getByRole('textbox', { name: 'Password', exact: true }).fill('Jade2024x');
    await form(dialog).getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Jade2024x');
    await payeeName.fill('Maria Santos');
    await paymentPassword.fill('135790');
    await number.fill(mobileNumber());
    await askForSmsCode(dialog);
    await captcha.fill(CAPTCHA_ANSWER);
    await confirmAge(dialog);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectSignedInAs(page, username);
  });

  test('a refused invitation code shows the invitation error and keeps what was typed (EMBER)', async ({ page }) => {
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/wps/member/register')) registerCalls.push(request.url());
    });
    const dialog = await openRegistration(page, '?brand=EMBER');
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    const username = `e${suffix()}`;
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await form(dialog).getByRole('textbox', { name: 'Password', exact: true }).fill('Ember2024');
    await form(dialog).getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Ember2024');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@example.com`);
    const code = dialog.getByRole('textbox', { name: 'Invitation code' });
    await expect(code).toHaveAttribute('aria-required', 'true');
    await code.fill('NOPE99');
    await confirmAge(dialog);
    await dialog.getByRole('button', { name: 'Create account' }).click();

    const warning = page.getByRole('alertdialog', { name: 'Invitation code not accepted' });
    await expect(warning).toContainText('Invalid invitation code.');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
    // Checked before registering: nothing was sent to the register call.
    expect(registerCalls).toEqual([]);
    await expect(code).toHaveAccessibleDescription('Invalid invitation code.');
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(`${username}@example.com`);
  });

  test('?referralCode=AGENT1 is checked, hides the code field, and makes agent1 the upline', async ({ page }) => {
    const affiliateCheck = page.waitForResponse((response) => response.url().includes('/wps/agent/affiliate'));
    const dialog = await openRegistration(page, '?referralCode=AGENT1');
    expect(new URL((await affiliateCheck).url()).searchParams.get('code')).toBe('AGENT1');
    await expect(form(dialog).getByText('Invitation code AGENT1 applied.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Invitation code' })).toHaveCount(0);

    const username = `r${suffix()}`;
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await form(dialog).getByRole('textbox', { name: 'Password', exact: true }).fill('Refer2024');
    await form(dialog).getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Refer2024');
    await confirmAge(dialog);
    const memberInfo = page.waitForResponse(
      (response) => response.url().includes('/wps/member/info') && response.request().method() === 'GET',
    );
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectSignedInAs(page, username);
    const info = (await (await memberInfo).json()) as { value: { toUpline: boolean } };
    expect(info.value.toUpline).toBe(true);
  });

  test('a link code that fails its check shows the code field with the code kept', async ({ page }) => {
    const dialog = await openRegistration(page, '?referralCode=NOPE99');
    const code = dialog.getByRole('textbox', { name: 'Invitation code' });
    await expect(code).toHaveValue('NOPE99');
    await expect(code).toHaveAccessibleDescription('The invitation code in your link is not valid. Enter another one.');
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    const username = `k${suffix()}`;
    // From the header's Register button, as a keyboard user arrives.
    await page.goto('/');
    const trigger = page.locator('[data-slot="guest-actions"]').getByRole('button', { name: 'Register' });
    await expect(trigger).toBeVisible();
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = registerDialog(page);
    const usernameField = dialog.getByRole('textbox', { name: 'Username' });
    await expect(usernameField).toBeFocused();
    await page.keyboard.type(username);
    await tabTo(page, form(dialog).getByRole('textbox', { name: 'Password', exact: true }));
    await page.keyboard.type('Keyboard2024');
    await tabTo(page, form(dialog).getByRole('textbox', { name: 'Confirm password', exact: true }));
    await page.keyboard.type('Keyboard2024');
    const age = dialog.getByRole('checkbox', { name: 'I confirm I am 18 years old or over.' });
    await tabTo(page, age);
    await page.keyboard.press('Space');
    await expect(age).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Create account' }));
    await page.keyboard.press('Enter');
    await expectSignedInAs(page, username);
  });

  test('Escape closes the modal and leaves /register for the home screen', async ({ page }) => {
    const dialog = await openRegistration(page);
    await dialog.getByRole('textbox', { name: 'Username' }).fill('half');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the link back to login opens the login modal', async ({ page }) => {
    const dialog = await openRegistration(page);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  /** Axe over one dialog only: the page behind it is other screens' business. */
  async function expectNoAxeViolations(page: Page, dialog: string) {
    const results = await new AxeBuilder({ page }).include(`[data-dialog="${dialog}"]`).analyze();
    expect(results.violations, results.violations.map((violation) => violation.id).join(', ')).toEqual([]);
  }

  for (const theme of ['light', 'dark']) {
    test(`the register dialog has no axe violations, messages showing (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const dialog = await openRegistration(page);
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await expect(form(dialog).getByText('You must be 18 or over to register.')).toBeVisible();
      await expectNoAxeViolations(page, 'register');
      await dialog.getByRole('tab', { name: 'By mobile number' }).click();
      await expectNoAxeViolations(page, 'register');
    });

    test(`the forgot-password dialog has no axe violations, both methods (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/login');
      // Focus first: leaving the login form's username field shows its message and moves the link.
      const forgot = page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' });
      await forgot.focus();
      await forgot.click();
      const recovery = page.getByRole('dialog', { name: 'Reset your password' });
      await expect(recovery.getByRole('textbox', { name: 'Username' })).toBeVisible();
      await expectNoAxeViolations(page, 'forgot-password');
      await recovery.getByRole('tab', { name: 'Mobile number' }).click();
      await recovery.getByRole('button', { name: 'Set password and log in' }).click();
      await expect(recovery.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'forgot-password');
    });
  }
});
