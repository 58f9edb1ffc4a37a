import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { useOwnVisitor } from './own-visitor.ts';
import { callAsMember, fundedMember, openHydrated, signIn, signInOnJade } from './player.ts';

// Registration, the centre's chunks and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const walletPath = '/?centre=member&page=transferFund';
/** The member centre open on My wallet, once its wallets are in. */
async function openWallet(page: Page, path = walletPath) {
  await openHydrated(page, path);
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.locator('[data-slot="wallet-total"]')).toBeVisible();
  return panel;
}

const walletRow = (panel: Locator, code: string) => panel.locator(`[data-slot="game-wallet"][data-wallet="${code}"]`);
const transferForm = (panel: Locator) => panel.getByRole('form', { name: 'Move money between wallets' });

/** Moves money with the page, as a member would: wallet, direction, amount, Transfer. */
async function move(panel: Locator, wallet: string, direction: string, amount: string) {
  await panel.getByRole('group', { name: 'Game wallet' }).getByRole('button', { name: wallet }).click();
  await panel.getByRole('group', { name: 'Direction' }).getByRole('button', { name: direction }).click();
  const form = transferForm(panel);
  await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await form.getByRole('button', { name: 'Transfer' }).click();
}

test.describe('my wallet', () => {
  test('moves money into a game wallet and back, then gathers it all into the main wallet', async ({ page }) => {
    await fundedMember(page, 'w');
    const panel = await openWallet(page);
    // Behind the open centre the header is hidden from assistive technology: found by its slot.
    const header = page.locator('[data-slot="member-area"]');
    await expect(panel.locator('[data-slot="wallet-total"]')).toHaveText('P1,000.00');
    const gather = panel.getByRole('button', { name: 'Gather all into main wallet' });
    await expect(gather).toBeDisabled();

    await move(panel, 'Evolution', 'Into Evolution', '300');
    await expect(panel.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
      'P300.00 moved from Main wallet to Evolution.',
    );
    await expect(walletRow(panel, 'EVO')).toContainText('P300.00');
    await expect(panel.locator('[data-slot="main-balance"]')).toHaveText('P700.00');
    // The total is the same money, wherever it sits.
    await expect(header).toContainText('1,000.00');

    await move(panel, 'Evolution', 'Back from Evolution', '100.50');
    await expect(panel.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
      'P100.50 moved from Evolution to Main wallet.',
    );
    await expect(walletRow(panel, 'EVO')).toContainText('P199.50');

    // Kept by the platform.
    await page.reload();
    await expect(walletRow(panel, 'EVO')).toContainText('P199.50');
    await expect(panel.locator('[data-slot="main-balance"]')).toHaveText('P800.50');

    await gather.click();
    const confirm = page.getByRole('alertdialog', { name: 'Gather everything into the main wallet?' });
    await expect(confirm).toContainText('P199.50 moves from your game wallets into your main wallet.');
    await confirm.getByRole('button', { name: 'Gather' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByRole('status').filter({ hasText: 'gathered' })).toHaveText(
      'P199.50 was gathered into your main wallet. It now holds P1,000.00.',
    );
    await expect(walletRow(panel, 'EVO')).toContainText('P0.00');
    await expect(panel.locator('[data-slot="main-balance"]')).toHaveText('P1,000.00');
    await expect(gather).toBeDisabled();
    await expect(header).toContainText('1,000.00');
  });

  test('an amount above the source wallet is refused as typed, and by the platform when the page is behind', async ({
    page,
  }) => {
    await fundedMember(page, 'w');
    await callAsMember(page, '/wps/relay/GCS_walletTransfer', { amount: 300, fromWallet: 'MAIN', toWallet: 'EVO' });
    const panel = await openWallet(page);
    const transfers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('GCS_walletTransfer')) transfers.push(request.url());
    });

    await panel.getByRole('group', { name: 'Game wallet' }).getByRole('button', { name: 'Evolution' }).click();
    await panel.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'Back from Evolution' }).click();
    const amount = transferForm(panel).getByRole('textbox', { name: /^Amount/ });
    await amount.fill('300.01');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription('That is more than you have: at most P300.00.');
    await transferForm(panel).getByRole('button', { name: 'Transfer' }).click();
    await expect(amount).toBeFocused();
    expect(transfers).toEqual([]);

    // Spent behind the page's back: the page still shows P300.00, the platform holds P50.00.
    await callAsMember(page, '/wps/relay/GCS_walletTransfer', { amount: 250, fromWallet: 'EVO', toWallet: 'MAIN' });
    await amount.fill('300');
    await transferForm(panel).getByRole('button', { name: 'Transfer' }).click();
    await expect(amount).toHaveAccessibleDescription('That is more than you have: at most P50.00.');
    await expect(amount).toHaveValue('300');
    await expect(walletRow(panel, 'EVO')).toContainText('P50.00');
    expect(transfers).toHaveLength(1);
  });

  test('JADE keeps one wallet: it shows it and says there is nothing to move', async ({ page }) => {
    await signInOnJade(page);

    const panel = await openWallet(page, `/?brand=JADE&${walletPath.slice(2)}`);
    await expect(panel.locator('[data-slot="wallet-total"]')).toHaveText(/^P[\d,]+\.\d{2}$/);
    await expect(panel.getByText('One wallet for everything')).toBeVisible();
    await expect(panel.locator('[data-slot="game-wallet"]')).toHaveCount(0);
    await expect(transferForm(panel)).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Gather all into main wallet' })).toHaveCount(0);
  });

  test('a failed load says what went wrong, and Retry brings the wallets', async ({ page }) => {
    const visitor = await useOwnVisitor(page);
    await signIn(page);
    await visitor.fault({ path: '/wps/relay/GCS_merchantWallet', kind: 'status', status: 503 });
    try {
      await openHydrated(page, walletPath);
      const panel = page.getByRole('dialog', { name: 'Member centre' });
      const alert = panel.getByRole('alert').filter({ hasText: 'Your wallets could not be loaded' });
      await expect(alert).toBeVisible();
      await visitor.reset();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(panel.locator('[data-slot="wallet-total"]')).toBeVisible();
    } finally {
      await visitor.reset();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the page has no axe violations, with a message at the amount and the question open (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      // The demo member's wallets are only read here: the question is answered Cancel.
      await signIn(page);
      const panel = await openWallet(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(transferForm(panel)).toBeVisible();
      await expectNoAxeViolations(page, `${theme} wallets`);

      const amount = transferForm(panel).getByRole('textbox', { name: /^Amount/ });
      await amount.fill('99999999');
      await transferForm(panel).getByRole('button', { name: 'Transfer' }).click();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `${theme} amount refused`);

      await panel.getByRole('button', { name: 'Gather all into main wallet' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Gather everything into the main wallet?' });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page, `${theme} gather question`, '[role="alertdialog"]');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
    });
  }
});

/** Axe over the member centre's panel (or another part): the screen behind it is other tests' business. */
async function expectNoAxeViolations(page: Page, label: string, selector = '[data-slot="side-panel"]') {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations, `${label}: ${results.violations.map((violation) => violation.id).join(', ')}`).toEqual([]);
}
