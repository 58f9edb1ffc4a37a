import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { callAsMember, openHydrated, sandboxUrl, signIn, spinOnce } from './player.ts';

/**
 * The agent centre's contracts (spec §2, §6, §7, §9), as agents use them: an offer accepted, an
 * offer rejected, a termination asked and answered, a real-time salary settled once the sandbox's
 * clock has moved 5 minutes, and a brand without dividends showing no dividend page.
 */

// Lazy chunks and the sandbox can take a few seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const agentPanel = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

/** Opens an agent centre page by its link, as the menu would. */
async function openAgentPage(page: Page, key: string, heading: string, brand = '') {
  await openHydrated(page, `/?${brand ? `brand=${brand}&` : ''}centre=agent&page=${key}`);
  await expect(agentPanel(page).getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  return agentPanel(page);
}

/** A second player at the same site, signed in as another member. */
async function signedIn(browser: Browser, username: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

const card = (scope: ReturnType<typeof agentPanel>, title: string) => scope.getByRole('article', { name: title });

test.describe.serial('daily salary between master and agent1', () => {
  test('agent1 asks to end its daily salary contract and master agrees on the contract requests screen', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'agent1');
    let panel = await openAgentPage(page, 'agentDailySalary', 'Daily salary');
    const own = card(panel.getByRole('region', { name: 'My terms' }), 'From master (your upline)');
    await own.getByRole('button', { name: 'Request termination' }).click();
    await expect(own).toContainText('Ending requested');
    await expect(panel.getByText('You asked to end it: waiting for the other side to answer.')).toBeVisible();
    // Every kind's requests in one screen, reached from the kind's page, and not a menu entry.
    await panel.getByRole('link', { name: 'All contract requests' }).click();
    await expect(panel.getByRole('heading', { name: 'Contract requests', level: 2 })).toBeVisible();
    const open = panel.getByRole('list', { name: 'Open requests' });
    await expect(card(open, 'Daily salary: From master (your upline)')).toContainText(
      'You asked to end it: waiting for the other side to answer.',
    );
    await expect(
      panel.getByRole('navigation', { name: 'Agent centre pages' }).getByRole('button', { name: 'Contract requests' }),
    ).toHaveCount(0);

    // master is told on opening the agent centre, and answers there.
    const master = await signedIn(browser, 'master');
    panel = await openAgentPage(master, 'agentTeamOverview', 'Team overview');
    const notice = panel.locator('[data-slot="contract-requests-notice"]');
    await expect(notice).toContainText('1 contract request waits for your answer.');
    await notice.getByRole('link', { name: 'Answer now' }).click();
    const request = card(
      panel.getByRole('list', { name: 'Open requests' }),
      'Daily salary: With agent1 (your downline)',
    );
    await expect(request).toContainText('agent1 asked to end it');
    await request.getByRole('button', { name: 'Agree to end' }).click();
    await expect(request).toHaveCount(0);

    // The kind's page shows the same state.
    await panel
      .getByRole('navigation', { name: 'Agent centre pages' })
      .getByRole('button', { name: 'Daily salary' })
      .click();
    await expect(panel.getByRole('region', { name: 'Terminations' })).toContainText(
      'No one has asked to end a contract.',
    );
    await expect(notice).toHaveCount(0);
  });

  test('master offers agent1 a daily salary contract and agent1 accepts it', async ({ page, browser }) => {
    const master = await signedIn(browser, 'master');
    const panel = await openAgentPage(master, 'agentDailySalary', 'Daily salary');
    const form = panel.getByRole('form', { name: 'Offer a contract to a downline' });
    await form.getByRole('textbox', { name: 'Downline username' }).fill('agent1');
    // Above the brand's cap first: said at the field, nothing typed is lost.
    await form.getByRole('textbox', { name: 'Rate (%)' }).fill('5');
    await form.getByRole('textbox', { name: 'Active members' }).fill('2');
    await form.getByRole('textbox', { name: 'Valid bet' }).fill('500');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(form.getByRole('textbox', { name: 'Rate (%)' })).toHaveAccessibleDescription(
      /The rate cannot be above your own: at most 3%\./,
    );
    await expect(form.getByRole('textbox', { name: 'Downline username' })).toHaveValue('agent1');
    await form.getByRole('textbox', { name: 'Rate (%)' }).fill('1.5');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(panel.getByRole('status')).toHaveText('Offer of 1.5% sent to agent1. It waits for their answer.');

    await signIn(page, 'agent1');
    const agentPage = await openAgentPage(page, 'agentDailySalary', 'Daily salary');
    const offer = card(agentPage.getByRole('region', { name: 'New contracts' }), 'From master (your upline)');
    await expect(offer).toContainText('1.5%');
    await offer.getByRole('button', { name: 'Accept' }).click();
    const own = card(agentPage.getByRole('region', { name: 'My terms' }), 'From master (your upline)');
    await expect(own).toContainText('Active');
    await expect(own).toContainText('1.5%');
  });
});

test('agent42 rejects an offer from agent1', async ({ page }) => {
  await signIn(page, 'agent42');
  const panel = await openAgentPage(page, 'agentDividend', 'Dividend');
  const offers = panel.getByRole('region', { name: 'New contracts' });
  const offer = card(offers, 'From agent1 (your upline)');
  await offer.getByRole('button', { name: 'Reject' }).click();
  await expect(offers).toContainText('No offers are waiting for an answer.');
  // A sub-agent with no dividend contract of its own has nothing to offer below it.
  await expect(panel).toContainText('You have no contract of this kind yourself');
});

test('a real-time salary is settled 5 minutes on and shows in my income and the account record', async ({ page }) => {
  // agent1 plays one round of the demo slot: the holder's own bets count in its team's.
  await signIn(page, 'agent1');
  await callAsMember(page, '/wps/relay/GCS_walletTransfer', { amount: 20, fromWallet: 'MAIN', toWallet: 'PG' });
  const { text } = await spinOnce(page);
  expect(text).toMatch(/^(You win|Try again)/);

  const moved = await fetch(`${sandboxUrl}/sandbox/admin/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ minutes: 5 }),
  });
  expect(moved.ok, await moved.text()).toBe(true);

  const agent1 = page;
  const income = await openAgentPage(agent1, 'agentIncome', 'My income');
  const realTime = income.locator('[data-slot="income-totals"] [data-kind="realtime"]');
  await expect(realTime).toContainText('Real-time salary');
  await expect(realTime).not.toContainText('P0.00');
  await expect(income.locator('[data-slot="settlement-row"]').first()).toContainText('Real-time salary');

  await openHydrated(agent1, '/?centre=member&page=transactionHistory');
  const record = agent1.getByRole('dialog', { name: 'Member centre' });
  await expect(
    record.locator('[data-slot="ledger-row"]').filter({ hasText: 'Real-time salary' }).first(),
  ).toBeVisible();
});

test('a brand with dividends off shows no dividend page, even by link', async ({ page }) => {
  // EMBER enables the hourly and real-time salaries only.
  await page.goto('/login?brand=EMBER');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill('agent1');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();

  await openHydrated(page, '/?brand=EMBER&centre=agent&page=agentDividend');
  const panel = agentPanel(page);
  const pages = panel.getByRole('navigation', { name: 'Agent centre pages' }).getByRole('button');
  await expect(pages.filter({ hasText: 'Real-time salary' })).toBeVisible();
  await expect(pages.filter({ hasText: 'Dividend' })).toHaveCount(0);
  await expect(pages.filter({ hasText: 'Daily salary' })).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Dividend', level: 2 })).toHaveCount(0);
});
