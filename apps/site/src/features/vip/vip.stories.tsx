import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { seedTimeout, seedValue } from '../../stories/seed.ts';
import VipScreen from './vip-screen.tsx';

interface MemberInfo {
  clubLabel: { labelName: string } | null;
}

const meta = {
  title: 'Pages/VIP',
  component: VipScreen,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: { ...pageStoryMeta.parameters, page: { path: '/vip', viewer: 'member' } },
} satisfies Meta<typeof VipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The VIP levels, with the demo member's own level and rank. */
export const Vip: Story = {
  name: 'VIP',
  play: async ({ canvasElement }) => {
    const { clubLabel } = seedValue<MemberInfo>('memberInfo', {}, 'member');
    const level = await within(canvasElement).findAllByText(new RegExp(clubLabel!.labelName), {}, seedTimeout);
    await expect(level[0]).toBeVisible();
  },
};
