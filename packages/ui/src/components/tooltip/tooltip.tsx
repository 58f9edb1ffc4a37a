import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import './tooltip.css';

const InsideTooltipProvider = createContext(false);

export type TooltipProviderProps = TooltipPrimitive.TooltipProviderProps;

/**
 * Shares the opening delay across the tooltips below it: once one is open, moving to the next
 * shows it at once. Put one near the app root.
 */
export function TooltipProvider({ delayDuration = 300, skipDelayDuration = 300, ...props }: TooltipProviderProps) {
  return (
    <InsideTooltipProvider value>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
    </InsideTooltipProvider>
  );
}

export type TooltipProps = TooltipPrimitive.TooltipProps;

/** Opens on hover and on keyboard focus of its trigger; Escape closes it. Works with or without a provider. */
export function Tooltip(props: TooltipProps) {
  const root = <TooltipPrimitive.Root {...props} />;
  return useContext(InsideTooltipProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

/** The described control. Use `asChild` to put the tooltip on an existing button or link. */
export function TooltipTrigger(props: ComponentPropsWithRef<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export type TooltipContentProps = ComponentPropsWithRef<typeof TooltipPrimitive.Content> & {
  /** Where to portal the tooltip (defaults to document.body), e.g. a full-screen game frame. */
  container?: HTMLElement | null;
};

/**
 * The tooltip text. It describes the trigger for screen readers (aria-describedby); pass
 * `aria-label` when the visible content is not plain text.
 */
export function TooltipContent({ className, sideOffset = 6, container, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal container={container}>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md border border-border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-md',
          'origin-(--radix-tooltip-content-transform-origin) text-balance',
          'data-[state=closed]:animate-[tooltip-out_100ms_ease-in] data-[state=delayed-open]:animate-[tooltip-in_150ms_ease-out] data-[state=instant-open]:animate-[tooltip-in_100ms_ease-out]',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
