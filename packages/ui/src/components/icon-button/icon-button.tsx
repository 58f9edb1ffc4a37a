import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../button/index.ts';

/** Squares the button's box and sizes the icon; colours, focus ring and states come from buttonVariants. */
export const iconButtonVariants = cva('px-0 [&_svg]:pointer-events-none [&_svg]:shrink-0', {
  variants: {
    size: {
      sm: 'size-8 [&_svg]:size-4',
      md: 'size-10 [&_svg]:size-5',
      lg: 'size-12 [&_svg]:size-6',
    },
  },
  defaultVariants: { size: 'md' },
});

type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> &
  VariantProps<typeof iconButtonVariants> & {
    /** What the button does, read by screen readers and shown nowhere else (e.g. "Close", "Open menu"). */
    label: string;
    /** The icon, usually one of the design system's icons (`icons/`); it is hidden from assistive technology. */
    children: ReactNode;
    /** Button's variants except `link`, which makes no sense without text. Defaults to `ghost`. */
    variant?: Exclude<ButtonVariant, 'link'>;
    /** Render the child element (a link, say) with the icon button's look instead of a <button>. */
    asChild?: boolean;
    /** Replaces the icon with a spinner, marks the button busy and ignores clicks. */
    loading?: boolean;
  };

export function IconButton({
  className,
  variant,
  size,
  label,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: IconButtonProps) {
  const variantName = variant ?? 'ghost';
  const sizeName = size ?? 'md';
  const classes = cn(buttonVariants({ variant: variantName, size: sizeName }), iconButtonVariants({ size }), className);
  const shared = {
    'data-slot': 'icon-button',
    'data-variant': variantName,
    'data-size': sizeName,
    'aria-label': label,
    className: classes,
  };
  if (asChild) {
    return (
      <Slot {...shared} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      {...shared}
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <span
          data-slot="icon-button-spinner"
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      ) : (
        <span data-slot="icon-button-icon" aria-hidden="true" className="contents">
          {children}
        </span>
      )}
    </button>
  );
}
