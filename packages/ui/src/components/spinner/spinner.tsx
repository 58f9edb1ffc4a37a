import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';

export const spinnerVariants = cva(
  [
    // Three quarters of a ring turning: the house look Button's loading state has always had.
    'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent align-middle',
    // Slower rather than still under reduced motion: the turning ring is the only sign of work.
    'motion-reduce:animate-[spin_1.6s_linear_infinite]',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 border-2',
        md: 'size-6 border-2',
        lg: 'size-10 border-[3px]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = Omit<ComponentPropsWithRef<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /**
     * What is loading, read out by screen readers ("Loading games"). Leave it out when the spinner
     * is decorative, e.g. inside a button that already says it is busy.
     */
    label?: string;
  };

/** A turning ring in the current text colour. */
export function Spinner({ className, size, label, ...props }: SpinnerProps) {
  const labelled = Boolean(label);
  return (
    <span
      data-slot="spinner"
      data-size={size ?? 'md'}
      role={labelled ? 'status' : undefined}
      aria-hidden={labelled ? undefined : true}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      {labelled && <span className="sr-only">{label}</span>}
    </span>
  );
}
