import type { LedgerEntry } from '@lobbykit/platform/endpoints/wallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { seedTimeout, seedValue, centrePage } from '../../../stories/seed.ts';
import AccountRecordPage from './account-record-page.tsx';

const meta = {
  title: 'Pages/Member centre/Account record',
  component: AccountRecordPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=transactionHistory', viewer: 'member' },
  },
} satisfies Meta<typeof AccountRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface RecordedLedger {
  list: LedgerEntry[];
  total: number;
  totals: { in: number; out: number; net: number };
}

/**
 * The demo member's ledger for the week before the recording. The page asks for the week before
 * today; the recording answers any range (apps/sandbox/scripts/story-fixtures.ts), so the story
 * shows the seeded week whatever day it runs.
 */
const recordedLedger = (type?: string) =>
  seedValue<RecordedLedger>('transactionHistory', type ? { type } : { pageNo: '1' }, 'member');

const recordPage = () => centrePage('account-record');

/** The ledger's rows once they are in, as many as the recorded page has. */
async function expectRows(page: Awaited<ReturnType<typeof recordPage>>, ledger: RecordedLedger) {
  const list = await page.findByRole('list', { name: new RegExp(`${ledger.total} `) }, seedTimeout);
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(ledger.list.length), seedTimeout);
  return list;
}

/** AURORA: the last week, every type, with the range's totals above the lines. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await recordPage();
    const ledger = recordedLedger();
    await expectRows(page, ledger);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const totals = within(page.getByText('In', { selector: 'dt' }).closest('dl')!);
    await expect(totals.getByText('Out', { selector: 'dt' })).toBeVisible();
    await expect(totals.getByText('Net', { selector: 'dt' })).toBeVisible();
    // The recorded week holds a withdrawal request: its reference is on its line.
    await expect(page.getAllByText(/· W\d+$/)[0]).toBeVisible();
  },
};

/** JADE: deposits only, chosen with the type chips. */
export const JadeDeposits: Story = {
  name: 'Deposits only (JADE)',
  globals: { brand: 'jade' },
  play: async () => {
    const page = await recordPage();
    await expectRows(page, recordedLedger());
    await userEvent.click(page.getByRole('button', { name: 'Deposits' }));
    const deposits = recordedLedger('deposit');
    const list = await expectRows(page, deposits);
    for (const row of within(list).getAllByRole('listitem')) {
      await expect(within(row).getByText('Deposit')).toBeVisible();
    }
  },
};

/** A custom range whose end comes before its start is said at once; nothing is asked for. */
export const ReversedRange: Story = {
  name: 'Reversed custom range',
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await recordPage();
    await userEvent.click(page.getByRole('button', { name: 'Choose dates' }));
    const from = page.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-06-10');
    const to = page.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-06-01');
    await expect(to).toHaveAccessibleDescription('The end comes before the start: choose a later day.');
    await expect(page.getByText('Choose a period')).toBeVisible();
  },
};

/** The record could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/v2/wallets/transactions', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await recordPage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('The account record could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
