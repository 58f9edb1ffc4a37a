import * as SelectPrimitive from '@radix-ui/react-select';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import './select.css';
import { CheckIcon } from '../../icons/check.ts';
import { ChevronDownIcon } from '../../icons/chevron-down.ts';
import { ChevronUpIcon } from '../../icons/chevron-up.ts';

export type SelectProps = SelectPrimitive.SelectProps;

/**
 * A list box picker (Radix Select): `value`/`defaultValue`, `onValueChange`, `name` and `required`
 * for forms, `disabled`. Label its trigger with a <label htmlFor> or `aria-labelledby`.
 */
export function Select(props: SelectProps) {
  return <SelectPrimitive.Root {...props} />;
}

export function SelectGroup(props: ComponentPropsWithRef<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** Shows the chosen item's text, or `placeholder` while nothing is chosen. */
export function SelectValue(props: ComponentPropsWithRef<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

export const selectTriggerVariants = cva(
  [
    'flex w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-background text-foreground',
    'whitespace-nowrap transition-colors outline-none data-placeholder:text-muted-foreground',
    'focus-visible:ring-3 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
    'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0 [&>span]:truncate',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-xs [&_svg]:size-3.5',
        md: 'h-10 px-3 text-sm [&_svg]:size-4',
        lg: 'h-12 px-4 text-base [&_svg]:size-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SelectTriggerProps = ComponentPropsWithRef<typeof SelectPrimitive.Trigger> &
  VariantProps<typeof selectTriggerVariants>;

/** The closed control (role combobox). Set `aria-invalid` to show a validation error. */
export function SelectTrigger({ className, size, children, ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size ?? 'md'}
      className={cn(selectTriggerVariants({ size }), className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

const scrollButtonClasses = 'flex cursor-default items-center justify-center py-1 text-muted-foreground [&_svg]:size-4';

export function SelectScrollUpButton({
  className,
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.ScrollUpButton>) {
  return (
    <SelectPrimitive.ScrollUpButton
      data-slot="select-scroll-up-button"
      className={cn(scrollButtonClasses, className)}
      {...props}
    >
      <ChevronUpIcon aria-hidden="true" />
    </SelectPrimitive.ScrollUpButton>
  );
}

export function SelectScrollDownButton({
  className,
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.ScrollDownButton>) {
  return (
    <SelectPrimitive.ScrollDownButton
      data-slot="select-scroll-down-button"
      className={cn(scrollButtonClasses, className)}
      {...props}
    >
      <ChevronDownIcon aria-hidden="true" />
    </SelectPrimitive.ScrollDownButton>
  );
}

export type SelectContentProps = ComponentPropsWithRef<typeof SelectPrimitive.Content> & {
  /** Where to portal the list (defaults to document.body), e.g. a full-screen game frame. */
  container?: HTMLElement | null;
};

/** The open list, placed under its trigger and at least as wide; long lists scroll. */
export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 4,
  container,
  ...props
}: SelectContentProps) {
  const popper = position === 'popper';
  return (
    <SelectPrimitive.Portal container={container}>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={popper ? sideOffset : undefined}
        className={cn(
          'relative z-50 min-w-32 overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md',
          'data-[state=open]:animate-[select-content-in_150ms_ease-out]',
          popper &&
            'max-h-[min(20rem,var(--radix-select-content-available-height))] w-(--radix-select-trigger-width) origin-(--radix-select-content-transform-origin)',
          className,
        )}
        {...props}
      >
        <SelectScrollUpButton />
        <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
          {children}
        </SelectPrimitive.Viewport>
        <SelectScrollDownButton />
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: ComponentPropsWithRef<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 py-1.5 text-xs font-semibold text-muted-foreground', className)}
      {...props}
    />
  );
}

/** One option; `disabled` keeps it visible but out of reach of pointer, arrows and typeahead. */
export function SelectItem({ className, children, ...props }: ComponentPropsWithRef<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-pointer items-center gap-2 rounded-sm py-1.5 ps-2 pe-8 text-sm outline-none select-none',
        'data-highlighted:bg-secondary data-highlighted:text-secondary-foreground',
        'data-disabled:pointer-events-none data-disabled:opacity-50',
        '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute end-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}

export function SelectSeparator({ className, ...props }: ComponentPropsWithRef<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
