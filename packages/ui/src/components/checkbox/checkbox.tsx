import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field-context.ts';
import { CheckIcon } from '../../icons/check.ts';
import { MinusIcon } from '../../icons/minus.ts';

export type { CheckedState } from '@radix-ui/react-checkbox';

export const checkboxVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-sm border border-input bg-background text-primary-foreground shadow-xs',
    'transition-colors outline-none',
    'focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
    'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
    'aria-invalid:border-destructive aria-invalid:text-destructive-foreground',
    'aria-invalid:data-[state=checked]:bg-destructive aria-invalid:data-[state=indeterminate]:bg-destructive',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 [&_svg]:size-3',
        md: 'size-5 [&_svg]:size-3.5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type CheckboxProps = ComponentPropsWithRef<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants> & {
    /** Text beside the box; clicking it toggles the box. Leave it out inside a Field, which labels it. */
    label?: ReactNode;
  };

/** A Radix checkbox (checked, unchecked or indeterminate) with an optional label beside it. */
export function Checkbox({ className, size, label, ...ownProps }: CheckboxProps) {
  const props = useFieldControl(ownProps);
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const sizeName = size ?? 'md';
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      data-size={sizeName}
      className={cn(checkboxVariants({ size }), className)}
      {...props}
      id={id}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group flex items-center justify-center">
        <CheckIcon strokeWidth={3} className="group-data-[state=indeterminate]:hidden" />
        <MinusIcon strokeWidth={3} className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (label == null) return box;
  return (
    <div data-slot="checkbox-field" className="flex items-start gap-2.5">
      <div className={cn('flex shrink-0 items-center', sizeName === 'sm' ? 'h-5' : 'h-6')}>{box}</div>
      <label
        htmlFor={id}
        data-slot="checkbox-label"
        className={cn(
          'cursor-pointer text-sm select-none',
          sizeName === 'sm' ? 'leading-5' : 'leading-6',
          props.disabled && 'cursor-not-allowed opacity-50',
        )}
      >
        {label}
      </label>
    </div>
  );
}
