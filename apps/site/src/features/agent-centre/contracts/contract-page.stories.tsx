import type { Contract } from '@lobbykit/platform/endpoints/rewards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { centrePanel, expectVisible, seedTimeout } from '../../../stories/seed.ts';
import DailySalaryPage from '../daily-salary/daily-salary-page.tsx';

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

const contractPath = '*/wps/relay/MCS2_processDailySalContract';

/** The page once its contracts have been read. */
async function contractPage() {
  const panel = await centrePanel(/agent centre/i);
  const page = await within(panel).findByRole('heading', { name: 'My terms' }, seedTimeout);
  await expectVisible(page);
  return within(panel);
}

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
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get(contractPath, ({ request }) => {
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

/** JADE, from the recorded sandbox: a rate above agent1's own is said at its field, nothing typed is lost. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async () => {
    const page = await contractPage();
    const form = within(page.getByRole('form', { name: 'Offer a contract to a downline' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Downline username' }), 'agent41');
    await userEvent.type(form.getByRole('textbox', { name: 'Rate (%)' }), '9');
    await userEvent.click(form.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Rate (%)' })).toHaveAccessibleDescription(
        /The rate cannot be above your own: at most 1\.2%\./,
      ),
    );
    await expect(form.getByRole('textbox', { name: 'Downline username' })).toHaveValue('agent41');
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get(contractPath, () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const panel = await centrePanel(/agent centre/i);
    const alert = await within(panel).findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('The contracts could not be loaded.')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
