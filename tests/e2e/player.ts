import { expect, type Page } from '@playwright/test';

/**
 * Opens a path and waits until its screen has hydrated. The server draws the page before its code
 * arrives, and a press on a drawn button before then reaches no handler.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
}

/** Fills the login popup and sends it, as a player would; the dialog is returned for what follows. */
export async function sendLogin(page: Page, username: string, password: string) {
  await openHydrated(page, '/');
  await page.locator('[data-slot="guest-actions"]').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

/** Signs in through the login popup, as a player would; the page is then on / with the member's header. */
export async function signIn(page: Page, username = 'demo', password = 'Demo1234') {
  const dialog = await sendLogin(page, username, password);
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.locator('[data-slot="member-area"]')).toBeVisible({ timeout: 15_000 });
}

/** The captcha answer in the sandbox's test mode, every time (apps/sandbox/README.md). */
export const TEST_CAPTCHA = '4242';

/** Signs in on JADE, whose login asks for a captcha; the page is then on JADE's / with the member's header. */
export async function signInOnJade(page: Page, username = 'demo', password = 'Demo1234') {
  await openHydrated(page, '/?brand=JADE');
  await page.locator('[data-slot="guest-actions"]').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await login.getByRole('textbox', { name: 'Captcha' }).fill(TEST_CAPTCHA);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 15_000 });
}

export interface RegisteredMember {
  username: string;
  password: string;
}

/**
 * A member of the test's own, registered by username on AURORA (no captcha, no withdrawal password,
 * no mobile number asked, an empty wallet) and signed in on `page`: whatever the test changes is
 * nobody else's. `prefix` starts the random username, so a failure names the spec it came from.
 */
export async function registerMember(page: Page, prefix = 'm'): Promise<RegisteredMember> {
  const member = {
    username: `${prefix}${Math.random().toString(36).slice(2, 9).padEnd(7, '0')}`,
    password: 'Lucky2024',
  };
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  const form = dialog.locator('form:visible');
  await form.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(member.password);
  await form.getByRole('checkbox', { name: 'I confirm I am 18 years old or over.' }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.locator('[data-slot="member-area"]')).toBeVisible({ timeout: 15_000 });
  return member;
}

/** The sandbox the end-to-end run started, for its admin calls. */
export const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/** A platform call as the signed-in AURORA member, from outside the page (as another tab would). */
export async function callAsMember(page: Page, path: string, body: unknown): Promise<unknown> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.post(path, {
    headers: { authorization: token ?? '', merchant: 'AURORA', device: 'web' },
    data: body,
  });
  const answer = (await response.json()) as { success: boolean; value: unknown };
  expect(answer.success, `${path}: ${JSON.stringify(answer)}`).toBe(true);
  return answer.value;
}

/**
 * A member of the test's own on AURORA, registered through the site and paid in P1,000 (a bank
 * deposit the sandbox's admin call credits), so its wallets can be moved about and played with
 * without touching the demo member other tests read.
 */
export async function fundedMember(page: Page, prefix: string): Promise<RegisteredMember> {
  const member = await registerMember(page, prefix);
  const { deposit } = (await callAsMember(page, '/wps/v2/wallets/deposit', {
    amount: 1000,
    channel: 'bank',
    returnUrl: '/',
  })) as { deposit: { depositId: number } };
  const credited = await fetch(`${sandboxUrl}/sandbox/admin/deposits`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ depositId: deposit.depositId, status: 'credited' }),
  });
  expect(credited.ok, await credited.text()).toBe(true);
  return member;
}

/** A slot of the demo vendor whose page plays for real money (the sandbox's demo game). */
export const demoSlot = { vendor: 'PG', code: 'PG-RNG-00032', name: 'Silver Bonanza Power' };

/** The launched game's page, in its frame on the site. */
export const gameFrame = (page: Page) => page.frameLocator('[data-slot="game-frame"]');

const amountIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Opens the slot for real money and spins once; answers the outcome's words and what the game paid (0 on a loss). */
export async function spinOnce(page: Page, game = demoSlot) {
  // Opening the game and drawing the reels load on demand: give a busy machine time.
  const wait = { timeout: 20_000 };
  await openHydrated(page, `/game?gameType=RNG&vendor=${game.vendor}&gameCode=${game.code}&gameName=${game.name}`);
  const frame = gameFrame(page);
  await expect(frame.getByText('Real-money game', { exact: false })).toBeVisible(wait);
  await frame.getByRole('button', { name: 'Spin' }).click();
  const outcome = frame.locator('output');
  await expect(outcome).not.toBeEmpty(wait);
  const text = (await outcome.textContent()) ?? '';
  return { text, payout: text.startsWith('You win') ? amountIn(text) : 0 };
}

/** The header's balance, in cents. */
export async function headerBalance(page: Page): Promise<number> {
  const shown = page.getByRole('group', { name: 'Wallet balance' }).locator('[data-slot="balance-display-amount"]');
  await expect(shown).toContainText(/\d\.\d{2}/, { timeout: 20_000 });
  return Math.round(Number((await shown.textContent())!.replace(/[^\d.]/g, '')) * 100);
}

// agent reports: a downline member of the test's own.

/**
 * A member of the test's own registered through an agent's link (`?referralCode=`), so the agent
 * is its upline, and signed in on `page` (AURORA, an empty wallet).
 */
export async function registerDownline(page: Page, prefix: string, referralCode = 'AGENT1'): Promise<RegisteredMember> {
  const member = {
    username: `${prefix}${Math.random().toString(36).slice(2, 9).padEnd(7, '0')}`,
    password: 'Lucky2024',
  };
  await page.goto(`/register?referralCode=${referralCode}`);
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  const form = dialog.locator('form:visible');
  await expect(form.getByText(`Invitation code ${referralCode} applied.`)).toBeVisible({ timeout: 15_000 });
  await form.getByRole('textbox', { name: 'Username' }).fill(member.username);
  for (const name of ['Password', 'Confirm password']) {
    await form.getByRole('textbox', { name, exact: true }).fill(member.password);
  }
  await form.getByRole('checkbox', { name: 'I confirm I am 18 years old or over.' }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  return member;
}
