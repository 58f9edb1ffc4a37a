import type { Contract } from '@lobbykit/platform/endpoints/rewards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractPaths } from '../../../stories/agent-contracts.ts';
import { agentCentrePanel, agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { expectVisible, seedTimeout } from '../../../stories/seed.ts';
import ContractRequestsPage from './contract-requests-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Contract requests',
  component: ContractRequestsPage,
  ...agentPageStoryMeta('agentContractRequests'),
  tags: ['!autodocs'],
} satisfies Meta<typeof ContractRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { dividend: dividendPath, daily: dailyPath } = contractPaths;

/** The screen once every kind's requests have been read. */
async function requestsPage() {
  const panel = await agentCentrePanel();
  const list = await within(panel).findByRole('list', { name: 'Open requests' }, seedTimeout);
  await expectVisible(list);
  return { panel: within(panel), list };
}

const base = {
  activeMembers: 3,
  validBet: 2000,
  period: 'daily',
  terminationRequestedBy: null,
} satisfies Partial<Contract>;

/** An offer master made agent1 (daily salary), and an end agent41 asked of its dividend contract. */
const offer: Contract = {
  ...base,
  contractId: 71,
  kind: 'daily',
  upline: 'master',
  downline: 'agent1',
  rate: 1.1,
  status: 'offered',
  createdAt: Date.UTC(2025, 5, 3, 9),
};
const ending: Contract = {
  ...base,
  contractId: 72,
  kind: 'dividend',
  upline: 'agent1',
  downline: 'agent41',
  rate: 30,
  period: 'semimonthly',
  status: 'terminating',
  terminationRequestedBy: 'agent41',
  createdAt: Date.UTC(2025, 4, 20, 9),
};

/** A kind's list call answering one contract, which an action moves to the status it leads to. */
function contractHandler(path: string, contract: Contract, after: Record<string, string>) {
  let current = contract;
  return http.get(path, ({ request }) => {
    const action = new URL(request.url).searchParams.get('action') ?? 'list';
    if (after[action]) current = { ...current, status: after[action], terminationRequestedBy: null };
    return HttpResponse.json({ success: true, value: { contracts: [current], maxRate: 0, settlements: [] } });
  });
}

/**
 * AURORA: an offer and a termination request, newest first, each with its kind; agreeing to end
 * the dividend contract here takes it off the list, and the count of what awaits follows.
 */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      contractHandler(dailyPath, offer, { accept: 'active', reject: 'rejected' }),
      contractHandler(dividendPath, ending, { confirmTermination: 'terminated', keepContract: 'active' }),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const { panel, list } = await requestsPage();
    const cards = within(list).getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Daily salary: From master (your upline)',
      'Dividend: With agent41 (your downline)',
    ]);
    await expect(
      panel.getByText('2 requests wait for your answer; the others wait for the other agent.'),
    ).toBeVisible();
    const request = cards[1]!;
    await expect(request).toHaveTextContent('agent41 asked to end it');
    await userEvent.click(within(request).getByRole('button', { name: 'Agree to end' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1), seedTimeout);
    await expect(
      panel.getByText('1 request waits for your answer; the others wait for the other agent.'),
    ).toBeVisible();
  },
};

/** JADE, from the recorded sandbox: agent1's own offers (daily and dividend) wait, each to withdraw. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async () => {
    const { panel, list } = await requestsPage();
    const cards = within(list).getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Daily salary: With agent41 (your downline)',
      'Dividend: With agent42 (your downline)',
    ]);
    await expect(
      panel.getByText('No request waits for your answer; each one below waits for the other agent.'),
    ).toBeVisible();
    for (const card of cards) {
      await expect(within(card).getByRole('button', { name: 'Withdraw offer' })).toBeEnabled();
    }
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get(dividendPath, () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const panel = await agentCentrePanel();
    const alert = await within(panel).findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('The contract requests could not be loaded.')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
