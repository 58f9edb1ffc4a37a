import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../stories/page-story.tsx';
import { centrePanel, expectVisible, seedTimeout, seedValue } from '../../stories/seed.ts';
import { CentreHost } from './centre-host.tsx';

const meta = {
  title: 'Pages/Member centre',
  component: CentreHost,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member', viewer: 'member' },
  },
} satisfies Meta<typeof CentreHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member's centre as a side panel: its menu, with their unread messages counted. */
export const MemberCentre: Story = {
  name: 'Member centre',
  play: async ({ canvasElement }) => {
    const panel = await centrePanel();
    const unread = seedValue<number>('unreadCount', {}, 'member');
    await expectVisible(await within(panel).findByText(String(unread), {}, seedTimeout));
    const { nickname } = seedValue<{ nickname: string }>('memberInfo', {}, 'member');
    await expect((await within(canvasElement).findAllByText(nickname, {}, seedTimeout))[0]).toBeInTheDocument();
  },
};
