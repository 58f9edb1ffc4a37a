import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { callAsMember, demoSlot as slot, fundedMember, gameFrame, openHydrated } from './player.ts';

/**
 * Missions counted from real bets: a member of the test's own plays the demo slot, sees the daily
 * mission's progress move with each round, reaches its small target (3 rounds), claims it, and
 * watches the menu badge go and the reward show in the account record.
 */

// Registration, the centre's chunks and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const missionsPath = '/?centre=member&page=missionLeaderboard';
const daily = 'Play 3 rounds today';

/** Opens the slot for real money and plays `rounds` spins, each a settled bet of P10. */
async function play(page: Page, rounds: number) {
  await openHydrated(page, `/game?gameType=RNG&vendor=${slot.vendor}&gameCode=${slot.code}&gameName=${slot.name}`);
  const frame = gameFrame(page);
  await expect(frame.getByText('Real-money game', { exact: false })).toBeVisible();
  const outcome = frame.locator('output');
  for (let round = 0; round < rounds; round++) {
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(outcome).not.toBeEmpty();
    // The next spin waits for this one's answer: the button is busy until it arrives.
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
}

async function openMissions(page: Page) {
  await openHydrated(page, missionsPath);
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.locator('[data-slot="missions-page"]')).toBeVisible();
  return panel;
}

const card = (panel: Locator, title: string) => panel.locator('[data-slot="mission-card"]').filter({ hasText: title });
const menuEntry = (panel: Locator) =>
  panel.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: /Mission activity/ });

test.describe('missions', () => {
  test('play the demo slot, see the mission move, claim it, and find the reward in the account record', async ({
    page,
  }) => {
    await fundedMember(page, 'ms');
    await callAsMember(page, '/wps/relay/GCS_walletTransfer', { amount: 100, fromWallet: 'MAIN', toWallet: 'PG' });

    let panel = await openMissions(page);
    await expect(card(panel, daily).getByRole('progressbar', { name: `Progress of ${daily}` })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(card(panel, daily)).toContainText('In progress');
    await expect(menuEntry(panel)).toHaveAccessibleName('Mission activity');

    await play(page, 1);
    panel = await openMissions(page);
    await expect(card(panel, daily).locator('[data-slot="mission-progress"]')).toHaveText('1 / 3');
    await expect(card(panel, 'Bet 1,000 on slots this week')).toContainText('P10.00 / P1,000.00');

    await play(page, 2);
    panel = await openMissions(page);
    const reached = card(panel, daily);
    await expect(reached.locator('[data-slot="mission-progress"]')).toHaveText('3 / 3');
    await expect(reached).toContainText('Ready to claim');
    await expect(menuEntry(panel)).toContainText('1');

    await reached.getByRole('button', { name: `Claim P5.00: ${daily}` }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'P5.00 for' })).toBeVisible();
    await expect(reached).toContainText('Claimed');
    await expect(reached.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
    await expect(menuEntry(panel)).toHaveAccessibleName('Mission activity');

    // The member is on the board, their own row marked.
    const own = panel.getByRole('table', { name: `Leaderboard of ${daily}` }).locator('tr[data-self]');
    await expect(own).toContainText('(you)');
    // Another mission's board: the slots turnover, where the three spins stand as P30.00.
    await panel.getByRole('combobox', { name: 'Mission' }).click();
    await page.getByRole('option', { name: 'Bet 1,000 on slots this week' }).click();
    const slots = panel.getByRole('table', { name: 'Leaderboard of Bet 1,000 on slots this week' });
    await expect(slots.locator('tr[data-self]')).toContainText('P30.00');

    await panel
      .getByRole('navigation', { name: 'Member centre pages' })
      .getByRole('button', { name: 'Account record' })
      .click();
    const record = panel.locator('[data-slot="account-record"]');
    await record.getByRole('button', { name: 'Bonuses' }).click();
    const newest = record.locator('[data-slot="ledger-row"]').first();
    await expect(newest).toContainText('Mission reward');
    await expect(newest).toContainText('+P5.00');
  });
});
