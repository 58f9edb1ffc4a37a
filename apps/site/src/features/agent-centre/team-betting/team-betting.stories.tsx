import type { TeamBet } from '@lobbykit/platform/endpoints/agent-reports';
import type { BetTotals } from '@lobbykit/platform/endpoints/bets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentCentrePage, agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import TeamBettingPage from './team-betting-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Team betting',
  component: TeamBettingPage,
  ...agentPageStoryMeta('agentTeamBetting', { overlays: true }),
  tags: ['!autodocs'],
} satisfies Meta<typeof TeamBettingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface RecordedTeamBets {
  list: TeamBet[];
  total: number;
  totals: BetTotals;
}

/** agent1's downline's bets for the week before the recording (apps/sandbox/scripts/story-fixtures.ts). */
const recordedBets = (filters: Record<string, string> = { pageNo: '1' }) =>
  seedValue<RecordedTeamBets>('teamBets', filters, 'agent');

const teamPage = () => agentCentrePage('team-betting');

/** The bets shown, once in: one Details button per bet, and the totals of the whole range. */
async function expectBets(page: Awaited<ReturnType<typeof teamPage>>, bets: RecordedTeamBets) {
  await waitFor(() => {
    const totals = within(page.getByText('Bets', { selector: 'dt' }).closest('dl')!);
    expect(totals.getByText(String(bets.totals.bets), { selector: 'dd' })).toBeVisible();
    expect(page.getAllByRole('button', { name: /^Details of the bet on/ })).toHaveLength(bets.list.length);
  }, seedTimeout);
}

/** AURORA: the team's last week, each bet naming its member; a bet's details open. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const page = await teamPage();
    const bets = recordedBets();
    await expectBets(page, bets);
    const first = bets.list[0]!;
    await expect(page.getAllByText(first.username, { exact: false }).some((node) => node.checkVisibility())).toBe(true);
    await userEvent.click(page.getAllByRole('button', { name: /^Details of the bet on/ })[0]!);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Bet details' }, seedTimeout);
    await expectVisible(dialog);
    await expect(within(dialog).getByText(first.roundRef)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Bet details' })).toBeNull());
  },
};

/** JADE: won bets only — the filter asks the platform again, from the first page. */
export const JadeFilters: Story = {
  name: 'Filters (JADE)',
  globals: { brand: 'jade' },
  play: async () => {
    const page = await teamPage();
    await expectBets(page, recordedBets());
    await userEvent.click(page.getByRole('button', { name: 'Won' }));
    await expectBets(page, recordedBets({ status: 'won' }));
  },
};

/** The team's bets could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/agent/report/bets', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await teamPage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText("The team's bets could not be loaded")).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
