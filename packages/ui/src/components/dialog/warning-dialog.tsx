import { useEffect, useEffectEvent, type ReactNode, type Ref } from 'react';
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
import { TriangleAlertIcon } from '../../icons/triangle-alert.ts';

export type WarningDialogProps = ControllableOpenOptions & {
  /** The control that opens the dialog (rendered as the trigger), when the dialog is not opened by state. */
  trigger?: ReactNode;
  title: ReactNode;
  /** What went wrong or what the player must know, e.g. the server's message. */
  message: ReactNode;
  confirmLabel: string;
  /** Runs on the confirm button or Enter, before the dialog closes. */
  onConfirm?: () => void;
  /** Closes the dialog by itself this many milliseconds after it opens. */
  autoCloseMs?: number;
  /** Label of the corner close button; without it the dialog has none (confirm and Escape remain). */
  closeLabel?: string;
  modal?: boolean;
  container?: HTMLElement | null;
  className?: string;
  ref?: Ref<HTMLDivElement>;
};

/** Tells the player something with a single acknowledgement button; Enter acknowledges. */
export function WarningDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel,
  onConfirm,
  autoCloseMs,
  closeLabel,
  modal,
  container,
  className,
  ref,
}: WarningDialogProps) {
  const [isOpen, setOpen] = useControllableOpen({ open, defaultOpen, onOpenChange });
  // The timer must not restart when the parent re-renders with a new onOpenChange function.
  const closeOnTimeout = useEffectEvent(() => setOpen(false));

  useEffect(() => {
    if (!isOpen || autoCloseMs === undefined) return;
    const timer = setTimeout(closeOnTimeout, autoCloseMs);
    return () => clearTimeout(timer);
  }, [isOpen, autoCloseMs]);

  const confirm = () => {
    onConfirm?.();
    setOpen(false);
  };

  return (
    <Dialog open={isOpen} onOpenChange={setOpen} modal={modal}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        ref={ref}
        data-slot="warning-dialog"
        role="alertdialog"
        className={className}
        closeLabel={closeLabel}
        closeOnOverlayClick={false}
        defaultAction={confirm}
        container={container}
      >
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warning text-warning-foreground"
          >
            <TriangleAlertIcon className="size-5" />
          </span>
          <DialogHeader className="min-w-0 flex-1 pt-1.5">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription asChild>
              <div>{message}</div>
            </DialogDescription>
          </DialogHeader>
        </div>
        <DialogFooter>
          <Button onClick={confirm}>{confirmLabel}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
