import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, useContext, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';

/** Tab state: `value`/`defaultValue`, `onValueChange`, `orientation`, `activationMode`, `dir`. */
export function Tabs({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

export const tabsListVariants = cva(
  // Scrolls sideways rather than wrapping when the tabs outgrow a phone screen.
  'inline-flex max-w-full shrink-0 items-center overflow-x-auto data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch',
  {
    variants: {
      variant: {
        // The rule under the tabs is an inset shadow so the active tab's border can cover it
        // without overflowing the scroll box.
        underline: 'w-full gap-4 shadow-[inset_0_-1px_0_var(--color-border)]',
        pills: 'w-fit gap-1 rounded-lg bg-muted p-1',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

export const tabsTriggerVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-medium whitespace-nowrap text-muted-foreground',
    'transition-colors outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring',
    'disabled:pointer-events-none disabled:opacity-50 data-[state=active]:text-foreground',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        underline:
          'rounded-t-md border-b-2 border-transparent px-1 focus-visible:ring-inset data-[state=active]:border-primary',
        pills: 'rounded-md px-3 data-[state=active]:bg-background data-[state=active]:shadow-sm',
      },
      size: {
        sm: 'h-8 text-xs',
        md: 'h-10 text-sm',
      },
    },
    defaultVariants: { variant: 'underline', size: 'md' },
  },
);

type TabsLook = {
  variant: NonNullable<VariantProps<typeof tabsTriggerVariants>['variant']>;
  size: NonNullable<VariantProps<typeof tabsTriggerVariants>['size']>;
};

const TabsLookContext = createContext<TabsLook>({ variant: 'underline', size: 'md' });

export type TabsListProps = ComponentPropsWithRef<typeof TabsPrimitive.List> & VariantProps<typeof tabsTriggerVariants>;

/** The row of tabs. Its `variant` and `size` style every trigger inside it. */
export function TabsList({ className, variant, size, ...props }: TabsListProps) {
  const look: TabsLook = { variant: variant ?? 'underline', size: size ?? 'md' };
  return (
    <TabsLookContext value={look}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={look.variant}
        data-size={look.size}
        className={cn(tabsListVariants({ variant }), className)}
        {...props}
      />
    </TabsLookContext>
  );
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Trigger>) {
  const { variant, size } = useContext(TabsLookContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant}
      className={cn(tabsTriggerVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('flex-1 rounded-md outline-none focus-visible:ring-3 focus-visible:ring-ring', className)}
      {...props}
    />
  );
}
