import type { PayoutAccount, Withdrawal } from '@lobbykit/platform/endpoints/wallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { seedTimeout, seedValue, centrePage } from '../../../stories/seed.ts';
import WithdrawalPage from './withdrawal-page.tsx';

const meta = {
  title: 'Pages/Member centre/Withdrawal',
  component: WithdrawalPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=withdraw', viewer: 'member' },
  },
} satisfies Meta<typeof WithdrawalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member's first page of requests and their accounts, as the sandbox answered them for this brand. */
const seededRequests = () =>
  seedValue<{ list: Withdrawal[] }>('withdrawals', { pageNo: '1', pageSize: '12' }, 'member').list;
const seededAccounts = () => seedValue<{ accounts: PayoutAccount[] }>('payoutAccounts', {}, 'member').accounts;

/** The page once its reads are in: the request form, the requests and the accounts. */
const withdrawalPage = () => centrePage('withdrawal');

/** The seeded requests in order with their statuses, the accounts, and the form ready. */
async function expectSeededPage() {
  const page = await withdrawalPage();
  const form = await page.findByRole('form', { name: 'Request a withdrawal' }, seedTimeout);
  const list = await page.findByRole('list', { name: 'Withdrawal requests' }, seedTimeout);
  const rows = () => [...list.querySelectorAll<HTMLElement>('[data-slot="withdrawal-row"]')];
  const requests = seededRequests();
  await waitFor(() => expect(rows()).toHaveLength(requests.length), seedTimeout);
  await expect(rows().map((row) => row.dataset.status)).toEqual(requests.map((request) => request.status));
  const paid = requests.filter((request) => request.status === 'paid');
  await expect(paid).toHaveLength(2);
  await expect(page.getAllByRole('button', { name: /^Confirm receipt of / })).toHaveLength(2);
  const accounts = page.getByRole('list', { name: 'Your payout accounts' });
  await expect(within(accounts).getAllByRole('listitem')).toHaveLength(seededAccounts().length);
  await expect(page.getByRole('progressbar', { name: 'Turnover played' })).toBeInTheDocument();
  return { page, form: within(form), rows };
}

/** AURORA: bank, GCash and Maya, 100 to 50,000 a request by bank. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const { form } = await expectSeededPage();
    await expect(form.getByText(/Per request: P100\.00 to P50,000\.00\./)).toBeVisible();
  },
};

/** JADE: its colours, 500 to 30,000 by bank, and the payee name wants two words. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async () => {
    const { page, form } = await expectSeededPage();
    await expect(form.getByText(/Per request: P500\.00 to P30,000\.00\./)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add a payout account' }));
    const add = within(await page.findByRole('form', { name: 'Add a payout account' }));
    const payee = add.getByLabelText(/^Payee name/);
    await expect(payee).toHaveAccessibleDescription('Your full name, two words separated by a space, 3-40 characters.');
    await userEvent.type(payee, 'Juan');
    await userEvent.click(add.getByRole('button', { name: 'Add account' }));
    await expect(payee).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * The answer to a payout, "nothing arrived": a picture of another type, one over 5 MB and a fourth
 * are each refused with its message as they are picked, and nothing is sent (the story answers no
 * confirmation call).
 */
export const ConfirmationProofErrors: Story = {
  name: 'Confirmation: proof images refused',
  globals: { brand: 'aurora' },
  play: async () => {
    const { page } = await expectSeededPage();
    await userEvent.click(page.getByRole('button', { name: 'Confirm receipt of P300.00' }));
    const form = within(await page.findByRole('form', { name: 'Did you receive P300.00?' }));
    await userEvent.click(form.getByRole('button', { name: 'Nothing' }));
    const remark = form.getByLabelText(/^What happened/);
    await userEvent.type(remark, 'Nothing reached my bank 😞');
    await expect(remark).toHaveAccessibleDescription('25/140');

    const proofs = form.getByLabelText(/^Proof images/);
    const user = userEvent.setup({ applyAccept: false });
    const png = (name: string, size = 1024) =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(size)], name, {
        type: 'image/png',
      });
    await user.upload(proofs, new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' }));
    await expect(form.getByText('receipt.gif was not added: use .png, .jpg, .jpeg images.')).toBeVisible();
    await user.upload(proofs, png('scan.png', 5 * 1024 * 1024));
    await expect(form.getByText('scan.png was not added: it is larger than 5 MB.')).toBeVisible();
    await user.upload(proofs, [png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    await expect(form.getByText('four.png was not added: at most 3 images.')).toBeVisible();
    await expect(
      [...document.querySelectorAll('[data-slot="upload-file-name"]')].map((name) => name.textContent),
    ).toEqual(['one.png', 'two.png', 'three.png']);
  },
};
