import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated, signIn } from './player.ts';

// The centre's chunks and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * player11 on AURORA: a member whose upline (master) may receive transfers, with the seed's
 * withdrawal password and 310.00 in the wallet. No other test moves its money; the transfer tests
 * run one after the other, since each reads the balance the last one left.
 */
const member = { username: 'player11', paymentPassword: '135790' };

const headerBalance = (page: Page) =>
  page.getByRole('group', { name: 'Wallet balance' }).locator('[data-slot="balance-display-amount"]');

async function openUplinePage(page: Page) {
  await signIn(page, member.username);
  await openHydrated(page, '/?centre=member&page=transferUpline');
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  const form = panel.getByRole('form', { name: 'Transfer to your upline' });
  await expect(form.getByRole('textbox', { name: /^Upline/ })).toHaveValue('master');
  return { panel, form };
}

/** The header's balance as a number, once it shows one. */
async function balanceShown(page: Page): Promise<number> {
  await expect(headerBalance(page)).toHaveText(/[\d,]+\.\d{2}/);
  return Number((await headerBalance(page).textContent())!.replace(/[^\d.]/g, ''));
}

test.describe('transfer to upline', () => {
  test.describe.configure({ mode: 'serial' });

  test('an amount above the balance is refused as it is typed, and no dialog opens', async ({ page }) => {
    const { form } = await openUplinePage(page);
    const balance = await balanceShown(page);
    const amount = form.getByRole('textbox', { name: /^Amount/ });
    await amount.fill(String(balance + 1));
    await form.getByLabel(/^Withdrawal password/).fill(member.paymentPassword);
    await form.getByRole('button', { name: 'Review transfer' }).click();
    await expect(amount).toHaveAccessibleDescription(/^That is more than you have: at most P[\d,]+\.\d{2}\.$/);
    await expect(amount).toBeFocused();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(amount).toHaveValue(String(balance + 1));
  });

  test('a wrong withdrawal password is refused at its field; nothing moves and the amount stays', async ({ page }) => {
    const { form } = await openUplinePage(page);
    const before = await balanceShown(page);
    const amount = form.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('25');
    const password = form.getByLabel(/^Withdrawal password/);
    await password.fill('000000');
    await form.getByRole('button', { name: 'Review transfer' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Transfer to your upline?' });
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await expect(password).toHaveAccessibleDescription('The withdrawal password is incorrect.');
    await expect(password).toBeFocused();
    await expect(amount).toHaveValue('25');
    expect(await balanceShown(page)).toBe(before);
  });

  test('a transfer is confirmed, the balance follows, and the account record shows it', async ({ page }) => {
    const { panel, form } = await openUplinePage(page);
    const before = await balanceShown(page);
    await form.getByRole('textbox', { name: /^Amount/ }).fill('100');
    await form.getByLabel(/^Withdrawal password/).fill(member.paymentPassword);
    await form.getByRole('button', { name: 'Review transfer' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Transfer to your upline?' });
    await expect(dialog).toContainText('P100.00 goes to master.');
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await expect(panel.getByRole('status')).toContainText('P100.00 was sent to master.');
    const after = await balanceShown(page);
    expect(Math.round((before - after) * 100)).toBe(10_000);

    // The account record, today's lines: the transfer out is the newest.
    await panel
      .getByRole('navigation', { name: 'Member centre pages' })
      .getByRole('button', { name: 'Account record' })
      .click();
    const record = panel.locator('[data-slot="account-record"]');
    await record.getByRole('button', { name: 'Transfers' }).click();
    const newest = record.locator('[data-slot="ledger-row"]').first();
    await expect(newest).toContainText('Transfer sent');
    await expect(newest).toContainText('−P100.00');
    await expect(record.locator('[data-slot="ledger-totals"]')).toContainText('P100.00');
  });
});

test.describe('account record', () => {
  test('filters the demo ledger by type, and says when a custom range is reversed', async ({ page }) => {
    await signIn(page);
    await openHydrated(page, '/?centre=member&page=transactionHistory');
    const panel = page.getByRole('dialog', { name: 'Member centre' });
    const record = panel.locator('[data-slot="account-record"]');
    await record.getByRole('button', { name: 'Last 30 days' }).click();
    const rows = record.locator('[data-slot="ledger-row"]');
    await expect(rows.first()).toBeVisible();

    await record.getByRole('button', { name: 'Deposits' }).click();
    await expect(record.getByRole('list', { name: /transactions?$/ })).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText('Deposit');

    await record.getByRole('button', { name: 'Choose dates' }).click();
    await record.getByLabel('From').fill('2026-06-10');
    await record.getByLabel('To').fill('2026-06-01');
    await expect(record.getByLabel('To')).toHaveAccessibleDescription(
      'The end comes before the start: choose a later day.',
    );
    await expect(record.getByText('Choose a period')).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the money pages already built have no axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((scheme) => localStorage.setItem('theme', scheme), theme);
      await signIn(page, member.username);
      for (const key of ['transferUpline', 'transactionHistory']) {
        await openHydrated(page, `/?centre=member&page=${key}`);
        const shown = page.locator(`[data-slot="centre-page"][data-page="${key}"]`);
        await expect(shown).toBeVisible();
        await expect(shown.locator('[data-slot="skeleton"]')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      }
    });
  }
});
