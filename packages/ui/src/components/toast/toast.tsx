import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import './toast.css';
import { XIcon } from '../../icons/x.ts';

export type ToastProviderProps = ToastPrimitive.ToastProviderProps & {
  /** Prefix screen readers announce before each toast, e.g. "Notification". */
  label: string;
};

/** Holds the toasts and their timing: `duration` (ms, default 5000) and `swipeDirection`. */
export function ToastProvider(props: ToastProviderProps) {
  return <ToastPrimitive.Provider {...props} />;
}

export type ToastViewportProps = ComponentPropsWithRef<typeof ToastPrimitive.Viewport> & {
  /** Name of the notifications region; `{hotkey}` becomes the shortcut that focuses it (F8). */
  label: string;
};

/** Where toasts stack: the bottom edge on phones, the bottom corner on wider screens. */
export function ToastViewport({ className, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed end-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-105',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group/toast pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pe-10 shadow-lg',
    'outline-none focus-visible:ring-3 focus-visible:ring-ring [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
    'data-[state=closed]:animate-[toast-out_150ms_ease-in] data-[state=open]:animate-[toast-in_200ms_ease-out]',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
    'data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-popover text-popover-foreground',
        success: 'border-success bg-success text-success-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentPropsWithRef<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

/** One message. It closes itself after the provider's `duration` unless given `duration={Infinity}`. */
export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn('text-sm', className)} {...props} />;
}

/** A follow-up such as "Undo". `altText` tells screen reader users how else to do it. */
export function ToastAction({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 cursor-pointer items-center justify-center self-center rounded-md border border-current/40 px-3 text-sm font-medium',
        'transition-colors outline-none hover:bg-current/10 focus-visible:ring-3 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

export type ToastCloseProps = Omit<ComponentPropsWithRef<typeof ToastPrimitive.Close>, 'aria-label' | 'children'> & {
  /** What screen readers call the close button, e.g. "Close". */
  label: string;
};

export function ToastClose({ className, label, ...props }: ToastCloseProps) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        'absolute end-2 top-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-current opacity-70',
        'transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-3 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
