import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { callAsMember, fundedMember, openHydrated, registerMember, sandboxUrl, spinOnce } from './player.ts';

/**
 * Bonuses end to end: a member of the test's own claims a reward the operator gave (the claim
 * credits a bonus with its turnover), plays the demo slot for real money, and sees the bonus's
 * progress move by the stake; a member with no bonus is told how to get one.
 */

// Registration, the centre's chunks and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const bonusTitle = 'Spin-and-win bonus';

async function openCentrePage(page: Page, key: string) {
  await openHydrated(page, `/?centre=member&page=${key}`);
  return page.getByRole('dialog', { name: 'Member centre' });
}

/** The bonus's turnover bar, by its spoken name. */
const turnoverBar = (panel: Locator) =>
  panel.getByRole('progressbar', { name: new RegExp(`^Turnover played for ${bonusTitle}`) }).locator('visible=true');

test.describe('bonus details', () => {
  test('a claimed reward becomes a bonus whose turnover moves with a real spin', async ({ page }) => {
    const member = await fundedMember(page, 'bo');
    await callAsMember(page, '/wps/relay/GCS_walletTransfer', { amount: 100, fromWallet: 'MAIN', toWallet: 'PG' });
    // The operator gives a reward whose bonus asks twice its amount in turnover: 50.00.
    const granted = await fetch(`${sandboxUrl}/sandbox/admin/rewards`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: member.username, title: bonusTitle, amount: 25, turnoverMultiple: 2 }),
    });
    expect(granted.ok, await granted.text()).toBe(true);

    const rewards = await openCentrePage(page, 'rewardCenter');
    await rewards.getByRole('button', { name: `Claim P25.00: ${bonusTitle}` }).click();
    await expect(rewards.getByRole('status').filter({ hasText: 'P25.00 claimed' })).toBeVisible();

    let panel = await openCentrePage(page, 'bonusDetails');
    await expect(turnoverBar(panel)).toHaveAttribute('aria-valuenow', '0');
    await expect(turnoverBar(panel)).toHaveAttribute('aria-valuetext', 'P0.00 of P50.00 played');
    await expect(panel.locator('[data-slot="bonus-total-remaining"]')).toContainText('P50.00');

    await spinOnce(page);

    panel = await openCentrePage(page, 'bonusDetails');
    await expect(turnoverBar(panel)).toHaveAttribute('aria-valuenow', '20');
    await expect(turnoverBar(panel)).toHaveAttribute('aria-valuetext', 'P10.00 of P50.00 played');
    const bonus = panel.locator('[data-slot="bonus-turnover"]').locator('visible=true');
    await expect(bonus).toContainText('10.00 / 50.00');
    await expect(bonus).toContainText('Still required: P40.00');
    await expect(panel.locator('[data-slot="bonus-total-remaining"]')).toContainText('P40.00');

    // The status filter asks again: nothing has completed yet, the bonus is in progress.
    const statuses = panel.getByRole('group', { name: 'Status' });
    await statuses.getByRole('button', { name: 'Completed' }).click();
    await expect(panel.getByText('No bonuses with this status')).toBeVisible();
    await statuses.getByRole('button', { name: 'In progress' }).click();
    await expect(turnoverBar(panel)).toHaveAttribute('aria-valuenow', '20');
  });

  test('a member with no bonus is told where bonuses come from and led to the reward centre', async ({ page }) => {
    await registerMember(page, 'bn');
    const panel = await openCentrePage(page, 'bonusDetails');
    await expect(panel.getByText('No bonuses yet')).toBeVisible();
    await panel.getByRole('button', { name: 'Go to the reward centre' }).click();
    await expect(page).toHaveURL(/page=rewardCenter/);
    await expect(panel.getByRole('tab', { name: /To claim/ })).toBeVisible();
  });
});
