import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { VariantProps } from 'class-variance-authority';
import { useRef, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { IconButton } from '../icon-button/index.ts';
import { isDefaultActionKey } from './default-action.ts';
import { dialogContentVariants } from './dialog-content-variants.ts';
import './dialog.css';
import { XIcon } from '../../icons/x.ts';

export { dialogContentVariants };

export type DialogProps = DialogPrimitive.DialogProps;

/** The dialog's state holder (Radix Dialog root): `open`, `defaultOpen`, `onOpenChange`, `modal`. */
export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root {...props} />;
}

/** Alias of {@link Dialog} for code that names every part. */
export const DialogRoot = Dialog;

export function DialogTrigger(props: ComponentPropsWithRef<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export const DialogPortal = DialogPrimitive.Portal;

export function DialogClose(props: ComponentPropsWithRef<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        // No backdrop blur: it costs frames on low-end phones and in software rendering.
        'fixed inset-0 z-50 bg-background/80',
        'data-[state=closed]:animate-[dialog-overlay-out_150ms_ease-in] data-[state=open]:animate-[dialog-overlay-in_200ms_ease-out]',
        className,
      )}
      {...props}
    />
  );
}

export type DialogContentProps = ComponentPropsWithRef<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Label of the corner close button (e.g. "Close"). Without it there is no close button. */
    closeLabel?: string;
    /** `false` keeps the dialog open when the background is clicked. Escape still closes it. */
    closeOnOverlayClick?: boolean;
    /**
     * What Enter does anywhere in the dialog except in a form, a text area or on another control
     * that handles Enter itself. When set, the dialog takes focus on open so Enter works at once.
     */
    defaultAction?: () => void;
    /** Where to portal the dialog (defaults to document.body), e.g. a full-screen game frame. */
    container?: HTMLElement | null;
  };

export function DialogContent({
  className,
  size,
  closeLabel,
  closeOnOverlayClick = true,
  defaultAction,
  container,
  children,
  onKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onPointerDownOutside,
  ...props
}: DialogContentProps) {
  // Whatever had focus when the dialog opened gets it back on close, even without a DialogTrigger.
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <DialogPortal container={container}>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'md'}
        className={cn(dialogContentVariants({ size }), className)}
        onOpenAutoFocus={(event) => {
          const content = event.currentTarget as HTMLElement | null;
          const active = document.activeElement;
          // An autoFocus field inside the dialog may already hold focus; that is not the opener.
          openerRef.current = active instanceof HTMLElement && !content?.contains(active) ? active : null;
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented || !defaultAction) return;
          event.preventDefault();
          content?.focus();
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const opener = openerRef.current;
          if (event.defaultPrevented || !opener?.isConnected || opener === document.body) return;
          event.preventDefault();
          opener.focus();
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (!closeOnOverlayClick) event.preventDefault();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          onKeyDown?.(event);
          if (!defaultAction || !isDefaultActionKey(event)) return;
          event.preventDefault();
          defaultAction();
        }}
        {...props}
      >
        {children}
        {closeLabel && (
          <DialogPrimitive.Close asChild>
            <IconButton
              data-slot="dialog-close-button"
              label={closeLabel}
              variant="ghost"
              size="sm"
              className="absolute end-3 top-3"
            >
              <XIcon />
            </IconButton>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 group-has-[>[data-slot=dialog-close-button]]/dialog:pe-8', className)}
      {...props}
    />
  );
}

export type DialogTitleProps = ComponentPropsWithRef<typeof DialogPrimitive.Title> & {
  /** Keeps the title for screen readers only, when the design shows no heading. */
  visuallyHidden?: boolean;
};

/** Every dialog needs one: it names the dialog for assistive technology. */
export function DialogTitle({ className, visuallyHidden = false, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-tight font-semibold', visuallyHidden && 'sr-only', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
