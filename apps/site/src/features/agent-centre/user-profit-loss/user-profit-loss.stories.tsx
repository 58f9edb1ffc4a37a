import type { MemberProfit } from '@lobbykit/platform/endpoints/agent-reports';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentCentrePage, agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { seedTimeout, seedValue } from '../../../stories/seed.ts';
import UserProfitLossPage from './user-profit-loss-page.tsx';

const meta = {
  title: 'Pages/Agent centre/User profit and loss',
  component: UserProfitLossPage,
  ...agentPageStoryMeta('agentProfitLoss'),
  tags: ['!autodocs'],
} satisfies Meta<typeof UserProfitLossPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent1's downline's profit and loss over the 30 days before the recording, in either order. */
const recorded = (sort: 'profit-desc' | 'profit-asc') =>
  seedValue<{ list: MemberProfit[]; total: number }>('teamProfitLoss', { sort }, 'agent');

const profitPage = () => agentCentrePage('user-profit-loss');

/** The members' rows in the order the platform sent them. */
async function expectMembers(page: Awaited<ReturnType<typeof profitPage>>, rows: readonly MemberProfit[]) {
  await waitFor(() => {
    const table = page.getByRole('table', { name: /members? with settled bets/ });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(rows.map((row) => row.username));
  }, seedTimeout);
}

/** AURORA: each member's profit over the last 30 days, highest first. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await profitPage();
    await expectMembers(page, recorded('profit-desc').list);
    await expect(page.getByRole('button', { name: 'Highest profit first' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** JADE: the other order asks the platform again; lowest profit first. */
export const JadeSorted: Story = {
  name: 'Lowest first (JADE)',
  globals: { brand: 'jade' },
  play: async () => {
    const page = await profitPage();
    await expectMembers(page, recorded('profit-desc').list);
    await userEvent.click(page.getByRole('button', { name: 'Lowest profit first' }));
    await expectMembers(page, recorded('profit-asc').list);
  },
};

/** The report could not be read: what went wrong and a Retry button. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/agent/report/profit-loss', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await profitPage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText("The team's profit and loss could not be loaded")).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
