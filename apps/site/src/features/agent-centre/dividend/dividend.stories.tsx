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
import DividendPage from './dividend-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Dividend',
  component: DividendPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    page: { path: '/?centre=agent&page=agentDividend', viewer: 'agent' },
  },
} satisfies Meta<typeof DividendPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AURORA: agent1 (at most 40%) offers agent42 terms: 99% is refused at the field, 12.5% is sent. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: { msw: [offerAnswered('dividend'), ...platformHandlers] },
  play: () => offerAboveCapThenValid({ cap: '40', rate: '12.5' }),
};

/** JADE, from the recorded sandbox: agent1's own 40% from master, then 20% sent to agent42. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  parameters: { msw: [offerAnswered('dividend', 'JADE'), ...platformHandlers] },
  play: async () => {
    const page = await contractPage();
    await expect(page.getByRole('region', { name: 'My terms' })).toHaveTextContent('40%');
    await offerAboveCapThenValid({ cap: '40', rate: '20' });
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: { msw: [contractsDown('dividend'), ...platformHandlers] },
  play: expectLoadFailed,
};
