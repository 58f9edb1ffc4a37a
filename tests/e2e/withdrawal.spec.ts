import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { openHydrated, signIn, signInOnJade } from './player.ts';

// The centre, its page and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
const withdrawPath = '/?centre=member&page=withdraw';
/** Every seeded real account's withdrawal password (apps/sandbox/src/db/seed/accounts.ts). */
const PAYMENT_PASSWORD = '135790';

/** A real 1×1 PNG: the platform reads the signature, and the thumbnail shows it. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: onePixelPng });
/** The same picture padded one byte past 5 MB: decoders ignore what follows the PNG's end. */
const tooLargePng = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([onePixelPng, Buffer.alloc(5 * 1024 * 1024 + 1 - onePixelPng.length)]),
});

/** The member centre open on Withdrawal, once the request part has drawn. */
async function openWithdrawal(page: Page, path = withdrawPath): Promise<Locator> {
  await openHydrated(page, path);
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Withdrawal' })).toBeVisible();
  await expect(panel.locator('[data-slot="withdrawal-summary"]')).toBeVisible();
  return panel;
}

const requestForm = (panel: Locator) => panel.getByRole('form', { name: 'Request a withdrawal' });
const rowOf = (panel: Locator, amount: string) =>
  panel.locator('[data-slot="withdrawal-row"]').filter({ has: panel.page().getByText(amount, { exact: true }) });

/** Every withdrawal request the page sends, to show that a refused value never left the browser. */
function recordRequests(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent.push(request.postData() ?? '');
  });
  return sent;
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

async function admin(path: string, body: unknown) {
  const response = await fetch(`${sandboxUrl}/sandbox/admin/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `admin ${path}: ${await response.text()}`).toBe(true);
}

test.describe('withdrawal', () => {
  test('an amount above the balance is refused before sending, a wrong withdrawal password by the platform', async ({
    page,
  }) => {
    // The demo member's balance is only read here: both requests are refused.
    await signIn(page);
    const panel = await openWithdrawal(page);
    const form = requestForm(panel);
    const withdrawals = recordRequests(page, '/wps/v2/wallets/withdrawal');
    const amount = form.getByLabel(/^Amount/);
    const password = form.getByLabel(/^Withdrawal password/);

    await amount.fill('999,999');
    await password.fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Review withdrawal' }).click();
    await expect(amount).toHaveAccessibleDescription(/^(That is more than you have|The largest amount here is)/);
    await amount.fill('6,000');
    await expect(amount).toHaveAccessibleDescription(/^That is more than you have: at most P[\d,]+\.\d{2}\.$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(withdrawals).toEqual([]);

    await amount.fill('100');
    await password.fill('000000');
    await form.getByRole('button', { name: 'Review withdrawal' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Request this withdrawal?' });
    await expect(confirm).toContainText('P100.00 will be paid to Bank account •••• 7306 (Juan Cruz).');
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await expect(password).toHaveAccessibleDescription('The withdrawal password is incorrect.');
    await expect(password).toBeFocused();
    await expect(amount).toHaveValue('100');
    expect(withdrawals).toHaveLength(1);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the page has no axe violations, with the confirmation open (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      // The demo member's page is only read here: the answer is left unsent. The tests of a file run
      // in order, so both seeded payouts still await their answer here.
      await signIn(page);
      const panel = await openWithdrawal(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(panel.locator('[data-slot="withdrawal-row"]').first()).toBeVisible();
      await expectNoAxeViolations(page, `${theme} page`);

      const paid = panel.getByRole('button', { name: /^Confirm receipt of / }).first();
      if ((await paid.count()) > 0) {
        await paid.click();
        await panel
          .getByRole('form', { name: /^Did you receive/ })
          .getByRole('button', { name: 'Nothing' })
          .click();
        await expectNoAxeViolations(page, `${theme} confirmation`);
      }
    });
  }

  test('the demo payout of 300.00 is confirmed as received', async ({ page }) => {
    // The seed keeps this payout for the page to confirm (apps/sandbox/README.md); no other test reads it.
    await signIn(page);
    const panel = await openWithdrawal(page);
    const row = rowOf(panel, 'P300.00');
    await expect(row).toContainText('Paid: please confirm');
    await expect(row.locator('[data-slot="confirm-deadline"]')).toContainText(
      /Confirm by \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(in \d+ days?\)/,
    );
    await expect(row).toContainText('counts as received, and that cannot be undone.');
    await row.getByRole('button', { name: 'Confirm receipt of P300.00' }).click();
    const form = row.getByRole('form', { name: 'Did you receive P300.00?' });
    await expect(form.getByRole('button', { name: 'All of it' })).toHaveAttribute('aria-pressed', 'true');
    await form.getByRole('button', { name: 'Confirm: all received' }).click();
    await expect(row.getByRole('status')).toHaveText('Thank you: P300.00 is recorded as received.');
    await expect(row).toHaveAttribute('data-status', 'received');
    await expect(row).toContainText('Received P300.00');
  });

  test('proof images of the wrong type, too large or a fourth are refused before sending; the 150.00 payout is reported not received with a remark and three proofs', async ({
    page,
  }) => {
    // The seed keeps this payout for a test to report not received (apps/sandbox/README.md).
    await signIn(page);
    const panel = await openWithdrawal(page);
    const confirmations = recordRequests(page, '/wps/v2/wallets/withdrawal/confirmation');
    const row = rowOf(panel, 'P150.00');
    await row.getByRole('button', { name: 'Confirm receipt of P150.00' }).click();
    const form = row.getByRole('form', { name: 'Did you receive P150.00?' });
    await form.getByRole('button', { name: 'Nothing' }).click();

    const remark = form.getByLabel(/^What happened/);
    await remark.fill('Nothing reached my bank account 😞');
    await expect(remark).toHaveAccessibleDescription('33/140');

    const proofs = form.getByLabel(/^Proof images/);
    const refusals = form.locator('[data-slot="upload-refusals"]');
    await proofs.setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(refusals).toHaveText('receipt.gif was not added: use .png, .jpg, .jpeg images.');
    await proofs.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('paid?') });
    await expect(refusals).toHaveText('notes.txt was not added: use .png, .jpg, .jpeg images.');
    await proofs.setInputFiles(tooLargePng('scan.png'));
    await expect(refusals).toHaveText('scan.png was not added: it is larger than 5 MB.');
    await proofs.setInputFiles([png('bank-app.png'), png('statement.png'), png('sms.png')]);
    await proofs.setInputFiles(png('one-more.png'));
    await expect(refusals).toHaveText('one-more.png was not added: at most 3 images.');
    await expect(form.locator('[data-slot="upload-file-name"]')).toHaveText([
      'bank-app.png',
      'statement.png',
      'sms.png',
    ]);
    expect(confirmations).toEqual([]);

    await form.getByRole('button', { name: 'Report: not received' }).click();
    await expect(row.getByRole('status')).toHaveText('Recorded as not received. Customer service will look into it.');
    expect(confirmations).toHaveLength(1);
    const sent = JSON.parse(confirmations[0]!) as { result: string; remark: string; proofImages: string[] };
    expect(sent.result).toBe('not-received');
    expect(sent.remark).toBe('Nothing reached my bank account 😞');
    expect(sent.proofImages).toHaveLength(3);
    await expect(row).toHaveAttribute('data-status', 'not-received');
    await expect(row).toContainText('Your note: Nothing reached my bank account 😞');
    // The platform keeps the images and serves them back to this member.
    const thumbnails = row.getByRole('list', { name: 'Proof images you sent' }).getByRole('img');
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.first()).toHaveAttribute('src', /^data:image\/png;base64,/);
  });

  test('a withdrawal made with the keyboard alone, then seen pending, processing and paid', async ({ page }) => {
    // player03 on AURORA: a bank account, a withdrawal password, no turnover owed, and no other test.
    await signIn(page, 'player03', 'Demo1234');
    const panel = await openWithdrawal(page);
    const form = requestForm(panel);
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/wps/v2/wallets/withdrawal',
    );

    await tabTo(page, form.getByLabel(/^Amount/));
    await page.keyboard.type('120.50');
    await tabTo(page, form.getByLabel(/^Withdrawal password/));
    await page.keyboard.type(PAYMENT_PASSWORD);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Request this withdrawal?' });
    await expect(confirm).toContainText('P120.50 will be paid to Bank account');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(panel.locator('[data-slot="withdrawal-done"]')).toContainText('Your request for P120.50');
    // Focus is back where Enter was pressed, the form emptied for the next request.
    await expect(form.getByLabel(/^Withdrawal password/)).toBeFocused();
    await expect(form.getByLabel(/^Withdrawal password/)).toHaveValue('');

    const row = rowOf(panel, 'P120.50');
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row).toContainText('Pending');
    const { value } = (await (await answer).json()) as { value: { withdrawal: { withdrawalId: number } } };

    // The operator moves it along; the page shows each step when it reads the list again.
    await admin('withdrawals', { withdrawalId: value.withdrawal.withdrawalId, step: 'process' });
    await openWithdrawal(page);
    await expect(rowOf(panel, 'P120.50')).toHaveAttribute('data-status', 'processing');
    await admin('withdrawals', { withdrawalId: value.withdrawal.withdrawalId, step: 'pay' });
    await openWithdrawal(page);
    await expect(rowOf(panel, 'P120.50')).toHaveAttribute('data-status', 'paid');
    await expect(rowOf(panel, 'P120.50')).toContainText('No answer within 30 minutes of payment counts as received');
  });

  test('player09 sees the turnover still owed, and no request can be made', async ({ page }) => {
    await signIn(page, 'player09', 'Demo1234');
    const panel = await openWithdrawal(page);
    const turnover = panel.locator('[data-slot="turnover"]');
    await expect(turnover.getByRole('progressbar', { name: 'Turnover played' })).toHaveAttribute(
      'aria-valuetext',
      'P0.00 of P2,000.00',
    );
    await expect(turnover.locator('[data-slot="turnover-required"]')).toContainText('P2,000.00');
    await expect(turnover.locator('[data-slot="turnover-done"]')).toContainText('P0.00');
    await expect(turnover.locator('[data-slot="turnover-remaining"]')).toContainText('P2,000.00');
    await expect(panel.getByText('Play P2,000.00 more to withdraw')).toBeVisible();
    await expect(requestForm(panel)).toHaveCount(0);
  });

  test('on JADE the payee name follows its rule: one word is refused, two are taken', async ({ page }) => {
    // player04 on JADE: no other test adds accounts to it.
    await signInOnJade(page, 'player04');

    const panel = await openWithdrawal(page, `/?brand=JADE&${withdrawPath.slice(2)}`);
    const added = recordRequests(page, '/wps/v2/wallets/payout-accounts');
    await panel.getByRole('button', { name: 'Add a payout account' }).click();
    const form = panel.getByRole('form', { name: 'Add a payout account' });
    const rule = 'Your full name, two words separated by a space, 3-40 characters.';
    const payee = form.getByLabel(/^Payee name/);
    await expect(payee).toHaveAccessibleDescription(rule);
    await form.getByLabel(/^Account number/).fill('0917 555 0404');
    await payee.fill('Paolo');
    await form.getByRole('button', { name: 'Add account' }).click();
    await expect(payee).toHaveAttribute('aria-invalid', 'true');
    await expect(payee).toHaveAccessibleDescription(rule);
    expect(added).toEqual([]);

    await payee.fill('Paolo Reyes');
    await form.getByRole('button', { name: 'Add account' }).click();
    await expect(panel.locator('[data-slot="payout-accounts-notice"]')).toHaveText('Bank account •••• 0404 was added.');
    await expect(panel.getByRole('list', { name: 'Your payout accounts' })).toContainText('Payee: Paolo Reyes');
  });
});

/** Axe over the member centre's panel: the screen behind it is other tests' business. */
async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).include('[data-slot="side-panel"]').analyze();
  expect(results.violations, `${label}: ${results.violations.map((violation) => violation.id).join(', ')}`).toEqual([]);
}
