import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { openHydrated, registerMember } from './player.ts';

// The screen and its language pack load on demand: give a busy machine time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/** A real 1×1 PNG: the platform reads the signature from the bytes. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: onePixelPng });

/** The operator answers a ticket, as the back office would (apps/sandbox/README.md). */
async function operatorReplies(ticketId: string, content: string) {
  const response = await fetch(`${sandboxUrl}/sandbox/admin/feedback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ticketId: Number(ticketId), content }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

async function openFeedback(page: Page): Promise<Locator> {
  // The way a member finds it: the account menu (the footer's help block links it too).
  await page
    .locator('[data-slot="member-area"]')
    .getByRole('button', { name: /account menu/i })
    .click();
  await page.getByRole('menuitem', { name: 'Feedback and complaints' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  const form = page.getByRole('form', { name: 'Send feedback' });
  await expect(form).toBeVisible();
  return form;
}

test.describe('feedback and complaints', () => {
  test('a member sends feedback with two images, sees it in their history, and reads the operator’s reply', async ({
    page,
  }) => {
    await registerMember(page, 'fb');
    const form = await openFeedback(page);
    const history = page.getByRole('region', { name: 'My feedback' });
    await expect(history.getByText('No feedback yet')).toBeVisible();

    await form.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Withdrawal' }).click();
    const text = form.getByRole('textbox', { name: /^Your feedback/ });
    await text.fill('My withdrawal shows paid but the money has not arrived in GCash.');
    await expect(form.getByText('12 words · between 2 and 500 words')).toBeVisible();
    await form.getByRole('textbox', { name: /^Reference/ }).fill('W-20261127');
    await form.getByLabel(/^Screenshots/).setInputFiles([png('paid.png'), png('gcash.png')]);
    await expect(form.getByText('paid.png')).toBeVisible();
    await expect(form.getByText('gcash.png')).toBeVisible();

    // A third file that is no image is refused before anything is sent; the two stay.
    await form.getByLabel(/^Screenshots/).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(form.getByText('notes.txt was not added: use .png, .jpg, .jpeg images.')).toBeVisible();
    await expect(form.locator('[data-slot="upload-list"] > li')).toHaveCount(2);

    await form.getByRole('button', { name: 'Send feedback' }).click();
    const sent = page.locator('[data-slot="feedback-sent"]');
    await expect(sent).toContainText(/ticket #\d+/);
    const ticketId = /ticket #(\d+)/.exec((await sent.textContent()) ?? '')![1]!;
    await expect(text).toHaveValue('');

    const ticket = history.getByRole('button', { name: new RegExp(`^Ticket #${ticketId}`) });
    await expect(ticket).toContainText('Withdrawal');
    await expect(ticket).toContainText('Received');

    await operatorReplies(ticketId, 'We traced your payout: GCash credits it within the hour.');
    await page.reload();
    await expect(history.getByText('1 new reply')).toBeVisible();
    await expect(ticket).toContainText('New reply');
    await ticket.click();
    await expect(history.getByText('We traced your payout: GCash credits it within the hour.')).toBeVisible();
    await expect(history.getByText('2 images attached')).toBeVisible();
    await expect(history.getByText('1 new reply')).toBeHidden();

    // Read stays read: the platform was told.
    await page.reload();
    await expect(ticket).toContainText('Answered');
    await expect(ticket).not.toContainText('New reply');
  });

  test('a fourth image is refused with the message; a guest leaves a contact and gets a ticket', async ({ page }) => {
    await openHydrated(page, '/feedback');
    const form = page.getByRole('form', { name: 'Send feedback' });
    await expect(page.getByRole('region', { name: 'Log in to follow your feedback' })).toBeVisible();
    const images = form.getByLabel(/^Screenshots/);
    await images.setInputFiles([png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    await expect(form.getByText('four.png was not added: at most 3 images.')).toBeVisible();
    await expect(form.locator('[data-slot="upload-list"] > li')).toHaveCount(3);

    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.getByText('Leave an e-mail address or phone number so we can answer you.')).toBeVisible();
    await form.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Suggestion' }).click();
    await form.getByRole('textbox', { name: /^Your feedback/ }).fill('More bingo rooms in the evening, please.');
    await form.getByRole('textbox', { name: /^E-mail or phone/ }).fill('guest@example.com');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.locator('[data-slot="feedback-sent"]')).toContainText(/ticket #\d+/);
    await expect(page.getByText('We will answer you at the contact you left.')).toBeVisible();

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);
  });
});
