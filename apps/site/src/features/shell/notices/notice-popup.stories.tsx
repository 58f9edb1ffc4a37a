import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { anyOf, expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import NoticeDialog from './notice-dialog.tsx';

interface Notice {
  title: string;
}

/** The notice pressed in the bar opens first; here the second one. */
const pressedNotice = 1;

const meta = {
  title: 'Pages/Notice popup',
  component: NoticeDialog,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/', overlay: { kind: 'notices', index: pressedNotice } },
  },
} satisfies Meta<typeof NoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every announcement in an accordion over the home screen, the pressed one open. */
export const NoticePopup: Story = {
  name: 'Notice popup',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: /announcements/i }, seedTimeout);
    const notices = seedValue<Notice[]>('announcements');
    // Each notice's button reads its title, then its time.
    const opened = await within(dialog).findByRole(
      'button',
      { name: anyOf([notices[pressedNotice]!.title]) },
      seedTimeout,
    );
    await expectVisible(opened);
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
    const first = within(dialog).getByRole('button', { name: anyOf([notices[0]!.title]) });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};
