import type { Deposit, DepositChannel } from '@lobbykit/platform/endpoints/wallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { expectVisible, seedTimeout, seedValue, centrePanel } from '../../../stories/seed.ts';
import DepositPage from './deposit-page.tsx';

const pagePath = '/?centre=member&page=depositv2';

/** The demo member's channels and first page of deposits, as the sandbox answered them for this brand. */
const seededChannels = () => seedValue<{ channels: DepositChannel[] }>('depositChannels', {}, 'member').channels;
const seededDeposits = () => seedValue<{ list: Deposit[] }>('deposits', { pageNo: '1', pageSize: '12' }, 'member').list;

const meta = {
  title: 'Pages/Member centre/Deposit',
  component: DepositPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: pagePath, viewer: 'member' },
  },
} satisfies Meta<typeof DepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page once its channels are in. */
async function depositPage() {
  const panel = await centrePanel();
  const form = await within(panel).findByRole('form', { name: 'Make a deposit' }, seedTimeout);
  await expectVisible(form);
  return { panel: within(panel), form: within(form) };
}

/** Every seeded channel under its kind with its limits, and the seeded history with its statuses. */
async function expectSeededPage() {
  const { panel, form } = await depositPage();
  const channels = seededChannels();
  const kinds = { bank: 'Bank transfer', 'e-wallet': 'E-wallets', other: 'Others' } as const;
  for (const channel of channels) {
    const group = within(form.getByRole('group', { name: kinds[channel.type] }));
    await expect(group.getByRole('radio', { name: channel.name })).toBeInTheDocument();
  }
  await expect(form.getByRole('radio', { name: channels[0]!.name })).toBeChecked();
  const history = await panel.findByRole('list', { name: 'Your deposits' }, seedTimeout);
  await waitFor(() =>
    expect(history.querySelectorAll('[data-slot="deposit-row"]')).toHaveLength(seededDeposits().length),
  );
  const statuses = [...history.querySelectorAll<HTMLElement>('[data-slot="deposit-row"]')].map(
    (row) => row.dataset.status,
  );
  await expect(statuses).toEqual(seededDeposits().map((deposit) => deposit.status));
  return { panel, form, channels };
}

/** A preset chosen on the channel with a fee (or the first): the total adds the fee before paying. */
async function expectTotalWithFee() {
  const { form, channels } = await expectSeededPage();
  const channel = channels.find((candidate) => candidate.fee > 0) ?? channels[0]!;
  await userEvent.click(form.getByRole('radio', { name: channel.name }));
  const chips = within(form.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
  await expect(chips).toHaveLength(channel.presets.length);
  await userEvent.click(chips[0]!);
  await expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
  const total = form.getByText('You pay').closest('dl')!;
  await expect(total).toBeVisible();
  await expect(form.getByLabelText(/^Amount/)).not.toHaveValue('');
}

/** AURORA: bank transfer, two e-wallets and two others (USDT and card, with fees). */
export const Aurora: Story = {
  name: 'Deposit (AURORA)',
  globals: { brand: 'aurora' },
  play: expectTotalWithFee,
};

/** JADE: its own colours, bank transfer and GCash (with a fee). */
export const Jade: Story = {
  name: 'Deposit (JADE)',
  globals: { brand: 'jade' },
  play: expectTotalWithFee,
};

/** An amount under the channel's minimum: said at the field as it is left, and nothing is sent. */
export const AmountError: Story = {
  name: 'An amount below the minimum',
  globals: { brand: 'aurora' },
  play: async () => {
    const { form } = await depositPage();
    const amount = form.getByLabelText(/^Amount/);
    await userEvent.type(amount, '1');
    await userEvent.tab();
    await expect(await form.findByText(/^The smallest amount here is/)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter an amount to see what you will pay.')).toBeVisible();
  },
};

/** A deposit of the story's own, put at the top of the seeded history as the platform would. */
function historyWith(status: Deposit['status']) {
  return http.get('*/wps/v2/wallets/deposit', () => {
    const [newest, ...rest] = seededDeposits();
    const returned = {
      ...newest!,
      depositId: 9001,
      status,
      settledAt: status === 'pending' ? null : newest!.settledAt,
    };
    return HttpResponse.json({ success: true, value: { list: [returned, newest, ...rest], totalPages: 1 } });
  });
}

/** Back from the payment page with the deposit paid: the outcome, the new balance, the address cleaned. */
export const ReturnedCredited: Story = {
  name: 'Back from paying: credited',
  globals: { brand: 'aurora' },
  parameters: {
    page: { path: `${pagePath}&deposit=9001&status=credited`, viewer: 'member' },
    msw: [historyWith('credited'), ...platformHandlers],
  },
  play: async () => {
    const { panel } = await depositPage();
    const outcome = await panel.findByText('Deposit credited', undefined, seedTimeout);
    await expectVisible(outcome);
    // The balance is read again once the deposit is credited, then shown.
    await waitFor(
      () =>
        expect(outcome.closest('[data-slot="deposit-outcome"]')).toHaveTextContent(
          /D9001 .* is in your wallet\. Your balance is P[\d,]+\.\d{2}\./,
        ),
      seedTimeout,
    );
  },
};

/** Back with the payment left for later: the page says it is waiting, and the history marks it pending. */
export const ReturnedPending: Story = {
  name: 'Back from paying: pending',
  globals: { brand: 'jade' },
  parameters: {
    page: { path: `${pagePath}&deposit=9001&status=pending`, viewer: 'member' },
    msw: [historyWith('pending'), ...platformHandlers],
  },
  play: async () => {
    const { panel } = await depositPage();
    await expectVisible(await panel.findByText('Waiting for your payment', undefined, seedTimeout));
    const history = await panel.findByRole('list', { name: 'Your deposits' });
    await expect(history.querySelector('[data-slot="deposit-row"]')).toHaveAttribute('data-status', 'pending');
    await expect(panel.getByText(/1 deposit is waiting for its payment/)).toBeVisible();
  },
};
