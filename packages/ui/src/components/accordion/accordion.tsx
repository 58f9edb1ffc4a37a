import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, useContext, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import './accordion.css';
import { ChevronDownIcon } from '../../icons/chevron-down.ts';

export const accordionItemVariants = cva('', {
  variants: {
    variant: {
      /** A divided list: a rule between items. */
      default: 'border-b border-border last:border-b-0',
      /** Each item a separate card, for lists that sit on a busy background. */
      card: 'rounded-lg border border-border bg-card px-4 text-card-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

type AccordionVariant = NonNullable<VariantProps<typeof accordionItemVariants>['variant']>;

const AccordionVariantContext = createContext<AccordionVariant>('default');

type SingleProps = Omit<AccordionPrimitive.AccordionSingleProps, 'type' | 'collapsible'> & {
  /** One item open at a time; clicking the open item closes it (the default). */
  type?: 'single';
};

type MultipleProps = AccordionPrimitive.AccordionMultipleProps;

export type AccordionProps = (SingleProps | MultipleProps) &
  VariantProps<typeof accordionItemVariants> & { ref?: ComponentPropsWithRef<'div'>['ref'] };

/**
 * A stack of disclosure sections. By default one item is open at a time and clicking the open one
 * closes it, as the notice popup needs; `type="multiple"` lets several stay open.
 */
export function Accordion({ className, variant, ...props }: AccordionProps) {
  const variantName = variant ?? 'default';
  const shared = {
    'data-slot': 'accordion',
    'data-variant': variantName,
    className: cn('flex w-full flex-col', variantName === 'card' && 'gap-2', className),
  };
  return (
    <AccordionVariantContext value={variantName}>
      {props.type === 'multiple' ? (
        <AccordionPrimitive.Root {...shared} {...props} />
      ) : (
        <AccordionPrimitive.Root {...shared} collapsible {...props} type="single" />
      )}
    </AccordionVariantContext>
  );
}

export function AccordionItem({ className, ...props }: ComponentPropsWithRef<typeof AccordionPrimitive.Item>) {
  const variant = useContext(AccordionVariantContext);
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      data-variant={variant}
      className={cn(accordionItemVariants({ variant }), className)}
      {...props}
    />
  );
}

export type AccordionTriggerProps = ComponentPropsWithRef<typeof AccordionPrimitive.Trigger> & {
  /** The heading level wrapping the trigger, to fit the page's outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading data-slot="accordion-header" className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'group/trigger flex flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-start text-sm font-medium',
            'transition-colors outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring',
            'disabled:pointer-events-none disabled:opacity-50',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]/trigger:rotate-180 motion-reduce:transition-none"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn(
        'overflow-hidden text-sm',
        'motion-safe:data-[state=closed]:animate-[accordion-close_200ms_ease-out] motion-safe:data-[state=open]:animate-[accordion-open_200ms_ease-out]',
        className,
      )}
      {...props}
    >
      {/* Padding lives inside, so the animated height can reach zero. */}
      <div data-slot="accordion-content-body" className="pb-4">
        {children}
      </div>
    </AccordionPrimitive.Content>
  );
}
