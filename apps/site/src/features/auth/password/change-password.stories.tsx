import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { expectTextShown, expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import { clearPendingSignIn, pendingSignInStore } from '../pending-sign-in.ts';
import ChangePasswordDialog from './change-password-dialog.tsx';

interface Notice {
  title: string;
}

const meta = {
  title: 'Pages/Change password',
  component: ChangePasswordDialog,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/', overlay: { kind: 'changePassword', forced: true } },
  },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Forced after signing in with the operator's default password (the sandbox's `weakpass`
 * account): it cannot be dismissed, only completed or left by logging out.
 */
export const Forced: Story = {
  beforeEach: () => {
    pendingSignInStore.set({
      token: 'story-pending-token',
      username: 'weakpass',
      accountType: 0,
      password: '123456',
      remember: false,
      reason: 'weak',
    });
    return clearPendingSignIn;
  },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: /choose a new password/i }, seedTimeout);
    await expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await expectVisible(() => within(dialog).getByRole('button', { name: /log out/i }));
    const [firstNotice] = seedValue<Notice[]>('announcements');
    await expectTextShown(canvasElement, firstNotice!.title);
  },
};
