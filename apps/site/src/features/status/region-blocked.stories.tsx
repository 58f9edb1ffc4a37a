import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusScreen } from './status-screen.tsx';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { seedTimeout, seedValue } from '../../stories/seed.ts';

interface Status {
  regionRestriction: boolean;
  info: { location: { ip: string } };
}

const meta = {
  title: 'Pages/Region blocked',
  component: StatusScreen,
  // The story draws the whole site at its path; the args only describe the screen it is about.
  args: { status: 2, ip: '203.0.113.9' },
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: { ...pageStoryMeta.parameters, page: { path: '/', status: 'regionBlocked' } },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform refuses the visitor's region: the page names their IP and offers customer service. */
export const RegionBlocked: Story = {
  name: 'Region blocked',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = seedValue<Status>('systemStatus', {}, 'regionBlocked');
    await expect(status.regionRestriction).toBe(true);
    const title = await canvas.findByRole('heading', { level: 1, name: /not available in your region/i }, seedTimeout);
    const page = title.closest('main')!;
    await expect(page).toHaveAttribute('data-system-status', '2');
    await expect(within(page).getByText(status.info.location.ip)).toBeVisible();
    await expect(within(page).getByRole('button', { name: /customer service/i })).toBeVisible();
  },
};
