import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

const logout: ConfirmDialogProps = {
  title: 'Log out?',
  message: 'You will need your password to sign in again.',
  confirmLabel: 'Log out',
  cancelLabel: 'Stay signed in',
  onConfirm: () => undefined,
};

function renderOpen(props: Partial<ConfirmDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  render(<ConfirmDialog {...logout} defaultOpen onOpenChange={onOpenChange} {...props} />);
  return { user, onOpenChange, dialog: screen.getByRole('alertdialog', { name: 'Log out?' }) };
}

describe('ConfirmDialog', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'confirm-dialog',
      element: HTMLDivElement,
      container: 'body',
      // Non-modal for the same reason as Dialog's conformance test (Radix focus guards in happy-dom).
      render: (props) => <ConfirmDialog {...logout} {...props} defaultOpen modal={false} closeLabel="Close" />,
    });
  });

  it('is an alert dialog named by its title and described by its message', () => {
    const { dialog } = renderOpen();
    expect(dialog).toHaveAccessibleDescription('You will need your password to sign in again.');
  });

  it('opens from its trigger and confirms: onConfirm runs and the dialog closes', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<ConfirmDialog {...logout} onConfirm={onConfirm} trigger={<button type="button">Log out</button>} />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
  });

  it('lets the caller move focus elsewhere when the action took its opener away', async () => {
    const user = userEvent.setup();
    function Remover() {
      const [gone, setGone] = useState(false);
      return (
        <>
          <h2 tabIndex={-1}>Inbox</h2>
          {!gone && (
            <ConfirmDialog
              {...logout}
              onConfirm={() => setGone(true)}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                screen.getByRole('heading', { name: 'Inbox' }).focus();
              }}
              trigger={<button type="button">Delete</button>}
            />
          )}
        </>
      );
    }
    render(<Remover />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Inbox' })).toHaveFocus());
  });

  it('confirms on Enter', async () => {
    const onConfirm = vi.fn();
    const { user, onOpenChange } = renderOpen({ onConfirm });
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cancels with the cancel button or Escape, without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderOpen({ onConfirm, onCancel });
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    render(<ConfirmDialog {...logout} defaultOpen onConfirm={onConfirm} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores a background click', async () => {
    const { user, dialog, onOpenChange } = renderOpen();
    await user.click(document.querySelector('[data-slot="dialog-overlay"]')!);
    expect(dialog).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('stays busy while a returned promise runs, then closes when it resolves', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCancel = vi.fn();
    const { user, dialog, onOpenChange } = renderOpen({ onConfirm, onCancel });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeDisabled();

    // Neither Escape nor a second Enter interrupts the work.
    await user.keyboard('{Escape}');
    dialog.focus();
    await user.keyboard('{Enter}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).toHaveBeenCalledOnce();

    await act(async () => finish());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open for a retry when the returned promise rejects', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('network')));
    const { user, dialog, onOpenChange } = renderOpen({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('aria-busy'));
    expect(dialog).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });

  it('blocks closing while the parent marks it busy', async () => {
    const onCancel = vi.fn();
    const { user, dialog } = renderOpen({ busy: true, onCancel });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('paints the confirm button as destructive for the destructive variant', () => {
    renderOpen({ variant: 'destructive' });
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('alertdialog')).toHaveAttribute('data-variant', 'destructive');
  });
});
