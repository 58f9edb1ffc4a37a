import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import {
  contractPage,
  contractsDown,
  expectLoadFailed,
  offerAboveCapThenValid,
  offerAnswered,
} from '../../../stories/agent-contracts.ts';
import HourlySalaryPage from './hourly-salary-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Hourly salary',
  component: HourlySalaryPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    page: { path: '/?centre=agent&page=agentHourlySalary', viewer: 'agent' },
  },
} satisfies Meta<typeof HourlySalaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AURORA: agent1 (at most 2%) offers agent42 terms: 99% is refused at the field, 1% is sent. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: { msw: [offerAnswered('hourly'), ...platformHandlers] },
  play: () => offerAboveCapThenValid({ cap: '2', rate: '1' }),
};

/** EMBER, from the recorded sandbox: no hourly contract of its own (a top agent offers up to the brand cap), then 0.75% sent to agent42. */
export const Ember: Story = {
  globals: { brand: 'ember' },
  parameters: { msw: [offerAnswered('hourly', 'EMBER'), ...platformHandlers] },
  play: async () => {
    const page = await contractPage();
    await expect(page.getByRole('region', { name: 'My terms' })).toHaveTextContent(
      'You have no contract of this kind from your upline.',
    );
    await offerAboveCapThenValid({ cap: '2', rate: '0.75' });
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: { msw: [contractsDown('hourly'), ...platformHandlers] },
  play: expectLoadFailed,
};
