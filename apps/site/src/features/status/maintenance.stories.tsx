import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusScreen } from './status-screen.tsx';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { seedTimeout, seedValue } from '../../stories/seed.ts';

const meta = {
  title: 'Pages/Maintenance',
  component: StatusScreen,
  // The story draws the whole site at its path; the args only describe the screen it is about.
  args: { status: 1, ip: null },
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: { ...pageStoryMeta.parameters, page: { path: '/', status: 'maintenance' } },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform says it is under maintenance: this page replaces the whole site. */
export const Maintenance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(seedValue<{ maintenance: boolean }>('systemStatus', {}, 'maintenance').maintenance).toBe(true);
    const title = await canvas.findByRole('heading', { level: 1, name: /under maintenance/i }, seedTimeout);
    await expect(title).toBeVisible();
    await expect(title.closest('main')).toHaveAttribute('data-system-status', '1');
    // Instead of the whole site: no header, no navigation.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
