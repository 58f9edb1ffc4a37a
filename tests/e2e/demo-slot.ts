import { expect as baseExpect, type Page } from '@playwright/test';
import { openHydrated } from './player.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

/** The sandbox's demo slot a spec plays for real money: PG's, so it plays from the PG game wallet on AURORA. */
export const slot = { vendor: 'PG', code: 'PG-RNG-00032', name: 'Silver Bonanza Power' };
export const gameFrame = (page: Page) => page.frameLocator('[data-slot="game-frame"]');
const amountIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Opens the slot for real money and spins once; answers what the game paid (0 on a loss). */
export async function spinOnce(page: Page, game = slot) {
  await openHydrated(page, `/game?gameType=RNG&vendor=${game.vendor}&gameCode=${game.code}&gameName=${game.name}`);
  const frame = gameFrame(page);
  await expect(frame.getByText('Real-money game', { exact: false })).toBeVisible();
  await frame.getByRole('button', { name: 'Spin' }).click();
  const outcome = frame.locator('output');
  await expect(outcome).not.toBeEmpty();
  const text = (await outcome.textContent()) ?? '';
  return { text, payout: text.startsWith('You win') ? amountIn(text) : 0 };
}
