import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { agentCentrePanel, agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { seedTimeout } from '../../../stories/seed.ts';
import IncomePage from './income-page.tsx';

const meta = {
  title: 'Pages/Agent centre/My income',
  component: IncomePage,
  ...agentPageStoryMeta('agentIncome'),
  tags: ['!autodocs'],
} satisfies Meta<typeof IncomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const incomePath = '*/wps/agent/income';

/** The contract kinds the totals show, in order, once they are in. */
async function kindsShown() {
  const panel = await agentCentrePanel();
  await within(panel).findByText('Total income', {}, seedTimeout);
  return [...panel.querySelectorAll('[data-slot="income-totals"] [data-kind]')].map((row) =>
    row.getAttribute('data-kind'),
  );
}
const windowStart = Date.UTC(2025, 5, 2, 8, 55);

/** AURORA: a real-time salary paid for one 5-minute windowStart, and one windowStart that missed the terms. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get(incomePath, () =>
        HttpResponse.json({
          success: true,
          value: {
            total: 0.06,
            byKind: [
              { kind: 'dividend', amount: 0, count: 0 },
              { kind: 'daily', amount: 0, count: 0 },
              { kind: 'hourly', amount: 0, count: 0 },
              { kind: 'realtime', amount: 0.06, count: 1 },
            ],
            settlements: [
              {
                settlementId: 2,
                contractId: 9,
                kind: 'realtime',
                periodStart: windowStart,
                periodEnd: windowStart + 300_000,
                activeMembers: 1,
                base: 20,
                amount: 0.06,
                settledAt: windowStart + 300_000,
              },
              {
                settlementId: 1,
                contractId: 9,
                kind: 'realtime',
                periodStart: windowStart - 300_000,
                periodEnd: windowStart,
                activeMembers: 1,
                base: 5,
                amount: 0,
                settledAt: windowStart,
              },
            ],
          },
        }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const panel = within(await agentCentrePanel());
    const earnings = await panel.findByRole('region', { name: 'Earnings' }, seedTimeout);
    await expect(earnings).toHaveTextContent('+P0.06');
    await expect(earnings).toHaveTextContent('Terms not met');
  },
};

/**
 * JADE, from the recorded sandbox: nothing settled yet, said as such; only the kinds JADE has on
 * (dividend and daily salary, no hourly or real-time), and what commissions are here.
 */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async () => {
    const panel = within(await agentCentrePanel());
    await expect(await panel.findByText('Nothing settled yet', {}, seedTimeout)).toBeVisible();
    await expect(await kindsShown()).toEqual(['dividend', 'daily']);
    await expect(panel.getByText(/Agents here earn no other commission\./)).toBeVisible();
  },
};

/** JADE, should a platform answer every kind: the page still shows only those the brand has on. */
export const JadeKindsOff: Story = {
  name: 'Jade, kinds off',
  globals: { brand: 'jade' },
  parameters: {
    msw: [
      http.get(incomePath, () =>
        HttpResponse.json({
          success: true,
          value: {
            total: 0,
            byKind: ['dividend', 'daily', 'hourly', 'realtime'].map((kind) => ({ kind, amount: 0, count: 0 })),
            settlements: [],
          },
        }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    await expect(await kindsShown()).toEqual(['dividend', 'daily']);
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get(incomePath, () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const panel = within(await agentCentrePanel());
    const alert = await panel.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your income could not be loaded.')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
