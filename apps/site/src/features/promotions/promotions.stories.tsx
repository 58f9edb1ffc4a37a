import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { seedTimeout, seedValue, expectBannerShown } from '../../stories/seed.ts';
import PromotionsScreen from './promotions-screen.tsx';

interface Promotion {
  title: string;
}

const meta = {
  title: 'Pages/Promotions',
  component: PromotionsScreen,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: { ...pageStoryMeta.parameters, page: { path: '/promotions' } },
} satisfies Meta<typeof PromotionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's promotions with their periods and category filter, under the promotions banner. */
export const Promotions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = seedValue<Promotion[]>('promotions');
    await expect((await canvas.findAllByText(first!.title, {}, seedTimeout))[0]).toBeVisible();
    const [banner] = seedValue<{ title: string }[]>('banners', { groupName: 'w_promotion' });
    await expectBannerShown(canvas, banner!.title);
  },
};
