import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { openHydrated, registerMember } from './player.ts';

// Registration, the centre's chunks, the payment page's round trip: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
const depositPath = '/?centre=member&page=depositv2';

/** The header's balance, in cents. */
async function headerBalance(page: Page): Promise<number> {
  const shown = page.getByRole('group', { name: 'Wallet balance' }).locator('[data-slot="balance-display-amount"]');
  await expect(shown).toContainText(/\d\.\d{2}/);
  return Math.round(Number((await shown.textContent())!.replace(/[^\d.]/g, '')) * 100);
}

/** The centre open on Deposit: the panel, the form and the history once they are in. */
async function openDeposit(page: Page) {
  await openHydrated(page, depositPath);
  return depositPanel(page);
}

async function depositPanel(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  const form = panel.getByRole('form', { name: 'Make a deposit' });
  await expect(form).toBeVisible();
  const rows = panel.locator('[data-slot="deposit-row"]');
  await expect(rows.first().or(panel.getByText('No deposits yet'))).toBeVisible();
  return { panel, form, rows, outcome: panel.locator('[data-slot="deposit-outcome"]') };
}

/** Sends a deposit from the form and lands on the channel's payment page. */
async function startDeposit(page: Page, form: Locator, channel: string, amount: string) {
  await form.getByRole('radio', { name: channel }).check();
  await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/wps\/sandbox\/pay\//);
}

/** Back from the payment page: the centre's deposit page again, the payment's marks gone from the address. */
async function backOnSite(page: Page) {
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('page') === 'depositv2');
  const shown = await depositPanel(page);
  await expect.poll(() => new URL(page.url()).search).toBe('?centre=member&page=depositv2');
  return shown;
}

/** The deposit the outcome speaks of (its reference is D<id>). */
async function outcomeDepositId(outcome: Locator): Promise<number> {
  const text = await outcome.textContent();
  return Number(/\bD(\d+)\b/.exec(text ?? '')![1]);
}

test.describe('deposit', () => {
  test('a completed payment is credited, and the header’s balance goes up by the amount', async ({ page }) => {
    await registerMember(page, 'd');
    const { form } = await openDeposit(page);
    const before = await headerBalance(page);
    await startDeposit(page, form, 'USDT (TRC20)', '600');
    // The channel's fee is paid on top, the amount is credited.
    await expect(page.locator('body')).toContainText('610.00');
    await page.getByRole('button', { name: 'Complete the payment' }).click();

    const { outcome, rows } = await backOnSite(page);
    await expect(outcome).toHaveAttribute('data-status', 'credited');
    await expect(outcome).toContainText('Deposit credited');
    await expect(outcome).toContainText('P600.00 by USDT (TRC20) is in your wallet');
    await expect.poll(() => headerBalance(page)).toBe(before + 60_000);
    await expect(rows.first()).toHaveAttribute('data-status', 'credited');

    // A reload does not tell the story again.
    await page.reload();
    await depositPanel(page);
    await expect(outcome).toHaveCount(0);
  });

  test('a failed payment says so, credits nothing, and offers to try again', async ({ page }) => {
    await registerMember(page, 'd');
    const { form } = await openDeposit(page);
    const before = await headerBalance(page);
    await startDeposit(page, form, 'GCash', '300');
    await page.getByRole('button', { name: 'Fail the payment' }).click();

    const { outcome, rows, form: again } = await backOnSite(page);
    await expect(outcome).toHaveAttribute('data-status', 'failed');
    await expect(outcome).toContainText('nothing was added to your wallet');
    await expect(rows.first()).toHaveAttribute('data-status', 'failed');
    await outcome.getByRole('button', { name: 'Try P300.00 again' }).click();
    await expect(again.getByRole('radio', { name: 'GCash' })).toBeChecked();
    await expect(again.getByRole('textbox', { name: /^Amount/ })).toHaveValue('300.00');
    expect(await headerBalance(page)).toBe(before);
  });

  test('a payment left pending shows as pending until the operator settles it', async ({ page }) => {
    await registerMember(page, 'd');
    const { form } = await openDeposit(page);
    const before = await headerBalance(page);
    await startDeposit(page, form, 'Maya', '250.50');
    await page.getByRole('button', { name: 'Leave it pending and go back' }).click();

    const { panel, outcome, rows } = await backOnSite(page);
    await expect(outcome).toHaveAttribute('data-status', 'pending');
    await expect(outcome).toContainText('Waiting for your payment');
    await expect(rows.first()).toHaveAttribute('data-status', 'pending');
    await expect(rows.first()).toContainText('Pending');
    await expect(panel.getByText('1 deposit is waiting for its payment.', { exact: false })).toBeVisible();

    const settled = await fetch(`${sandboxUrl}/sandbox/admin/deposits`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ depositId: await outcomeDepositId(outcome), status: 'credited' }),
    });
    expect(settled.ok).toBe(true);
    // Re-read by itself while pending: no reload.
    await expect(outcome).toHaveAttribute('data-status', 'credited');
    await expect(rows.first()).toHaveAttribute('data-status', 'credited');
    await expect.poll(() => headerBalance(page)).toBe(before + 25_050);
  });

  test('an amount outside the channel’s limits is refused as typed, and nothing is sent', async ({ page }) => {
    await registerMember(page, 'd');
    const { form } = await openDeposit(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/wps/v2/wallets/deposit') {
        sent.push(request.url());
      }
    });
    await form.getByRole('radio', { name: 'GCash' }).check();
    const amount = form.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('50');
    await amount.press('Tab');
    await expect(form.getByText('The smallest amount here is P100.00.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('50000.01');
    await expect(form.getByText('The largest amount here is P50,000.00.')).toBeVisible();
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(amount).toBeFocused();
    await expect(form.getByText('Enter an amount to see what you will pay.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('with the keyboard only: from the header’s Deposit button to the money credited', async ({ page }) => {
    await registerMember(page, 'd');
    await openHydrated(page, '/');
    const before = await headerBalance(page);

    /** Presses Tab until `target` has focus, as a keyboard user would. */
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 80; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${target.toString()}`);
    };

    await tabTo(page.getByRole('button', { name: 'Deposit', exact: true }));
    await page.keyboard.press('Enter');
    const { form } = await depositPanel(page);
    // The first channel (bank transfer) is chosen; a preset with Space, then Enter to send.
    await tabTo(form.getByRole('button', { name: 'P1,000.00' }));
    await page.keyboard.press('Space');
    await expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1,000.00');
    await tabTo(form.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/wps\/sandbox\/pay\//);

    await tabTo(page.getByRole('button', { name: 'Complete the payment' }));
    await page.keyboard.press('Enter');
    const { outcome } = await backOnSite(page);
    await expect(outcome).toHaveAttribute('data-status', 'credited');
    await expect.poll(() => headerBalance(page)).toBe(before + 100_000);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on the page in the ${theme} scheme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await registerMember(page, 'd');
      const { form } = await openDeposit(page);
      // A pending deposit: the outcome, a marked row and the note are on the page too.
      await startDeposit(page, form, 'GCash', '150');
      await page.getByRole('button', { name: 'Leave it pending and go back' }).click();
      const { outcome } = await backOnSite(page);
      await expect(outcome).toHaveAttribute('data-status', 'pending');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const amount = form.getByRole('textbox', { name: /^Amount/ });
      await amount.fill('5');
      await amount.press('Tab');
      await expect(form.getByText('The smallest amount here is P100.00.')).toBeVisible();

      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(
        results.violations,
        results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`).join(', '),
      ).toEqual([]);
    });
  }
});
