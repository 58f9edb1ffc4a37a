import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentCentrePanel, agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import { expectShown } from '../../../stories/locale-axis.ts';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import TeamOverviewPage from './team-overview-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Team overview',
  component: TeamOverviewPage,
  ...agentPageStoryMeta('agentTeamOverview'),
  tags: ['!autodocs'],
} satisfies Meta<typeof TeamOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function figures() {
  const panel = await agentCentrePanel();
  const cards = await waitForFigures(panel);
  return { panel: within(panel), cards: within(cards) };
}

async function waitForFigures(panel: HTMLElement) {
  const size = await within(panel).findByText('Team size', {}, seedTimeout);
  await expectVisible(size);
  return size.closest('dl')!;
}

/** AURORA: agent1's team figures for the past week, as recorded from the sandbox. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    const { cards } = await figures();
    const { teamSize } = seedValue<{ teamSize: number }>('teamOverview', {}, 'agent');
    await expect(cards.getByText('Team size').nextElementSibling).toHaveTextContent(String(teamSize));
    await expect(cards.getByText('Turnover')).toBeVisible();
  },
};

/** JADE: another period chosen; the figures are read again for it. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async () => {
    const { panel, cards } = await figures();
    await userEvent.click(panel.getByRole('button', { name: 'Last 30 days' }));
    await expect(panel.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    // The week's figures stay, dimmed, until the month's arrive: wait for those, not the dimmed ones.
    const figuresBox = cards.getByText('Team size').closest('[data-slot="team-overview"]')!;
    await waitFor(() => expect(figuresBox.querySelector('[aria-busy="true"]')).toBeNull(), seedTimeout);
    await expectVisible(await panel.findByText('Profit and loss', {}, seedTimeout));
  },
};

/** The figures could not be read: what went wrong and a Retry button. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/agent/team/overview', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const panel = await agentCentrePanel();
    const alert = await within(panel).findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText("Your team's figures could not be loaded")).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** AURORA: agent1's team figures, for the visual matrix's locale axis. */
export const Locales: Story = {
  globals: { brand: 'aurora' },
  play: async () => {
    await expectShown('[data-slot="team-figures"] dd');
  },
};
