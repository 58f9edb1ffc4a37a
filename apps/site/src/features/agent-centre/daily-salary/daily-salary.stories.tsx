import type { Contract } from '@lobbykit/platform/endpoints/rewards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { seedTimeout } from '../../../stories/seed.ts';
import { contractPage, contractPaths, contractStories } from '../../../stories/agent-contracts.ts';
import DailySalaryPage from './daily-salary-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Daily salary',
  component: DailySalaryPage,
  ...agentPageStoryMeta('agentDailySalary'),
  tags: ['!autodocs'],
} satisfies Meta<typeof DailySalaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AURORA offers (1.2% at most), JADE from the recorded sandbox, and a load failure. */
const stories = contractStories('daily', { cap: '1.2', rate: '0.5', brand: 'JADE', brandRate: '0.9', own: '1.2%' });

export const Aurora: Story = stories.aurora;
export const Jade: Story = stories.secondBrand;
export const LoadFailed: Story = stories.loadFailed;

const offer: Contract = {
  contractId: 77,
  kind: 'daily',
  upline: 'master',
  downline: 'agent1',
  rate: 1.5,
  activeMembers: 2,
  validBet: 500,
  period: 'daily',
  status: 'offered',
  createdAt: Date.UTC(2025, 5, 1, 9),
  terminationRequestedBy: null,
};

/** AURORA: an offer from the upline waits; Accept makes it agent1's own terms at once. */
export const AuroraAnswerOffer: Story = {
  name: 'Aurora, answering an offer',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get(contractPaths.daily, ({ request }) => {
        const accepted = new URL(request.url).searchParams.get('action') === 'accept';
        return HttpResponse.json({
          success: true,
          value: { contracts: [{ ...offer, status: accepted ? 'active' : 'offered' }], maxRate: 0, settlements: [] },
        });
      }),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await contractPage();
    const offers = page.getByRole('region', { name: 'New contracts' });
    const card = await within(offers).findByRole('article', { name: 'From master (your upline)' }, seedTimeout);
    await expect(card).toHaveTextContent('1.5%');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(offers).toHaveTextContent('No offers are waiting for an answer.'), seedTimeout);
    const own = page.getByRole('region', { name: 'My terms' });
    await expect(within(own).getByRole('article', { name: 'From master (your upline)' })).toHaveTextContent('Active');
  },
};
