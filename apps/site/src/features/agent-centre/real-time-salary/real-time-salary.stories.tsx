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
import RealTimeSalaryPage from './real-time-salary-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Real-time salary',
  component: RealTimeSalaryPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    page: { path: '/?centre=agent&page=agentRealTimeSalary', viewer: 'agent' },
  },
} satisfies Meta<typeof RealTimeSalaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AURORA: agent1 (at most 0.3%) offers agent42 terms: 99% is refused at the field, 0.2% is sent. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: { msw: [offerAnswered('realtime'), ...platformHandlers] },
  play: () => offerAboveCapThenValid({ cap: '0.3', rate: '0.2' }),
};

/** EMBER, from the recorded sandbox: agent1's own 0.3% from master, then 0.25% sent to agent42. */
export const Ember: Story = {
  globals: { brand: 'ember' },
  parameters: { msw: [offerAnswered('realtime', 'EMBER'), ...platformHandlers] },
  play: async () => {
    const page = await contractPage();
    await expect(page.getByRole('region', { name: 'My terms' })).toHaveTextContent('0.3%');
    await offerAboveCapThenValid({ cap: '0.3', rate: '0.25' });
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: { msw: [contractsDown('realtime'), ...platformHandlers] },
  play: expectLoadFailed,
};
