import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { expectTextShown, expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import ForgotPasswordDialog from './forgot-password-dialog.tsx';

interface Notice {
  title: string;
}

const meta = {
  title: 'Pages/Forgot password',
  component: ForgotPasswordDialog,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/', overlay: { kind: 'forgotPassword' } },
  },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recovery methods the brand offers (e-mail, mobile number), over the home screen. */
export const ForgotPassword: Story = {
  name: 'Forgot password',
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: /reset your password/i }, seedTimeout);
    await expectVisible(() => within(dialog).getByRole('textbox', { name: /username/i }));
    const [firstNotice] = seedValue<Notice[]>('announcements');
    await expectTextShown(canvasElement, firstNotice!.title);
  },
};
