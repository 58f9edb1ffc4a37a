import type { BetTotals } from '@lobbykit/platform/endpoints/bets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { centrePage, seedTimeout, seedValue } from '../../../stories/seed.ts';
import ProfitLossPage from './profit-loss-page.tsx';

const meta = {
  title: 'Pages/Member centre/Profit and loss',
  component: ProfitLossPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=personalProfit', viewer: 'member' },
  },
} satisfies Meta<typeof ProfitLossPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface RecordedReport {
  periods: (BetTotals & { start: number })[];
  gameTypes: (BetTotals & { gameType: string })[];
  totals: BetTotals;
}

/** The demo member's last 30 days before the recording; the recording answers any range. */
const recordedReport = (period: 'day' | 'week') => seedValue<RecordedReport>('profitLoss', { period }, 'member');

const reportPage = () => centrePage('profit-loss');

/** The per-period table (what the chart draws) once it holds this many periods. */
async function expectPeriods(page: Awaited<ReturnType<typeof reportPage>>, report: RecordedReport) {
  await waitFor(() => {
    const table = page.getByRole('table', { name: 'Profit and loss per period' });
    // A header row, then one row per period.
    expect(within(table).getAllByRole('row')).toHaveLength(report.periods.length + 1);
  }, seedTimeout);
}

/** AURORA: the last 30 days per day, the totals, the chart and the game types. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await reportPage();
    const report = recordedReport('day');
    await expectPeriods(page, report);
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    const totals = within(page.getByText('Bets', { selector: 'dt' }).closest('dl')!);
    await expect(totals.getByText(String(report.totals.bets), { selector: 'dd' })).toBeVisible();
    const types = page.getByRole('table', { name: 'Per game type' });
    await expect(within(types).getAllByRole('row')).toHaveLength(report.gameTypes.length + 1);
  },
};

/** JADE: per week instead of per day. */
export const JadeWeeks: Story = {
  name: 'Per week (JADE)',
  globals: { brand: 'jade' },
  play: async () => {
    const page = await reportPage();
    await expectPeriods(page, recordedReport('day'));
    await userEvent.click(page.getByRole('button', { name: 'Week' }));
    const weeks = recordedReport('week');
    await expectPeriods(page, weeks);
    await expect(page.getAllByRole('rowheader')[0]).toHaveTextContent(/^Week of \d{4}-\d{2}-\d{2}$/);
  },
};

/** The report could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/relay/ODSFE2_getPersonalProfitLoss', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await reportPage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your profit and loss could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
