import { expect as baseExpect, test, type Page } from '@playwright/test';
import { callAsMember, fundedMember, headerBalance, openHydrated, spinOnce } from './player.ts';

/**
 * Manual rebate end to end: a member of the test's own plays the demo slot for real, finds the
 * slots rebate its stakes earned (AURORA pays 0.8 % from a minimum of P0.10), cannot claim it
 * below the minimum, claims it after a second spin, and sees the balance rise and the rebate in
 * the account record; a second claim gets nothing.
 */

// Registration, the centre's chunks and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const rebatePath = '/?centre=member&page=manualRebate';

async function openRebatePage(page: Page) {
  await openHydrated(page, rebatePath);
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.getByRole('heading', { name: 'Rebate earned' })).toBeVisible();
  return panel;
}

test.describe('manual rebate', () => {
  test('spins earn a slots rebate, claimed once the minimum is reached, into the balance and the account record', async ({
    page,
  }) => {
    await fundedMember(page, 'rb');
    await callAsMember(page, '/wps/relay/GCS_walletTransfer', { amount: 100, fromWallet: 'MAIN', toWallet: 'PG' });

    // One spin: P10.00 of slots turnover earns P0.08, under AURORA's minimum of P0.10.
    await spinOnce(page);
    let panel = await openRebatePage(page);
    const claim = panel.getByRole('button', { name: 'Claim rebate' });
    await expect(panel.locator('[data-slot="rebate-total"]')).toHaveText('P0.08');
    await expect(claim).toBeDisabled();
    await expect(claim).toHaveAccessibleDescription('You can claim from P0.10: P0.02 to go.');

    // A second spin takes it to P0.16 on P20.00 of turnover at 0.8 %.
    await spinOnce(page);
    panel = await openRebatePage(page);
    const slots = panel.locator('[data-slot="rebate-cards"] li, [data-slot="rebate-table"] tbody tr').filter({
      hasText: 'Slots',
    });
    await expect(slots.filter({ visible: true })).toContainText('P20.00');
    await expect(slots.filter({ visible: true })).toContainText('0.8%');
    await expect(panel.locator('[data-slot="rebate-total"]')).toHaveText('P0.16');
    const before = await headerBalance(page);

    await claim.click();
    await expect(
      panel.getByRole('status').filter({ hasText: 'P0.16 rebate added to your main wallet.' }),
    ).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before + 16);
    await expect(panel.locator('[data-slot="rebate-total"]')).toHaveText('P0.00');
    await expect(claim).toBeDisabled();
    await expect(claim).toHaveAccessibleDescription('Nothing to claim yet: every settled bet adds to your rebate.');
    const history = panel.getByRole('list', { name: '1 rebate claim' });
    await expect(history).toContainText('+P0.16');
    await expect(history).toContainText('Slots P0.16');

    // A second claim, sent anyway, is refused by the platform: nothing more is paid.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const again = await page.request.post('/wps/relay/MCSFE_claimManualRebate', {
      headers: { authorization: token ?? '', merchant: 'AURORA', device: 'web' },
      data: { amount: 0.16 },
    });
    expect(await again.json()).toMatchObject({
      success: false,
      message: 'There is no rebate to claim yet: play to earn one.',
    });

    // The account record's bonuses show the rebate as the newest line.
    await panel
      .getByRole('navigation', { name: 'Member centre pages' })
      .getByRole('button', { name: 'Account record' })
      .click();
    const record = panel.locator('[data-slot="account-record"]');
    await record.getByRole('button', { name: 'Bonuses' }).click();
    const newest = record.locator('[data-slot="ledger-row"]').first();
    await expect(newest).toContainText('Rebate');
    await expect(newest).toContainText('+P0.16');
    expect(await headerBalance(page)).toBe(before + 16);
  });
});
