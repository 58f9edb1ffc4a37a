import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { expectShown } from '../../../stories/locale-axis.ts';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { expectVisible, seedTimeout, seedValue, centrePage, centrePanel } from '../../../stories/seed.ts';
import MyWalletPage from './my-wallet-page.tsx';
import type { MerchantWallet } from './use-merchant-wallet.ts';

const meta = {
  title: 'Pages/Member centre/My wallet',
  component: MyWalletPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=transferFund', viewer: 'member' },
  },
} satisfies Meta<typeof MyWalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member's wallets as the sandbox answered them for this brand. */
const recorded = () => seedValue<MerchantWallet>('merchantWallet', {}, 'member');

/** An amount as the page writes it in EN: the sandbox's currency sign P, grouped, two decimals. */
const peso = (amount: number) =>
  `P${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The page once the wallets have been read. */
const walletPage = () => centrePage('my-wallet');

/** The total and, on a brand with game wallets, each of them with what it holds. */
async function expectRecordedWallets() {
  const page = await walletPage();
  const { wallets } = recorded();
  const total = wallets.reduce((sum, wallet) => sum + wallet.balance, 0);
  await expect(page.getByText(peso(total), { selector: '[data-slot="wallet-total"]' })).toBeVisible();
  const rows = [...document.querySelectorAll<HTMLElement>('[data-slot="game-wallet"]')];
  await expect(rows.map((row) => row.textContent)).toEqual(
    wallets.filter((wallet) => wallet.wallet !== 'MAIN').map((wallet) => `${wallet.name}${peso(wallet.balance)}`),
  );
  return page;
}

/** AURORA keeps a wallet per game vendor: each with its balance, the transfer form and "gather all". */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await expectRecordedWallets();
    const form = within(page.getByRole('form', { name: 'Move money between wallets' }));
    const main = recorded().wallets.find((wallet) => wallet.wallet === 'MAIN')!;
    await expect(form.getByText(`Available: ${peso(main.balance)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gather all into main wallet' })).toBeEnabled();
  },
};

/** JADE keeps one wallet: it is shown, and the page says kindly why nothing can be moved. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async () => {
    const page = await expectRecordedWallets();
    await expect(page.getByText('One wallet for everything')).toBeVisible();
    await expect(page.queryByRole('form')).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Gather all into main wallet' })).not.toBeInTheDocument();
  },
};

/** More than the main wallet holds, and three decimals: each said at the field as typed, nothing sent. */
export const AmountRefused: Story = {
  name: 'Amount refused as typed',
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await walletPage();
    const form = within(page.getByRole('form', { name: 'Move money between wallets' }));
    const amount = form.getByRole('textbox', { name: /^Amount/ });
    const main = recorded().wallets.find((wallet) => wallet.wallet === 'MAIN')!;
    await userEvent.type(amount, String(main.balance + 1));
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }));
    await expect(form.getByText(`That is more than you have: at most ${peso(main.balance)}.`)).toBeVisible();
    await expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.005');
    await expect(form.getByText('Use at most two decimals (cents).')).toBeVisible();
    await expect(amount).toHaveValue('1.005');
  },
};

const transferPath = '*/wps/relay/GCS_walletTransfer';

/** Money into the first game wallet with the keyboard: the page sends exactly what was chosen and says it is done. */
export const MoveIntoGameWallet: Story = {
  name: 'Move money into a game wallet',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.post(transferPath, async ({ request }) => {
        const body = (await request.json()) as { amount: number; fromWallet: string; toWallet: string };
        const total = recorded().wallets.reduce((sum, wallet) => sum + wallet.balance, 0);
        const right =
          body.amount === 100 && body.fromWallet === 'MAIN' && body.toWallet === recorded().wallets[1]!.wallet;
        return HttpResponse.json(
          right
            ? { success: true, value: { transactionId: 'story-1', sumBalance: total } }
            : { success: false, code: 'INVALID_INPUT', message: `unexpected transfer ${JSON.stringify(body)}` },
        );
      }),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await walletPage();
    const game = recorded().wallets[1]!;
    const form = within(page.getByRole('form', { name: 'Move money between wallets' }));
    await expect(form.getByText(`From Main wallet to ${game.name}`)).toBeVisible();
    form.getByRole('textbox', { name: /^Amount/ }).focus();
    await userEvent.keyboard('100{Enter}');
    await expect(
      await page.findByText(`P100.00 moved from Main wallet to ${game.name}.`, {}, seedTimeout),
    ).toBeVisible();
  },
};

/** "Gather all" asks first, saying how much moves; Cancel leaves everything where it was. */
export const GatherQuestion: Story = {
  name: 'Gather all: the question',
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await walletPage();
    const inGames = recorded()
      .wallets.filter((wallet) => wallet.wallet !== 'MAIN')
      .reduce((sum, wallet) => sum + wallet.balance, 0);
    await userEvent.click(page.getByRole('button', { name: 'Gather all into main wallet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Gather everything into the main wallet?' });
    await expectVisible(dialog);
    await expect(dialog).toHaveTextContent(`${peso(inGames)} moves from your game wallets into your main wallet.`);
  },
};

/** The wallets could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/relay/GCS_merchantWallet', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const panel = await centrePanel();
    const alert = await within(panel).findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your wallets could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** AURORA's wallets, for the visual matrix's locale axis. */
export const Locales: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    await expectShown('[data-slot="wallet-total"]');
    await expectShown('[data-slot="game-wallet"]');
  },
};
