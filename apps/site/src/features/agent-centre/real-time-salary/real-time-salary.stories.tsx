import type { Meta, StoryObj } from '@storybook/react-vite';
import { contractStories } from '../../../stories/agent-contracts.ts';
import { agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import RealTimeSalaryPage from './real-time-salary-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Real-time salary',
  component: RealTimeSalaryPage,
  ...agentPageStoryMeta('agentRealTimeSalary'),
  tags: ['!autodocs'],
} satisfies Meta<typeof RealTimeSalaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AURORA offers (0.3% at most), EMBER from the recorded sandbox, and a load failure. */
const stories = contractStories('realtime', {
  cap: '0.3',
  rate: '0.2',
  brand: 'EMBER',
  brandRate: '0.25',
  own: '0.3%',
});

export const Aurora: Story = stories.aurora;
export const Ember: Story = stories.secondBrand;
export const LoadFailed: Story = stories.loadFailed;
