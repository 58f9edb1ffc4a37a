import type { Contract } from '@lobbykit/platform/endpoints/rewards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { seedTimeout } from '../../../stories/seed.ts';
import {
  contractPage,
  contractPaths,
  contractsDown,
  expectLoadFailed,
  offerAboveCapThenValid,
  offerAnswered,
} from '../../../stories/agent-contracts.ts';
import DailySalaryPage from './daily-salary-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Daily salary',
  component: DailySalaryPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    page: { path: '/?centre=agent&page=agentDailySalary', viewer: 'agent' },
  },
} satisfies Meta<typeof DailySalaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AURORA: agent1 (1.2% of its own) offers agent42 terms: 99% is refused, 0.5% is sent. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: { msw: [offerAnswered('daily'), ...platformHandlers] },
  play: () => offerAboveCapThenValid({ cap: '1.2', rate: '0.5' }),
};

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

/** JADE, from the recorded sandbox: agent1's own 1.2% from master, and 0.9% sent to agent42. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  parameters: { msw: [offerAnswered('daily', 'JADE'), ...platformHandlers] },
  play: async () => {
    const page = await contractPage();
    const own = page.getByRole('region', { name: 'My terms' });
    await expect(within(own).getByRole('article', { name: 'From master (your upline)' })).toHaveTextContent('1.2%');
    await offerAboveCapThenValid({ cap: '1.2', rate: '0.9' });
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: { msw: [contractsDown('daily'), ...platformHandlers] },
  play: expectLoadFailed,
};
