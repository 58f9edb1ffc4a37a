import { useCallback, useEffect, useId, useRef, type ComponentPropsWithRef, type Ref } from 'react';
import { XIcon } from '../../icons/x.ts';
import { cn } from '../../lib/cn.ts';
import { dialogContentVariants } from '../dialog/dialog-content-variants.ts';
import { IconButton } from '../icon-button/index.ts';
import { LoadFailureActions, splitActions, type LoadFailureContent } from './load-failure.tsx';

export type LoadFailureDialogProps = Omit<ComponentPropsWithRef<'dialog'>, 'title' | 'children' | 'open'> &
  LoadFailureContent & {
    closeLabel: string;
    /** Escape and the close button: the owner removes the dialog. */
    onClose: () => void;
    /** `false` shows it in place, without blocking the page (stories, previews). */
    modal?: boolean;
  };

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A dialog whose code could not be loaded, said in the dialog's place: the same frame as the
 * design system's dialogs, with Retry and a way out. It is the browser's own `<dialog>` (modal,
 * Escape, focus kept inside, the page behind inert) rather than the Radix one: it shows when code
 * could not be fetched, so it must not need a chunk of its own.
 */
export function LoadFailureDialog(allProps: LoadFailureDialogProps) {
  const [actions, { title, description, closeLabel, onClose, modal = true, className, ref, ...props }] =
    splitActions(allProps);
  const titleId = useId();
  const descriptionId = useId();
  // The latest onClose, for the dialog's own listeners.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  const attach = useCallback(
    (node: HTMLDialogElement | null) => {
      if (!node) return;
      assignRef(ref, node);
      // Drawn in place (not modal), it is open as drawn and takes no focus.
      if (modal && !node.open) node.showModal();
      // The owner closes the dialog, by removing it: Escape and the browser's other close requests
      // (a phone's back gesture) ask it to, and a close the browser makes anyway tells it so.
      const close = () => closeRef.current();
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        close();
      };
      const onCancel = (event: Event) => {
        event.preventDefault();
        close();
      };
      node.addEventListener('keydown', onKeyDown);
      node.addEventListener('cancel', onCancel);
      node.addEventListener('close', close);
      return () => {
        node.removeEventListener('keydown', onKeyDown);
        node.removeEventListener('cancel', onCancel);
        node.removeEventListener('close', close);
        assignRef(ref, null);
        // Closed before it goes, so the browser gives focus back to what opened it.
        if (node.open) node.close();
      };
    },
    [modal, ref],
  );
  return (
    <dialog
      ref={attach}
      open={!modal || undefined}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-slot="load-failure"
      data-variant="dialog"
      className={cn(
        dialogContentVariants({ size: 'md' }),
        'backdrop:bg-background/80',
        !modal && 'relative inset-auto z-auto',
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-1.5 pe-8">
        <h2 id={titleId} data-slot="load-failure-title" className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} data-slot="load-failure-description" className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <LoadFailureActions className="flex-row-reverse justify-start" {...actions} />
      <IconButton
        data-slot="load-failure-close"
        label={closeLabel}
        variant="ghost"
        size="sm"
        className="absolute end-3 top-3"
        onClick={onClose}
      >
        <XIcon />
      </IconButton>
    </dialog>
  );
}
