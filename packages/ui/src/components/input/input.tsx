import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field-context.ts';

/** The visible box: the <input> itself, or the group around it when it has adornments. */
export const inputVariants = cva(
  [
    'flex w-full min-w-0 rounded-md border border-input bg-background text-foreground shadow-xs',
    'transition-[color,box-shadow] outline-none',
    'placeholder:text-muted-foreground',
    'focus-visible:ring-3 focus-visible:ring-ring',
    'has-[input:focus-visible]:ring-3 has-[input:focus-visible]:ring-ring',
    'has-[input[aria-invalid=true]]:border-destructive aria-invalid:border-destructive',
    'disabled:cursor-not-allowed disabled:opacity-50',
    'has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 text-sm',
        md: 'h-10 text-sm',
        lg: 'h-12 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

// Literal class names per size, so Tailwind finds them in the source.
const textPadding = { sm: 'px-2.5', md: 'px-3', lg: 'px-4' } as const;
const startPadding = { sm: 'ps-2.5', md: 'ps-3', lg: 'ps-4' } as const;
const endPadding = { sm: 'pe-2.5', md: 'pe-3', lg: 'pe-4' } as const;

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'> &
  VariantProps<typeof inputVariants> & {
    /** Shown inside the box before the text: an icon, a currency symbol, a dialling code. */
    leading?: ReactNode;
    /** Shown inside the box after the text: a unit, a button (PasswordInput's toggle), a captcha. */
    trailing?: ReactNode;
  };

/**
 * A text input. Inside a Field it picks up its id, description and invalid state. With adornments
 * the box becomes a group around the input: `className` styles that box, the ref stays on the
 * <input> so forms can focus it.
 */
export function Input({ className, size, leading, trailing, type, ...ownProps }: InputProps) {
  const props = useFieldControl(ownProps);
  const sizeName = size ?? 'md';
  const adorned = leading != null || trailing != null;
  if (!adorned) {
    return (
      <input
        data-slot="input"
        data-size={sizeName}
        type={type ?? 'text'}
        className={cn(inputVariants({ size }), textPadding[sizeName], className)}
        {...props}
      />
    );
  }
  return (
    <div
      data-slot="input-group"
      data-size={sizeName}
      className={cn(inputVariants({ size }), 'items-center', className)}
    >
      {leading != null && (
        <span
          data-slot="input-adornment"
          data-position="leading"
          className={cn('flex shrink-0 items-center text-muted-foreground [&_svg]:size-4', startPadding[sizeName])}
        >
          {leading}
        </span>
      )}
      <input
        data-slot="input"
        data-size={sizeName}
        type={type ?? 'text'}
        className={cn(
          'h-full min-w-0 flex-1 rounded-md bg-transparent outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed',
          leading != null ? 'ps-2' : startPadding[sizeName],
          trailing != null ? 'pe-2' : endPadding[sizeName],
        )}
        {...props}
      />
      {trailing != null && (
        <span
          data-slot="input-adornment"
          data-position="trailing"
          // A button (PasswordInput's toggle) sits close to the edge; text keeps the text inset.
          className={cn(
            'flex shrink-0 items-center text-muted-foreground has-[button]:pe-1 [&_svg]:size-4',
            endPadding[sizeName],
          )}
        >
          {trailing}
        </span>
      )}
    </div>
  );
}
