import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-full font-semibold whitespace-nowrap tabular-nums',
  {
    variants: {
      variant: {
        destructive: 'bg-destructive text-destructive-foreground',
        primary: 'bg-primary text-primary-foreground',
        secondary: 'bg-secondary text-secondary-foreground',
        success: 'bg-success text-success-foreground',
        warning: 'bg-warning text-warning-foreground',
        outline: 'border border-border bg-background text-foreground',
        // The "hot" marker on vendors and games: the alert colour, in capitals so it reads as a tag.
        hot: 'bg-destructive tracking-wide text-destructive-foreground uppercase',
      },
      size: {
        sm: 'h-4 min-w-4 px-1 text-[0.625rem] leading-none',
        md: 'h-5 min-w-5 px-1.5 text-xs leading-none',
      },
      dot: {
        true: 'min-w-0 p-0',
        false: '',
      },
    },
    compoundVariants: [
      { dot: true, size: 'sm', className: 'size-2' },
      { dot: true, size: 'md', className: 'size-2.5' },
    ],
    defaultVariants: { variant: 'destructive', size: 'md', dot: false },
  },
);

export type BadgeProps = ComponentPropsWithRef<'span'> &
  VariantProps<typeof badgeVariants> & {
    /**
     * A count ("3 unread messages"). Zero, negative or not a number renders nothing at all, so a
     * menu item can always pass its count.
     */
    count?: number;
    /** Counts above this show as "max+" (99+). */
    max?: number;
    /**
     * Shows a small dot instead of text. The children (or the count) are still read out by screen
     * readers, so give the dot words ("Hot", "New messages").
     */
    dot?: boolean;
    /**
     * What screen readers hear instead of the visible text, e.g. "120 unread messages" for a badge
     * showing 99+.
     */
    accessibleLabel?: string;
  };

/** Formats a count for display; undefined when there is nothing to show. */
export function formatBadgeCount(count: number, max = 99): string | undefined {
  if (Number.isNaN(count)) return undefined;
  const whole = Math.floor(count);
  if (whole <= 0) return undefined;
  const cap = Math.max(1, Math.floor(Number.isFinite(max) ? max : 99));
  return whole > cap ? `${cap}+` : String(whole);
}

/** A small count or label: unread messages, missions and rewards, or a "hot" marker. */
export function Badge({
  className,
  variant,
  size,
  dot,
  count,
  max = 99,
  accessibleLabel,
  children,
  ...props
}: BadgeProps) {
  let content = children;
  if (count !== undefined) {
    const text = formatBadgeCount(count, max);
    if (text === undefined) return null;
    content = text;
  }
  const isDot = dot ?? false;
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'destructive'}
      data-size={size ?? 'md'}
      data-dot={isDot || undefined}
      className={cn(badgeVariants({ variant, size, dot: isDot }), className)}
      {...props}
    >
      {isDot ? null : <span aria-hidden={accessibleLabel ? true : undefined}>{content}</span>}
      {(isDot || accessibleLabel) && <span className="sr-only">{accessibleLabel ?? content}</span>}
    </span>
  );
}
