import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Log out?',
    message: 'You will need your password to sign in again.',
    confirmLabel: 'Log out',
    cancelLabel: 'Stay signed in',
    closeLabel: 'Close',
    trigger: <Button variant="outline">Log out</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'destructive'] },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logout confirmation: Escape cancels and focus returns; Enter confirms. */
export const Logout: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Log out' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await expect(dialog).toHaveAccessibleDescription('You will need your password to sign in again.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
  },
};

// Settles the pretend request in WaitsForTheWork: the play function after checking the busy state,
// or a second after the click when the story is tried by hand.
let finishWork: () => void = () => undefined;

/** When onConfirm returns a promise the dialog shows busy and closes once the work is done. */
export const WaitsForTheWork: Story = {
  args: {
    title: 'Cancel withdrawal?',
    message: 'The 500.00 withdrawal requested today returns to your main wallet.',
    confirmLabel: 'Cancel withdrawal',
    cancelLabel: 'Keep it',
    trigger: <Button variant="outline">Cancel withdrawal</Button>,
    variant: 'destructive',
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          finishWork = resolve;
          setTimeout(resolve, 1000);
        }),
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel withdrawal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel withdrawal?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel withdrawal' });
    await userEvent.click(confirm);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled();
    finishWork();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Dialogs drawn in place (not modal, portalled into the story) so every state shows at once. */
function InlineConfirmDialogs() {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const shared = {
    open: true,
    modal: false,
    container,
    className: 'relative m-0 w-full',
    cancelLabel: 'Cancel',
    onConfirm: () => undefined,
  };
  return (
    <div ref={setContainer} className="grid items-start gap-6 lg:grid-cols-3">
      {container && (
        <>
          <ConfirmDialog
            {...shared}
            title="Log out?"
            message="You will need your password to sign in again."
            confirmLabel="Log out"
            closeLabel="Close"
          />
          <ConfirmDialog
            {...shared}
            variant="destructive"
            title="Delete 3 messages?"
            message="Deleted messages cannot be restored."
            confirmLabel="Delete"
          />
          <ConfirmDialog
            {...shared}
            busy
            title="Claim rebate?"
            message="Your 12.50 rebate goes to the main wallet."
            confirmLabel="Claim"
          />
        </>
      )}
    </div>
  );
}

/** Default, destructive and busy. */
export const AllStates: Story = {
  render: () => <InlineConfirmDialogs />,
};
