import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/index.ts';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type TransferDialogProps = Partial<DialogContentProps> & {
  onOpenChange?: (open: boolean) => void;
};

/** A realistic dialog for stories: a wallet transfer whose default action is the transfer itself. */
function TransferDialog({ onOpenChange, ...contentProps }: TransferDialogProps) {
  const [open, setOpen] = useState(false);
  const [transfers, setTransfers] = useState(0);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  const transfer = () => {
    setTransfers((count) => count + 1);
    changeOpen(false);
  };
  return (
    <div className="flex flex-col items-start gap-3">
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogTrigger asChild>
          <Button>Transfer to game wallet</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Close" defaultAction={transfer} {...contentProps}>
          <DialogHeader>
            <DialogTitle>Transfer to game wallet</DialogTitle>
            <DialogDescription>Move your whole main balance of 1,250.00 to the Live Casino wallet.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={transfer}>Transfer</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <p className="text-sm text-muted-foreground">Transfers made: {transfers}</p>
    </div>
  );
}

const fieldClasses =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring';

/** Opens from the keyboard, closes with Escape and gives focus back to the button that opened it. */
export const Default: Story = {
  render: (args) => <TransferDialog onOpenChange={args.onOpenChange} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Transfer to game wallet' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to game wallet' });
    await expect(dialog).toHaveAccessibleDescription(/Live Casino wallet/);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByText('Transfers made: 0')).toBeInTheDocument();
  },
};

/** Enter anywhere in the dialog that is not another button runs the default action (here: Transfer). */
export const EnterRunsDefaultAction: Story = {
  render: (args) => <TransferDialog onOpenChange={args.onOpenChange} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Transfer to game wallet' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Transfers made: 1')).toBeInTheDocument();
    await expect(trigger).toHaveFocus();

    // Enter on another button does that button's job instead: Cancel closes without transferring.
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Transfers made: 1')).toBeInTheDocument();
  },
};

/** By default a click on the background closes the dialog. */
export const BackgroundClickCloses: Story = {
  render: (args) => <TransferDialog onOpenChange={args.onOpenChange} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to game wallet' }));
    await screen.findByRole('dialog');
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** `closeOnOverlayClick={false}`, as the product's own modals: only Escape or a button closes it. */
export const BackgroundClickKeepsOpen: Story = {
  render: (args) => <TransferDialog onOpenChange={args.onOpenChange} closeOnOverlayClick={false} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to game wallet' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * Dialogs drawn in place of the page (not modal, portalled into the story) so every state shows at
 * once: with a form, a hidden title, without a close button, and each width.
 */
function InlineDialogs() {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const inline = {
    container,
    className: 'relative m-0 w-full max-h-none',
    // No focus ring on load: the snapshot shows resting dialogs.
    onOpenAutoFocus: (event: Event) => event.preventDefault(),
  };
  return (
    <div ref={setContainer} className="grid items-start gap-6 lg:grid-cols-2">
      {container && (
        <>
          <Dialog open modal={false}>
            <DialogContent {...inline} closeLabel="Close">
              <DialogHeader>
                <DialogTitle>Change password</DialogTitle>
                <DialogDescription>Your password has expired. Choose a new one to continue.</DialogDescription>
              </DialogHeader>
              <form className="grid gap-3" onSubmit={(event) => event.preventDefault()}>
                <label className="grid gap-1.5 text-sm font-medium">
                  New password
                  <input type="password" className={fieldClasses} defaultValue="correct-horse" />
                </label>
                <DialogFooter>
                  <Button type="submit">Save password</Button>
                </DialogFooter>
              </form>
            </DialogContent>
          </Dialog>
          <Dialog open modal={false}>
            <DialogContent {...inline} size="sm">
              <DialogTitle visuallyHidden>Daily bonus</DialogTitle>
              <p className="text-sm">Small dialog without a visible title or close button. Escape still closes it.</p>
              <DialogFooter>
                <Button>Claim 50 points</Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
          <Dialog open modal={false}>
            <DialogContent {...inline} size="lg" closeLabel="Close">
              <DialogHeader>
                <DialogTitle>Large dialog for notices and game rules</DialogTitle>
                <DialogDescription>560 px wide, for longer reading.</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline">Remind me later</Button>
                <Button>Got it</Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </>
      )}
    </div>
  );
}

/** Every width and layout in one view, for the visual snapshots. */
export const AllStates: Story = {
  render: () => <InlineDialogs />,
};
