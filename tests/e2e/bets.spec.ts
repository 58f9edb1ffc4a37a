import { expect as baseExpect, test } from '@playwright/test';
import { gameFrame, slot, spinOnce } from './demo-slot.ts';
import { callAsMember, fundedMember, openHydrated } from './player.ts';

/**
 * Real bets end to end: a member of the test's own moves money into a game wallet, spins the demo
 * slot for real money, and finds that bet — its stake and payout — in the betting record, where
 * the filters change what is shown, and in the profit and loss.
 */

// Registration, the centre's chunks and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('bets', () => {
  test('a real-money spin takes the stake from the game wallet and shows in the betting record', async ({ page }) => {
    await fundedMember(page, 'b');
    await callAsMember(page, '/wps/relay/GCS_walletTransfer', { amount: 100, fromWallet: 'MAIN', toWallet: 'PG' });

    const { payout } = await spinOnce(page);
    // The page shows the game wallet's real balance: 100 less the 10 staked, plus the win.
    await expect(gameFrame(page).locator('#credits')).toHaveText(`₱${(90 + payout).toFixed(2)}`);

    await openHydrated(page, '/?centre=member&page=personalHistoryCopy');
    const panel = page.getByRole('dialog', { name: 'Member centre' });
    const details = panel.getByRole('button', { name: new RegExp(`^Details of the bet on ${slot.name}`) });
    await expect(details).toHaveCount(1);
    const totals = panel.locator('[data-slot="bet-totals"]');
    await expect(totals).toContainText('Bets1');
    await expect(totals).toContainText('StakeP10.00');

    await details.click();
    const dialog = page.getByRole('dialog', { name: 'Bet details' });
    await expect(dialog).toContainText('StakeP10.00');
    await expect(dialog).toContainText(`PayoutP${payout.toFixed(2)}`);
    await expect(dialog).toContainText(payout > 0 ? 'StatusWon' : 'StatusLost');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Filters ask the platform again: another game type has nothing, the slot's type has the bet.
    const gameTypes = panel.getByRole('group', { name: 'Game type' });
    await gameTypes.getByRole('button', { name: 'Live casino' }).click();
    await expect(panel.getByText('No bets in this period')).toBeVisible();
    await gameTypes.getByRole('button', { name: 'Slots' }).click();
    await expect(details).toHaveCount(1);
    const statuses = panel.getByRole('group', { name: 'Status' });
    await statuses.getByRole('button', { name: payout > 0 ? 'Lost' : 'Won' }).click();
    await expect(panel.getByText('No bets in this period')).toBeVisible();
    await statuses.getByRole('button', { name: payout > 0 ? 'Won' : 'Lost' }).click();
    await expect(details).toHaveCount(1);

    // The settled bet is in the profit and loss: today's row and the slots' row say the same.
    await panel
      .getByRole('navigation', { name: 'Member centre pages' })
      .getByRole('button', { name: 'Personal profit and loss' })
      .click();
    const profit = `${payout > 10 ? '+' : payout < 10 ? '−' : ''}P${Math.abs(payout - 10).toFixed(2)}`;
    for (const name of ['Profit and loss per period', 'Per game type']) {
      const rows = panel.getByRole('table', { name }).locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('P10.00');
      await expect(rows.first()).toContainText(profit);
    }
    await expect(panel.getByRole('table', { name: 'Per game type' }).locator('tbody tr')).toContainText('Slots');
  });

  test('a spin with too little in the game wallet says so and records nothing', async ({ page }) => {
    await fundedMember(page, 'b');
    // Everything is in the main wallet; the slot plays from its vendor's empty game wallet.
    const { text } = await spinOnce(page);
    expect(text).toContain('Your balance is too low for this spin');
    await expect(gameFrame(page).locator('#credits')).toHaveText('₱0.00');

    await openHydrated(page, '/?centre=member&page=personalHistoryCopy');
    const panel = page.getByRole('dialog', { name: 'Member centre' });
    await expect(panel.getByText('No bets in this period')).toBeVisible();
  });
});
