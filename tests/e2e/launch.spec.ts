import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { openHydrated, signIn } from './player.ts';

/**
 * Spec §4 game launch, end to end against the sandbox: the lottery launch with and without its
 * optional parameters, the Vietnamese lottery lobby, the third-party game route, the VASSALAGE
 * popup list, the RNG vendor switch, cockfight (DS88), the action gate for guests and trial
 * accounts, and the confirmation before leaving a game.
 *
 * Members here are players nobody else's tests sign in with, since every launch adds to the
 * player's recent games.
 */

// The machine that runs the tier may be busy: lazy chunks and the sandbox can take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const isLaunch = (request: Request) => request.url().includes('/wps/relay/GCS_gameLaunchFB');

/** The launch call's query, once the page has made it. */
async function launchQuery(page: Page, action: () => Promise<unknown>) {
  const [request] = await Promise.all([page.waitForRequest(isLaunch), action()]);
  return new URL(request.url()).searchParams;
}

const gameFrame = (page: Page) => page.frameLocator('[data-slot="game-frame"]');

/** Opens a category menu of the header bar (a disclosure from xl up) and returns its panel. */
async function openCategoryMenu(page: Page, label: string) {
  const button = page.locator('[data-slot="header-bottom"]').getByRole('button', { name: label, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await button.getAttribute('aria-controls')}`);
}

test.describe('lottery launch', () => {
  test('plays a named lottery on /lottery with its game code, vendor and play type', async ({ page }) => {
    await signIn(page, 'player09');
    const query = await launchQuery(page, () =>
      openHydrated(page, '/lottery?gameCode=PH_6_45&vendor=TCG_SEA&playType=6D'),
    );
    expect(Object.fromEntries(query)).toMatchObject({
      launchMode: 'LOTT',
      accountType: '1',
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      lottoGameCode: 'PH_6_45',
      lottoView: 'betting',
      playType: '6D',
      language: 'EN',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mega Lotto 6/45');
    // The header is there, its category bar is not (spec §2).
    await expect(page.locator('[data-slot="site-header"]')).toBeVisible();
    await expect(page.locator('[data-slot="header-bottom"]')).toHaveCount(0);
    await expect(gameFrame(page).getByRole('heading', { name: 'Mega Lotto 6/45' })).toBeVisible();
    await gameFrame(page).getByRole('button', { name: 'Quick pick' }).click();
    await expect(gameFrame(page).locator('output')).toContainText('Your numbers:');
  });

  test('leaves out what is not given: the vendor alone opens its lottery lobby', async ({ page }) => {
    await signIn(page, 'player09');
    const query = await launchQuery(page, () => openHydrated(page, '/lottery?vendor=TCG_SEA'));
    expect(query.get('vassalage')).toBe('TCG_SEA');
    expect(query.has('lottoGameCode')).toBe(false);
    expect(query.has('playType')).toBe(false);
    await expect(gameFrame(page).getByText('Thai Government Lottery')).toBeVisible();
  });

  test('the header’s lottery vendors: E-Lottery plays on /lottery, GW is a third-party game', async ({ page }) => {
    await signIn(page, 'player10');
    let panel = await openCategoryMenu(page, 'Lottery');
    await panel.getByRole('link', { name: /E-Lottery/ }).click();
    await expect(page).toHaveURL(/\/lottery\?vendor=ELOTT$/);
    await expect(gameFrame(page).getByText('PK10 Racing')).toBeVisible();

    await openHydrated(page, '/elott');
    panel = await openCategoryMenu(page, 'Lottery');
    await panel.getByRole('link', { name: /GW Lottery/ }).click();
    await expect(page).toHaveURL(/\/game\?gameType=ELOTT&vendor=GW/);
    await expect(gameFrame(page).getByRole('heading', { name: 'GW Lottery Lobby' })).toBeVisible();
  });

  test('opens the Vietnamese lottery lobby with the lobby launch parameters', async ({ page }) => {
    await signIn(page, 'player09');
    const query = await launchQuery(page, () => openHydrated(page, '/vnlottery'));
    expect(Object.fromEntries(query)).toMatchObject({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoView: 'lobby',
      device: 'WEB',
      language: 'EN',
      vassalage: 'TCG_LOTTO_VN',
    });
    expect(query.get('backUrl')).toMatch(/\/elott$/);
    await expect(gameFrame(page).getByText('Northern Vietnam Lottery')).toBeVisible();
    await expect(gameFrame(page).getByText('Mega Lotto 6/45')).toHaveCount(0);

    const betting = await launchQuery(page, () =>
      openHydrated(page, '/vnlottery?lottoGameCode=VN_FAST5&lottoPrizeMode=ZY&lottoView=betting'),
    );
    expect(Object.fromEntries(betting)).toMatchObject({
      lottoGameCode: 'VN_FAST5',
      lottoPrizeMode: 'ZY',
      lottoView: 'betting',
    });
    await expect(gameFrame(page).getByRole('heading', { name: 'Vietnam Fast 5 Minutes' })).toBeVisible();
  });
});

test.describe('third-party launch', () => {
  test('a game opens in the game route’s frame, launched with GLS for real money', async ({ page }) => {
    await signIn(page, 'player11');
    const query = await launchQuery(page, () =>
      openHydrated(page, '/game?gameType=FISH&vendor=JL&gameCode=JL-FISH-00001&gameName=Royal+Fishing'),
    );
    expect(Object.fromEntries(query)).toMatchObject({
      launchMode: 'GLS',
      accountType: '1',
      vassalage: 'JL',
      gameType: 'FISH',
      gameCode: 'JL-FISH-00001',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Royal Fishing');
    await expect(page.getByText('JILI Fishing', { exact: true })).toBeVisible();
    await expect(gameFrame(page).getByRole('heading', { name: 'Royal Fishing' })).toBeVisible();
    await gameFrame(page).getByRole('button', { name: 'Spin' }).click();
    await expect(page.getByRole('link', { name: 'Back to Fishing' })).toHaveAttribute('href', '/fish');
  });

  test('a live casino vendor (VASSALAGE) opens a popup list of its tables', async ({ page }) => {
    await signIn(page, 'player11');
    await openHydrated(page, '/live');
    const panel = await openCategoryMenu(page, 'Live casino');
    await panel.getByRole('link', { name: /Evolution/ }).click();
    const popup = page.getByRole('dialog', { name: 'Evolution games' });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(/\/live$/);
    const tables = popup.getByRole('list', { name: 'Games by Evolution' }).getByRole('listitem');
    await expect(tables).toHaveCount(12);
    await popup.getByRole('button', { name: 'Show more games' }).click();
    await expect(tables).toHaveCount(18);
    await expect(popup.getByRole('button', { name: 'Show more games' })).toHaveCount(0);

    const table = popup.getByRole('button', { name: /^Play / }).first();
    const name = (await table.getAttribute('aria-label'))?.replace(/^Play /, '') ?? '';
    await table.click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/game\?gameType=LIVE&vendor=EVO&gameCode=EVO-LIVE-/);
    await expect(gameFrame(page).getByRole('heading', { level: 1 })).toBeVisible();
    if (name) await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('the popup closes with Escape and leaves the page as it was', async ({ page }) => {
    await signIn(page, 'player11');
    await openHydrated(page, '/live');
    const panel = await openCategoryMenu(page, 'Live casino');
    await panel.getByRole('link', { name: /Dream Gaming/ }).click();
    const popup = page.getByRole('dialog', { name: 'Dream Gaming games' });
    await expect(popup.getByRole('listitem')).toHaveCount(10);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/live$/);
  });

  test('cockfight has no page: its header item launches DS88’s first game', async ({ page }) => {
    await signIn(page, 'player12');
    const item = page.locator('[data-slot="header-bottom"]').getByRole('link', { name: 'DS88 Sabong' });
    const query = await launchQuery(page, () => item.click());
    await expect(page).toHaveURL(/\/game\?gameType=COCKFIGHT&vendor=DS88/);
    expect(query.get('vassalage')).toBe('DS88');
    expect(query.get('gameCode')).toMatch(/^DS88-COCKFIGHT-0000[12]$/);
    await expect(gameFrame(page).getByRole('heading', { name: /Sabong/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });
});

test.describe('RNG vendor switch', () => {
  test('a slots, fishing or cards vendor in the header switches the lobby’s vendor, guests too', async ({ page }) => {
    await openHydrated(page, '/');
    let panel = await openCategoryMenu(page, 'Slots');
    await panel.getByRole('link', { name: /PG Soft/ }).click();
    await expect(page).toHaveURL(/\/rng\?vendor=PG$/);
    expect(await page.evaluate(() => sessionStorage.getItem('lobbyVendor:RNG'))).toBe('PG');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);

    panel = await openCategoryMenu(page, 'Fishing');
    await panel.getByRole('link', { name: /JILI Fishing/ }).click();
    await expect(page).toHaveURL(/\/fish\?vendor=JL$/);
    expect(await page.evaluate(() => sessionStorage.getItem('lobbyVendor:FISH'))).toBe('JL');
  });
});

test.describe('the action gate', () => {
  test('a guest who picks a vendor to launch stays on its category page with the login popup', async ({ page }) => {
    await openHydrated(page, '/');
    let launched = false;
    page.on('request', (request) => {
      if (isLaunch(request)) launched = true;
    });
    const panel = await openCategoryMenu(page, 'Sports');
    await panel.getByRole('link', { name: /SBOBET/ }).click();
    await expect(page).toHaveURL(/\/sports$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(launched).toBe(false);
  });

  test('a guest who opens a game’s address is asked to sign in instead of the game starting', async ({ page }) => {
    let launched = false;
    page.on('request', (request) => {
      if (isLaunch(request)) launched = true;
    });
    const gamePath = '/game?gameType=RNG&vendor=PG&gameCode=PG-RNG-00001&gameName=Lucky+Spins';
    await openHydrated(page, gamePath);
    const prompt = page.locator('[data-slot="sign-in-prompt"]');
    await expect(prompt).toContainText('Log in to play');
    await expect(page.locator('[data-slot="game-frame"]')).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('player08');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo1234');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    // Spec §2: signing in lands on the home page; the game's address now starts the game.
    await expect(page).toHaveURL(/\/$/);
    expect(launched).toBe(false);
    await openHydrated(page, gamePath);
    await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeVisible();
  });

  test('a trial account is blocked with the real-account warning', async ({ page }) => {
    // EMBER offers free play, which signs in a trial (type 4) account.
    await openHydrated(page, '/?brand=EMBER');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('button', { name: 'Play for free' }).click();
    await expect(login).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    let launched = false;
    page.on('request', (request) => {
      if (isLaunch(request)) launched = true;
    });

    const panel = await openCategoryMenu(page, 'Live casino');
    await panel.getByRole('link', { name: /Evolution/ }).click();
    const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog', { name: 'Evolution games' })).toHaveCount(0);

    await openHydrated(page, '/game?gameType=RNG&vendor=PG&gameCode=PG-RNG-00001');
    await expect(page.locator('main[data-screen="game"]')).toContainText('A real account is needed');
    expect(launched).toBe(false);
  });
});

test.describe('leaving a game', () => {
  const gamePath = '/game?gameType=RNG&vendor=PG&gameCode=PG-RNG-00002&gameName=Golden+Reels';

  async function playing(page: Page) {
    await signIn(page, 'player07');
    await openHydrated(page, gamePath);
    await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeVisible();
  }

  test('a link of the site asks first; staying keeps the game, leaving follows the link', async ({ page }) => {
    await playing(page);
    const promotions = page.locator('[data-slot="header-bottom"]').getByRole('link', { name: 'Promotions' });
    await promotions.click();
    const confirm = page.getByRole('alertdialog', { name: 'Leave the game?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep playing' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/game\?/);
    await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeVisible();

    await promotions.click();
    await confirm.getByRole('button', { name: 'Leave game' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.locator('main[data-screen="promotions"]')).toBeVisible();
  });

  test('Back asks first, and goes back once confirmed', async ({ page }) => {
    await playing(page);
    await page.goBack();
    const confirm = page.getByRole('alertdialog', { name: 'Leave the game?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep playing' }).click();
    await expect(page).toHaveURL(/\/game\?/);

    await page.goBack();
    await confirm.getByRole('button', { name: 'Leave game' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  });

  test('closing the tab raises the browser’s leave prompt', async ({ page }) => {
    await playing(page);
    // Browsers ask only once the reader has interacted with the page.
    await page.getByRole('heading', { level: 1 }).click();
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const prompt = await dialog;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.accept();
  });
});
