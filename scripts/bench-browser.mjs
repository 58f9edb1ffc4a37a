// What the benchmark's browser timings share: opening a page once it has hydrated, signing in as
// a player does, and percentiles.

/** The p-th percentile (nearest rank) of durations in milliseconds, rounded to 0.1 ms. */
export function percentile(/** @type {number[]} */ values, /** @type {number} */ p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return Math.round((sorted[rank - 1] ?? Number.NaN) * 10) / 10;
}

/**
 * Opens a page and waits until it has hydrated: the server draws it complete, and a press before
 * the page's code runs is made only once it is live.
 * @param {import('playwright').Page} page
 * @param {string} url
 */
export async function openHydrated(page, url) {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * Signs in through the login popup, as the demo member unless another is named.
 * @param {import('playwright').Page} page
 * @param {string} siteUrl
 * @param {string} [username]
 */
export async function signIn(page, siteUrl, username = 'demo') {
  await openHydrated(page, `${siteUrl}/`);
  await page.locator('[data-slot="guest-actions"]').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.locator('[data-slot="member-area"]').waitFor({ timeout: 30_000 });
}
