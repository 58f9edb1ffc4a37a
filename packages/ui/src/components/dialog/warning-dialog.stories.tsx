import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/index.ts';
import { WarningDialog } from './warning-dialog.tsx';

const meta = {
  title: 'Primitives/WarningDialog',
  component: WarningDialog,
  tags: ['autodocs'],
  args: {
    title: 'Real account needed',
    message: 'Trial accounts cannot make deposits. Register a real account to continue.',
    confirmLabel: 'Register now',
    trigger: <Button>Deposit</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof WarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter acknowledges the warning; focus goes back to the button that opened it. */
export const RealAccountNeeded: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Deposit' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Real account needed' });
    await expect(dialog).toHaveAccessibleDescription(/Register a real account/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
  },
};

/** `autoCloseMs` closes the dialog by itself, without counting as an acknowledgement. */
export const ClosesAutomatically: Story = {
  args: {
    title: 'Code not sent',
    message: 'Too many requests. Try again in 5 minutes.',
    confirmLabel: 'OK',
    trigger: <Button variant="outline">Send SMS code</Button>,
    autoCloseMs: 800,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send SMS code' }));
    await screen.findByRole('alertdialog', { name: 'Code not sent' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Dialogs drawn in place (not modal, portalled into the story) so every state shows at once. */
function InlineWarningDialogs() {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const shared = { open: true, modal: false, container, className: 'relative m-0 w-full', confirmLabel: 'OK' };
  return (
    <div ref={setContainer} className="grid items-start gap-6 lg:grid-cols-3">
      {container && (
        <>
          <WarningDialog
            {...shared}
            title="Real account needed"
            message="Trial accounts cannot make deposits. Register a real account to continue."
            confirmLabel="Register now"
          />
          <WarningDialog
            {...shared}
            closeLabel="Close"
            title="Code not sent"
            message="Too many requests. Try again in 5 minutes."
          />
          <WarningDialog
            {...shared}
            title="Invitation code not valid"
            message="The invitation code AFF-20931 does not belong to an active agent. Check the code with the person who invited you, or leave the field empty to register without one."
          />
        </>
      )}
    </div>
  );
}

/** With and without a close button, and with a long server message. */
export const AllStates: Story = {
  render: () => <InlineWarningDialogs />,
};
