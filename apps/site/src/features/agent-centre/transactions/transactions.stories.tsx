import type { TeamLedgerEntry } from '@lobbykit/platform/endpoints/agent-reports';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentCentrePage, agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { seedTimeout, seedValue } from '../../../stories/seed.ts';
import TransactionsPage from './transactions-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Transaction details',
  component: TransactionsPage,
  ...agentPageStoryMeta('agentTransactions'),
  tags: ['!autodocs'],
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface RecordedLines {
  list: TeamLedgerEntry[];
  total: number;
}

/** The ledger lines of agent1 and the downline for the week before the recording. */
const recorded = (filters: Record<string, string> = { pageNo: '1' }) =>
  seedValue<RecordedLines>('teamTransactions', filters, 'agent');

const transactionsPage = () => agentCentrePage('agent-transactions');

async function expectLines(page: Awaited<ReturnType<typeof transactionsPage>>, lines: RecordedLines) {
  await waitFor(() => {
    const list = page.getByRole('list', { name: lines.total === 1 ? '1 transaction' : `${lines.total} transactions` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(lines.list.length);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(`${lines.list[0]!.username} ·`);
  }, seedTimeout);
}

/** AURORA: the team's last week, each line naming whose it is. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await transactionsPage();
    await expectLines(page, recorded());
  },
};

/** JADE: deposits only — the type asks the platform again. */
export const JadeDeposits: Story = {
  name: 'Deposits (JADE)',
  globals: { brand: 'jade' },
  play: async () => {
    const page = await transactionsPage();
    await expectLines(page, recorded());
    await userEvent.click(page.getByRole('button', { name: 'Deposits' }));
    await expectLines(page, recorded({ type: 'deposit' }));
  },
};

/** The lines could not be read: what went wrong and a Retry button. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/agent/report/transactions', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await transactionsPage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('The transaction details could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
