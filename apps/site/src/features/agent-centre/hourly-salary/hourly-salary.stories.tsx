import type { Meta, StoryObj } from '@storybook/react-vite';
import { contractStories } from '../../../stories/agent-contracts.ts';
import { agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import HourlySalaryPage from './hourly-salary-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Hourly salary',
  component: HourlySalaryPage,
  ...agentPageStoryMeta('agentHourlySalary'),
  tags: ['!autodocs'],
} satisfies Meta<typeof HourlySalaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AURORA offers (2% at most), EMBER from the recorded sandbox, and a load failure. */
const stories = contractStories('hourly', {
  cap: '2',
  rate: '1',
  brand: 'EMBER',
  brandRate: '0.75',
  own: 'You have no contract of this kind from your upline.',
});

export const Aurora: Story = stories.aurora;
export const Ember: Story = stories.secondBrand;
export const LoadFailed: Story = stories.loadFailed;
