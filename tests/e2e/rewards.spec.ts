import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { openHydrated, registerMember } from './player.ts';

// Registration, the centre's chunks and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
const rewardCentrePath = '/?centre=member&page=rewardCenter';

/** The operator's side (apps/sandbox/README.md, admin calls): give a reward, decide an application. */
async function admin(path: string, body: unknown) {
  const response = await fetch(`${sandboxUrl}/sandbox/admin/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `admin ${path}: ${await response.text()}`).toBe(true);
}

/** The header's unclaimed count (unread messages plus rewards to claim); 0 when it shows none. */
async function headerCount(page: Page): Promise<number> {
  const badge = page.locator('[data-slot="account-unclaimed"]');
  return (await badge.count()) === 0 ? 0 : Number(await badge.locator('[aria-hidden="true"]').textContent());
}

/** The header's balance, in cents. */
async function headerBalance(page: Page): Promise<number> {
  const shown = page.getByRole('group', { name: 'Wallet balance' }).locator('[data-slot="balance-display-amount"]');
  await expect(shown).toContainText(/\d\.\d{2}/);
  return Math.round(Number((await shown.textContent())!.replace(/[^\d.]/g, '')) * 100);
}

const menuEntry = (panel: Locator) =>
  panel.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: /Reward centre/ });

async function openRewardCentre(page: Page, path = rewardCentrePath) {
  await openHydrated(page, path);
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.locator('[data-slot="reward-centre-page"]')).toBeVisible();
  return panel;
}

test.describe('reward centre', () => {
  test('claiming a reward credits the balance, and the header count and the menu badge drop at once', async ({
    page,
  }) => {
    const member = await registerMember(page, 'rw');
    await admin('rewards', { username: member.username, title: 'Welcome bonus', amount: 25 });
    const panel = await openRewardCentre(page);
    const reward = panel.locator('[data-slot="claimable-reward"]');
    await expect(reward).toHaveCount(1);
    await expect(reward).toContainText('Welcome bonus');
    await expect(reward).toContainText('P25.00');
    await expect(menuEntry(panel)).toContainText('1');
    await expect.poll(() => headerCount(page)).toBeGreaterThan(0);
    const count = await headerCount(page);
    const balance = await headerBalance(page);

    await reward.getByRole('button', { name: 'Claim P25.00: Welcome bonus' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'P25.00 claimed' })).toBeVisible();
    await expect.poll(() => headerCount(page)).toBe(count - 1);
    await expect(menuEntry(panel)).toHaveAccessibleName('Reward centre');
    await expect.poll(() => headerBalance(page)).toBe(balance + 2_500);
    await expect(panel.getByText('Nothing to claim right now')).toBeVisible();
  });

  test('a raffle prize is claimed and moves to the history', async ({ page }) => {
    const member = await registerMember(page, 'rf');
    await admin('rewards', { username: member.username, kind: 'raffle', title: 'Weekly draw', amount: 50 });
    const panel = await openRewardCentre(page);
    const reward = panel.locator('[data-slot="claimable-reward"]');
    await expect(reward).toContainText('Raffle prize');
    await reward.getByRole('button', { name: /^Claim P50\.00/ }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'P50.00 claimed' })).toBeVisible();

    await panel.getByRole('tab', { name: 'History' }).click();
    const history = panel.locator('[data-slot="reward-history"] li');
    await expect(history).toHaveCount(1);
    await expect(history).toContainText('Weekly draw');
    await expect(history).toContainText('Claimed');
  });

  test('a promotion’s Apply opens its form; the remark is checked as typed; approved, its reward is claimed', async ({
    page,
  }) => {
    const member = await registerMember(page, 'ap');
    await openHydrated(page, '/promotions');
    const card = page.locator('[data-slot="promotion-card"]').first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link').click();
    await page.getByRole('button', { name: 'Apply now' }).click();

    const panel = page.getByRole('dialog', { name: 'Member centre' });
    const form = panel.getByRole('form', { name: `Apply for ${title}` });
    await expect(form).toBeFocused();
    const remark = form.getByRole('textbox', { name: 'Remark (optional)' });
    await remark.fill('x'.repeat(141));
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText('The remark may be at most 140 characters: remove 1.')).toBeVisible();
    await expect(remark).toHaveValue('x'.repeat(141));
    await remark.fill('Deposited 500 on Monday');
    await expect(form.getByText('23 of 140 characters')).toBeVisible();
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(
      panel.getByRole('status').filter({ hasText: `Your application for ${title} was sent.` }),
    ).toBeVisible();
    const activity = panel.locator('[data-slot="activity"]', { hasText: title });
    await expect(activity).toHaveAttribute('data-state', 'applying');
    await expect(activity).toContainText('Applying');

    const promotionId = Number(new URL(page.url()).searchParams.get('item'));
    await admin('activities', { username: member.username, promotionId, decision: 'approve', amount: 40 });
    await page.reload();
    const approved = page.getByRole('dialog', { name: 'Member centre' }).locator('[data-slot="activity"]', {
      hasText: title,
    });
    await expect(approved).toHaveAttribute('data-state', 'claim');
    await approved.getByRole('button', { name: 'Claim reward' }).click();
    await expect(approved).toHaveAttribute('data-state', 'claimed');
  });

  test('a promotion card’s Apply opens the reward centre with that promotion’s form', async ({ page }) => {
    await registerMember(page, 'pc');
    await openHydrated(page, '/promotions');
    const card = page.locator('[data-slot="promotion-card"]').nth(1);
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: `Apply now: ${title}` }).click();
    const panel = page.getByRole('dialog', { name: 'Member centre' });
    await expect(panel.getByRole('form', { name: `Apply for ${title}` })).toBeFocused();
    await expect(panel.getByRole('tab', { name: 'Activities' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a red envelope opens once; opening it again from another tab is refused with the reason', async ({
    page,
    context,
  }) => {
    await registerMember(page, 're');
    const panel = await openRewardCentre(page);
    await panel.getByRole('tab', { name: 'Red envelopes' }).click();
    const envelope = panel.locator('[data-slot="red-envelope"][data-state="open"]').first();
    const title = (await envelope.getByRole('heading').textContent())!;

    // The same member in a second tab (the session is per tab: it is copied over, as a new tab would).
    const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    const other = await context.newPage();
    await other.addInitScript((entries) => {
      for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
    }, session);
    const otherPanel = await openRewardCentre(other);
    await otherPanel.getByRole('tab', { name: 'Red envelopes' }).click();
    const stale = otherPanel.locator('[data-slot="red-envelope"]', { hasText: title });
    await expect(stale.getByRole('button', { name: `Open ${title}` })).toBeVisible();

    const balance = await headerBalance(page);
    await envelope.getByRole('button', { name: `Open ${title}` }).click();
    const opened = panel.locator('[data-slot="red-envelope"]', { hasText: title });
    await expect(opened).toHaveAttribute('data-state', 'opened');
    await expect(opened.locator('[data-slot="envelope-amount"]')).toContainText('You got P');
    await expect.poll(() => headerBalance(page)).toBeGreaterThan(balance);

    await stale.getByRole('button', { name: `Open ${title}` }).click();
    await expect(stale.getByRole('alert')).toContainText('You have already opened this red envelope.');
  });

  test('a reward is claimed with the keyboard alone', async ({ page }) => {
    const member = await registerMember(page, 'kb');
    await admin('rewards', { username: member.username, title: 'Keyboard bonus', amount: 5 });
    const panel = await openRewardCentre(page);
    const claim = panel.getByRole('button', { name: 'Claim P5.00: Keyboard bonus' });
    await expect(claim).toBeVisible();
    await panel.getByRole('tab', { name: /To claim/ }).focus();
    for (let step = 0; step < 10 && !(await claim.evaluate((button) => button === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(claim).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status').filter({ hasText: 'P5.00 claimed' })).toBeVisible();
    // With nothing left to claim, focus lands on the list's heading rather than being lost.
    await expect(panel.getByRole('heading', { name: 'Rewards to claim' })).toBeFocused();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`every section has no axe violations, with an Apply form open (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await registerMember(page, 'ax');
      const panel = await openRewardCentre(page, `${rewardCentrePath}&item=1`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(panel.locator('[data-slot="apply-form"]')).toBeVisible();
      await expectNoAxeViolations(page, `${theme} activities with a form`);
      for (const section of ['To claim', 'Red envelopes', 'History']) {
        await panel.getByRole('tab', { name: new RegExp(`^${section}`) }).click();
        await expect(panel.getByRole('tabpanel')).toBeVisible();
        await expect(panel.locator('[data-slot="loading-region"]')).toHaveCount(0);
        await expectNoAxeViolations(page, `${theme} ${section}`);
      }
    });
  }
});

/** Axe over the member centre's panel: the screen behind it is other tests' business. */
async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).include('[data-slot="side-panel"]').analyze();
  expect(results.violations, `${label}: ${results.violations.map((violation) => violation.id).join(', ')}`).toEqual([]);
}
