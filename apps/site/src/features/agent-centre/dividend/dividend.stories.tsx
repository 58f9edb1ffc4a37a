import type { Meta, StoryObj } from '@storybook/react-vite';
import { contractStories } from '../../../stories/agent-contracts.ts';
import { agentPageStoryMeta } from '../../../stories/agent-page-story.ts';
import DividendPage from './dividend-page.tsx';

const meta = {
  title: 'Pages/Agent centre/Dividend',
  component: DividendPage,
  ...agentPageStoryMeta('agentDividend'),
  tags: ['!autodocs'],
} satisfies Meta<typeof DividendPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AURORA offers (40% at most), JADE from the recorded sandbox, and a load failure. */
const stories = contractStories('dividend', { cap: '40', rate: '12.5', brand: 'JADE', brandRate: '20', own: '40%' });

export const Aurora: Story = stories.aurora;
export const Jade: Story = stories.secondBrand;
export const LoadFailed: Story = stories.loadFailed;
