import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { openHydrated, registerMember, signIn } from './player.ts';

// Registration, the centre's chunks and the language packs load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const inboxPath = '/?centre=member&page=messageV2';

/** The member centre open on Platform messages: the panel, and the inbox's rows once they are in. */
async function openInbox(page: Page) {
  await openHydrated(page, inboxPath);
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  const rows = panel.locator('button[data-slot="message-row"]');
  await expect(rows.first().or(panel.getByText('No messages yet'))).toBeVisible();
  return { panel, rows };
}

/** The header's unclaimed count (unread messages plus rewards to claim); 0 when it shows none. */
async function headerCount(page: Page): Promise<number> {
  const badge = page.locator('[data-slot="account-unclaimed"]');
  // The figure drawn; the words read out beside it are for screen readers.
  return (await badge.count()) === 0 ? 0 : Number(await badge.locator('[aria-hidden="true"]').textContent());
}

const menuEntry = (panel: Locator) =>
  panel.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: /Platform messages/ });

/**
 * The demo member's inbox is the showcase other tests read: opening one of its unread messages here
 * must not mark it. The mark is answered in place of the platform, with the count unchanged.
 */
async function keepDemoUnread(page: Page) {
  await page.route('**/wps/relay/CSP_readMessage', async (route) => {
    const sent = route.request().headers();
    const count = await page.request.get('/wps/relay/CSP_unreadCount', {
      headers: { authorization: sent.authorization ?? '', merchant: sent.merchant ?? '', device: 'web' },
    });
    const { value } = (await count.json()) as { value: number };
    await route.fulfill({ json: { success: true, value: { unread: value } } });
  });
}

test.describe('platform messages', () => {
  test('reading a message marks it read, and the header’s count drops at once', async ({ page }) => {
    await registerMember(page);
    const { panel, rows } = await openInbox(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAccessibleName('Unread Welcome aboard');
    await expect(menuEntry(panel)).toContainText('1');
    await expect.poll(() => headerCount(page)).toBeGreaterThan(0);
    const before = await headerCount(page);

    const unreadCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('CSP_unreadCount')) unreadCalls.push(request.url());
    });
    await rows.first().click();
    const detail = panel.getByRole('region', { name: 'Welcome aboard' });
    await expect(detail).toBeFocused();
    await expect(detail.locator('[data-slot="safe-html"]')).toContainText('Thanks for joining.');

    await expect.poll(() => headerCount(page)).toBe(before - 1);
    await expect(menuEntry(panel)).toHaveAccessibleName('Platform messages');
    await expect(rows.first()).toHaveAccessibleName('Welcome aboard');
    await expect(panel.getByText('You have read everything.')).toBeVisible();
    // The count came with the mark's answer: nothing asked for it again.
    expect(unreadCalls).toEqual([]);

    // Kept by the platform.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(rows.first()).toHaveAccessibleName('Welcome aboard');
    expect(await headerCount(page)).toBe(before - 1);
  });

  test('deletes a message after asking, and it stays gone', async ({ page }) => {
    await registerMember(page);
    const { panel, rows } = await openInbox(page);
    await rows.first().click();
    const detail = panel.getByRole('region', { name: 'Welcome aboard' });
    await detail.getByRole('button', { name: 'Delete' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
    await expect(confirm).toContainText('“Welcome aboard” will be deleted for good.');
    await confirm.getByRole('button', { name: 'Delete message' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByText('No messages yet')).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Inbox' })).toBeFocused();

    await page.reload();
    await expect(panel.getByText('No messages yet')).toBeVisible();
  });

  test('the message with hostile HTML shows its text and runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    const consoleLines: string[] = [];
    const evilRequests: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => consoleLines.push(message.text()));
    page.on('request', (request) => {
      if (request.url().includes('evil.example')) evilRequests.push(request.url());
    });
    await signIn(page);
    await keepDemoUnread(page);
    const title = await page.title();
    const { panel, rows } = await openInbox(page);

    const hostile = rows.filter({ hasText: 'Formatting test: nothing in this message may run' });
    await hostile.click();
    const detail = panel.getByRole('region', { name: 'Formatting test: nothing in this message may run' });
    const body = detail.locator('[data-slot="safe-html"]');
    await expect(body).toContainText('You should see this line and a word in bold');
    await expect(body.locator('strong')).toHaveText('bold');

    // Whatever is left of the handlers and the link is pressed and pointed at, as a player might.
    await body.getByText('A paragraph with inline handlers.').hover();
    await body.getByText('A paragraph with inline handlers.').click();
    await body.getByText('A link that must not run').click();
    await page.waitForTimeout(500);

    expect(await body.locator('script, iframe, frame, object, embed, form, input, button, svg, style').count()).toBe(0);
    const attributes = await body.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
      ),
    );
    expect(attributes.filter((attribute) => /^on/i.test(attribute))).toEqual([]);
    expect(attributes.filter((attribute) => /javascript:/i.test(attribute))).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(consoleLines.filter((line) => /message-xss|owned/i.test(line))).toEqual([]);
    expect(evilRequests).toEqual([]);
    expect(await page.title()).toBe(title);
    expect(await page.evaluate(() => document.title)).not.toBe('owned');
  });

  test('marks every message read', async ({ page }) => {
    await registerMember(page);
    const { panel, rows } = await openInbox(page);
    await expect(rows.first()).toHaveAttribute('data-unread', 'true');
    await expect(panel.getByText('1 unread message', { exact: true })).toBeVisible();
    const before = await headerCount(page);

    const markAll = panel.getByRole('button', { name: 'Mark all as read' });
    await markAll.click();
    await expect(panel.getByText('You have read everything.')).toBeVisible();
    await expect(rows.first()).not.toHaveAttribute('data-unread');
    await expect(markAll).toHaveAttribute('aria-disabled', 'true');
    await expect(markAll).toBeFocused();
    await expect.poll(() => headerCount(page)).toBe(before - 1);

    await page.reload();
    await expect(rows.first()).toHaveAccessibleName('Welcome aboard');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the page has no axe violations, inbox and an open message (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await signIn(page);
      await keepDemoUnread(page);
      const { panel, rows } = await openInbox(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page, `${theme} inbox`);

      // The formatting test: the back office's markup (a picture with no words among it) as shown.
      await rows.filter({ hasText: 'Formatting test' }).click();
      await expect(panel.locator('[data-slot="safe-html"]')).toContainText('You should see this line');
      await expectNoAxeViolations(page, `${theme} open message`);
      await panel.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete this message?' })).toBeVisible();
      await expectNoAxeViolations(page, `${theme} delete question`, '[role="alertdialog"]');
    });
  }
});

/** Axe over the member centre's panel (or another part): the screen behind it is other tests' business. */
async function expectNoAxeViolations(page: Page, label: string, selector = '[data-slot="side-panel"]') {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations, `${label}: ${results.violations.map((violation) => violation.id).join(', ')}`).toEqual([]);
}
