import { expect as baseExpect, test } from '@playwright/test';
import { callAsMember, openHydrated, registerDownline, signIn, spinOnce } from './player.ts';

/**
 * The agent's reports end to end: agent1 pays a downline of the test's own, the downline spins the
 * demo slot, and agent1 finds the spin in team betting and in user profit and loss, and the
 * transfer on both sides in transaction details; an agent reads an announcement.
 */

// Registration, the centre's chunks and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

test('a downline’s spin shows in team betting and user profit and loss; a transfer in transaction details', async ({
  browser,
}) => {
  const downlinePage = await browser.newPage();
  const downline = await registerDownline(downlinePage, 'ar');

  const agentPage = await browser.newPage();
  await signIn(agentPage, 'agent1');
  await callAsMember(agentPage, '/wps/relay/GCS_walletTransfer', { amount: 100, toUsername: downline.username });

  // AURORA plays PG from its game wallet.
  await callAsMember(downlinePage, '/wps/relay/GCS_walletTransfer', { amount: 50, fromWallet: 'MAIN', toWallet: 'PG' });
  const { payout } = await spinOnce(downlinePage);

  await openHydrated(agentPage, '/?centre=agent&page=agentTeamBetting');
  const panel = agentPage.getByRole('dialog', { name: 'Agent centre' });
  const search = async () => {
    await panel.getByRole('searchbox', { name: 'Member' }).fill(downline.username);
    await panel.getByRole('button', { name: 'Search' }).click();
  };
  await search();
  const totals = panel.locator('[data-slot="bet-totals"]');
  await expect(totals).toContainText('Bets1');
  await expect(totals).toContainText('StakeP10.00');
  // Wide enough for the table (the cards are for phones): the member's own cell names the bet's owner.
  await expect(panel.getByRole('cell', { name: downline.username, exact: true })).toBeVisible();

  const pages = panel.getByRole('navigation', { name: 'Agent centre pages' });
  // The page before stays on screen until the next one's chunk arrives: search only on the new page.
  const openPage = async (name: string, key: string) => {
    await pages.getByRole('button', { name }).click();
    await expect(panel.locator(`[data-slot="centre-page"][data-page="${key}"]`)).toBeVisible();
  };
  await openPage('User profit and loss', 'agentProfitLoss');
  await search();
  const table = panel.getByRole('table', { name: '1 member with settled bets' });
  const profit = `${payout > 10 ? '+' : payout < 10 ? '−' : ''}P${Math.abs(payout - 10).toFixed(2)}`;
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText(downline.username);
  await expect(table.locator('tbody tr')).toContainText(profit);

  await openPage('Transaction details', 'agentTransactions');
  await panel.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Transfers' }).click();
  await search();
  const lines = panel.getByRole('list', { name: '1 transaction' });
  await expect(lines).toContainText(`${downline.username} ·`);
  await expect(lines).toContainText('+P100.00');
  // The agent's own side of the same transfer, found by the agent's name.
  await panel.getByRole('searchbox', { name: 'Member' }).fill('agent1');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(panel.locator('[data-slot="ledger-row"]').filter({ hasText: downline.username }).first()).toContainText(
    'P100.00',
  );
});

test('an unread announcement is read once opened, and stays read', async ({ page }) => {
  // agent2's own notices: the first spec's agent1 is not touched. Counted from what is shown, so
  // a retry after a read still holds.
  await signIn(page, 'agent2');
  await openHydrated(page, '/?centre=agent&page=agentAnnouncement');
  const panel = page.getByRole('dialog', { name: 'Agent centre' });
  const status = panel.getByRole('status');
  await expect(status).toHaveText(/^\d+ unread announcements?$/);
  const before = Number((await status.textContent())!.match(/\d+/)![0]);
  const unread = panel.getByRole('button', { name: /^New\s*\S/ }).first();
  const title = (await unread.textContent())!
    .replace(/^New\s*/, '')
    .split(/\d{4}-/)[0]!
    .trim();
  await unread.click();
  await expect(status).toHaveText(`${before - 1} unread announcement${before - 1 === 1 ? '' : 's'}`);
  await page.reload();
  await expect(status).toHaveText(`${before - 1} unread announcement${before - 1 === 1 ? '' : 's'}`);
  await expect(panel.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
});
