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
