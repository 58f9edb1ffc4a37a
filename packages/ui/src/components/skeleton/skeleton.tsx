import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';

export const skeletonVariants = cva('block shrink-0 bg-muted', {
  variants: {
    variant: {
      // A line of text: one line-height tall, full width unless sized.
      text: 'h-4 w-full rounded-sm',
      rect: 'rounded-md',
      circle: 'aspect-square rounded-full',
    },
    animated: {
      // The pulse stops for people who ask for reduced motion; the grey block still says "loading".
      true: 'animate-pulse motion-reduce:animate-none',
      false: '',
    },
  },
  defaultVariants: { variant: 'rect', animated: true },
});

export type SkeletonProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & VariantProps<typeof skeletonVariants>;

/**
 * A placeholder shape while content loads. Size it with className (`h-32 w-full`, `size-10`). It is
 * hidden from assistive technology: mark the loading region with aria-busy instead. Its pulse is
 * decorative motion (`data-decorative-motion`): it waits while the page holds motion
 * (`<html data-motion="held">`).
 */
export function Skeleton({ className, variant, animated, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      data-variant={variant ?? 'rect'}
      data-decorative-motion={animated === false ? undefined : ''}
      aria-hidden="true"
      className={cn(skeletonVariants({ variant, animated }), className)}
      {...props}
    />
  );
}
