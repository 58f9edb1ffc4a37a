import { useState, type ReactNode, type Ref } from 'react';
import { Button } from '../button/index.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { useControllableOpen, type ControllableOpenOptions } from './use-controllable-open.ts';

export type ConfirmDialogProps = ControllableOpenOptions & {
  /** The control that opens the dialog (rendered as the trigger), when the dialog is not opened by state. */
  trigger?: ReactNode;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * Runs on the confirm button or Enter. The dialog then closes; if this returns a promise the
   * dialog stays busy until it settles, closes when it resolves and stays open when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Runs when the dialog is dismissed without confirming: cancel, Escape or the close button. */
  onCancel?: () => void;
  /** Shows the confirm button busy and blocks closing, for work the parent tracks itself. */
  busy?: boolean;
  /** `destructive` paints the confirm button as a dangerous action (delete, log out everywhere…). */
  variant?: 'default' | 'destructive';
  /** Label of the corner close button; without it the dialog has none (cancel and Escape remain). */
  closeLabel?: string;
  /**
   * Runs as the dialog hands focus back. Focus goes to what opened it, unless this prevents that
   * (the action removed the opener: the caller moves focus somewhere that still makes sense).
   */
  onCloseAutoFocus?: (event: Event) => void;
  modal?: boolean;
  container?: HTMLElement | null;
  className?: string;
  ref?: Ref<HTMLDivElement>;
};

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/** Asks the player to confirm one action. Enter confirms; a background click does nothing. */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  variant = 'default',
  closeLabel,
  onCloseAutoFocus,
  modal,
  container,
  className,
  ref,
}: ConfirmDialogProps) {
  const [isOpen, setOpen] = useControllableOpen({ open, defaultOpen, onOpenChange });
  const [pending, setPending] = useState(false);
  const isBusy = busy || pending;

  const confirm = () => {
    if (isBusy) return;
    const result = onConfirm();
    if (!isPromiseLike(result)) {
      setOpen(false);
      return;
    }
    setPending(true);
    result.then(
      () => {
        setPending(false);
        setOpen(false);
      },
      // The caller reports the failure (a toast, say); the dialog stays open so the player can retry.
      () => setPending(false),
    );
  };

  const dismiss = () => {
    if (isBusy) return;
    onCancel?.();
    setOpen(false);
  };

  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? setOpen(true) : dismiss())} modal={modal}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        ref={ref}
        data-slot="confirm-dialog"
        data-variant={variant}
        role="alertdialog"
        aria-busy={isBusy || undefined}
        className={className}
        closeLabel={closeLabel}
        closeOnOverlayClick={false}
        defaultAction={confirm}
        container={container}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{message}</div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={isBusy} onClick={dismiss}>
            {cancelLabel}
          </Button>
          <Button variant={variant === 'destructive' ? 'destructive' : 'primary'} loading={isBusy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
