import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/index.ts';
import { dismissToast, toast } from './toast-store.ts';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { Toaster } from './toaster.tsx';
import { CircleAlertIcon } from '../../icons/circle-alert.ts';
import { CircleCheckIcon } from '../../icons/circle-check.ts';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  tags: ['autodocs'],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

function CopyLinkDemo() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        onClick={() =>
          toast({ title: 'Referral link copied', description: 'Share it to earn rewards.', variant: 'success' })
        }
      >
        Copy referral link
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            title: 'Transfer failed',
            description: 'The game wallet is under maintenance.',
            variant: 'destructive',
            action: { label: 'Retry', altText: 'Retry the transfer from the wallet page', onClick: () => undefined },
          })
        }
      >
        Transfer to game wallet
      </Button>
      <Toaster label="Notification" viewportLabel="Notifications ({hotkey})" closeLabel="Close" />
    </div>
  );
}

/** `toast()` raises a message from any event handler; the close button dismisses it. */
export const Imperative: Story = {
  render: () => <CopyLinkDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy referral link' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region).toHaveTextContent('Referral link copied'));

    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to game wallet' }));
    await waitFor(() => expect(region).toHaveTextContent('Transfer failed'));
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    for (const close of screen.getAllByRole('button', { name: 'Close' })) await userEvent.click(close);
    await waitFor(() => expect(region.querySelectorAll('[data-slot="toast"]')).toHaveLength(0));
    dismissToast();
  },
};

/** F8 moves focus to the notifications; Escape closes the focused toast. */
export const Keyboard: Story = {
  render: () => <CopyLinkDemo />,
  play: async ({ canvas }) => {
    const copy = canvas.getByRole('button', { name: 'Copy referral link' });
    await userEvent.click(copy);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region).toHaveTextContent('Referral link copied'));
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('data-slot', 'toast');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(region.querySelectorAll('[data-slot="toast"]')).toHaveLength(0));
    dismissToast();
  },
};

/** Every variant, with and without a description and an action, held open for the snapshot. */
export const AllStates: Story = {
  render: () => (
    <ToastProvider label="Notification" duration={Infinity}>
      <Toast open>
        <div className="grid flex-1 gap-1">
          <ToastTitle>New message from customer service</ToastTitle>
          <ToastDescription>Your withdrawal of 500.00 has been approved.</ToastDescription>
        </div>
        <ToastAction altText="Open your inbox to read it">Read</ToastAction>
        <ToastClose label="Close" />
      </Toast>
      <Toast open variant="success">
        <CircleCheckIcon aria-hidden="true" />
        <div className="grid flex-1 gap-1">
          <ToastTitle>Referral link copied</ToastTitle>
        </div>
        <ToastClose label="Close" />
      </Toast>
      <Toast open variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <div className="grid flex-1 gap-1">
          <ToastTitle>Transfer failed</ToastTitle>
          <ToastDescription>The game wallet is under maintenance. Try again in a few minutes.</ToastDescription>
        </div>
        <ToastAction altText="Retry the transfer from the wallet page">Retry</ToastAction>
        <ToastClose label="Close" />
      </Toast>
      <ToastViewport label="Notifications ({hotkey})" className="static p-0" />
    </ToastProvider>
  ),
};
