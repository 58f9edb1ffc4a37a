import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import './dropdown-menu.css';
import { CheckIcon } from '../../icons/check.ts';
import { ChevronRightIcon } from '../../icons/chevron-right.ts';
import { CircleIcon } from '../../icons/circle.ts';

export type DropdownMenuProps = MenuPrimitive.DropdownMenuProps;

/** The menu's state holder: `open`, `defaultOpen`, `onOpenChange`, `modal`, `dir`. */
export function DropdownMenu(props: DropdownMenuProps) {
  return <MenuPrimitive.Root {...props} />;
}

export function DropdownMenuTrigger(props: ComponentPropsWithRef<typeof MenuPrimitive.Trigger>) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export function DropdownMenuGroup(props: ComponentPropsWithRef<typeof MenuPrimitive.Group>) {
  return <MenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

/** Holds a nested menu: a DropdownMenuSubTrigger and its DropdownMenuSubContent. */
export const DropdownMenuSub = MenuPrimitive.Sub;

const surfaceClasses = [
  'z-50 min-w-40 overflow-x-hidden overflow-y-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md outline-none',
  'data-[state=closed]:animate-[dropdown-menu-out_100ms_ease-in] data-[state=open]:animate-[dropdown-menu-in_150ms_ease-out]',
];

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof MenuPrimitive.Content> & {
  /** Where to portal the menu (defaults to document.body), e.g. a full-screen game frame. */
  container?: HTMLElement | null;
};

export function DropdownMenuContent({ className, sideOffset = 4, container, ...props }: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          surfaceClasses,
          'max-h-(--radix-dropdown-menu-content-available-height) origin-(--radix-dropdown-menu-content-transform-origin)',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const rowClasses = [
  'relative flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none',
  'data-highlighted:bg-secondary data-highlighted:text-secondary-foreground',
  'data-disabled:pointer-events-none data-disabled:opacity-50',
  '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
];

export const dropdownMenuItemVariants = cva(rowClasses, {
  variants: {
    variant: {
      default: '[&_svg]:text-muted-foreground data-highlighted:[&_svg]:text-current',
      destructive: 'text-destructive data-highlighted:bg-destructive/10 data-highlighted:text-destructive',
    },
    inset: { true: 'ps-8', false: '' },
  },
  defaultVariants: { variant: 'default', inset: false },
});

export type DropdownMenuItemProps = ComponentPropsWithRef<typeof MenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants>;

/** One action. `onSelect` runs on click, Enter or Space, then the menu closes. */
export function DropdownMenuItem({ className, variant, inset, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant, inset }), className)}
      {...props}
    />
  );
}

function ItemIndicator({ children }: { children: ReactNode }) {
  return (
    <span className="pointer-events-none absolute start-2 flex size-4 items-center justify-center">
      <MenuPrimitive.ItemIndicator>{children}</MenuPrimitive.ItemIndicator>
    </span>
  );
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(rowClasses, 'ps-8', className)}
      {...props}
    >
      <ItemIndicator>
        <CheckIcon />
      </ItemIndicator>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuRadioGroup(props: ComponentPropsWithRef<typeof MenuPrimitive.RadioGroup>) {
  return <MenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(rowClasses, 'ps-8', className)}
      {...props}
    >
      <ItemIndicator>
        <CircleIcon className="size-2! fill-current" />
      </ItemIndicator>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof MenuPrimitive.Label> & { inset?: boolean };

/** A heading for the items below it; not focusable. */
export function DropdownMenuLabel({ className, inset = false, ...props }: DropdownMenuLabelProps) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-semibold text-muted-foreground', inset && 'ps-8', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithRef<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export type DropdownMenuSubTriggerProps = ComponentPropsWithRef<typeof MenuPrimitive.SubTrigger> & {
  inset?: boolean;
};

/** Opens a nested menu on hover, click, Enter, Space or the arrow toward it. */
export function DropdownMenuSubTrigger({ className, inset = false, children, ...props }: DropdownMenuSubTriggerProps) {
  return (
    <MenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(rowClasses, 'data-[state=open]:bg-secondary', inset && 'ps-8', className)}
      {...props}
    >
      {children}
      <ChevronRightIcon className="ms-auto rtl:rotate-180" />
    </MenuPrimitive.SubTrigger>
  );
}

export function DropdownMenuSubContent({
  className,
  container,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.SubContent> & { container?: HTMLElement | null }) {
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        className={cn(surfaceClasses, 'origin-(--radix-dropdown-menu-content-transform-origin)', className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}
