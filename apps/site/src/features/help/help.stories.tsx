import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { seedTimeout, seedValue } from '../../stories/seed.ts';
import HelpScreen from './help-screen.tsx';

interface HelpArticle {
  title: string;
  category: string;
}

const meta = {
  title: 'Pages/Help',
  component: HelpScreen,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: { ...pageStoryMeta.parameters, page: { path: '/help' } },
} satisfies Meta<typeof HelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The help topics by category, searchable, under the help banner. */
export const Help: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = seedValue<HelpArticle[]>('helpCenter');
    await expect(await canvas.findByRole('button', { name: first!.title }, seedTimeout)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: first!.category })).toBeVisible();
  },
};
