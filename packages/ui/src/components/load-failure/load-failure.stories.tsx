import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/index.ts';
import { LoadFailure } from './load-failure.tsx';
import { LoadFailureDialog } from './load-failure-dialog.tsx';

const meta = {
  title: 'Primitives/LoadFailure',
  component: LoadFailure,
  tags: ['autodocs'],
  args: {
    title: 'Page load failed',
    description: 'This page could not be loaded. Check your connection and try again.',
    retryLabel: 'Retry',
    onRetry: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['panel', 'page', 'inline'] },
  },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen whose code did not arrive: the panel takes its place, Retry loads it again. */
export const Panel: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Check your connection/);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** After a new release the page is offered a reload beside the Retry. */
export const WithReload: Story = {
  args: {
    description: 'The site has just been updated. Reload the page to continue.',
    reloadLabel: 'Reload page',
    onReload: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/**
 * In the header, as tall as the controls beside it, so nothing moves; below `sm` only the icon and
 * Retry show, and screen readers hear the whole message.
 */
export const InHeader: Story = {
  args: { variant: 'inline', title: 'Loading failed' },
  render: (args) => (
    <div className="flex min-h-13 items-center gap-2 border-b border-border bg-muted/70 px-3">
      <Button variant="ghost" className="h-9 px-2.5">
        EN
      </Button>
      <div className="ms-auto">
        <LoadFailure {...args} />
      </div>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('alert');
    await expect(chip).toHaveTextContent(/Loading failed/);
    await expect(chip.getBoundingClientRect().height).toBeLessThanOrEqual(36);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      {open && (
        <LoadFailureDialog
          title="Loading failed"
          description="This page could not be loaded. Check your connection and try again."
          retryLabel="Retry"
          onRetry={() => setOpen(false)}
          closeLabel="Close"
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** A modal whose code did not arrive: a dialog in its place; Escape closes it, focus goes back. */
export const InDialog: Story = {
  render: () => <DialogDemo />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Loading failed' });
    await expect(dialog).toHaveAccessibleDescription(/Check your connection/);
    await expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Every form, drawn in place: the panel, with a reload, the chip in a header row and the dialog. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6 p-4">
      <LoadFailure {...args} className="py-6" />
      <LoadFailure
        {...args}
        className="py-6"
        title="Something went wrong"
        description="This stopped working unexpectedly. Retry, or reload the page."
        reloadLabel="Reload page"
        onReload={() => undefined}
      />
      <div className="flex min-h-13 items-center justify-end gap-2 border-y border-border bg-muted/70 px-3">
        <LoadFailure {...args} variant="inline" title="Loading failed" />
        <LoadFailure {...args} variant="inline" title="Loading failed" retrying />
      </div>
      <LoadFailureDialog
        modal={false}
        title="Loading failed"
        description="The site has just been updated. Reload the page to continue."
        retryLabel="Retry"
        onRetry={() => undefined}
        reloadLabel="Reload page"
        onReload={() => undefined}
        closeLabel="Close"
        onClose={() => undefined}
      />
    </div>
  ),
};
