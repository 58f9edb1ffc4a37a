import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { CircleAlertIcon } from '../../icons/circle-alert.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/index.ts';

export const loadFailureVariants = cva('text-foreground', {
  variants: {
    variant: {
      /** In a screen's place, or a section's: the page around it stays. */
      panel: 'mx-auto flex w-full max-w-md flex-col items-center gap-4 px-6 py-16 text-center',
      /** The whole page, when nothing else could be drawn. */
      page: 'mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center',
      /** In a row of controls (a header, a menu's place): no taller than the controls, so nothing moves. */
      inline:
        'inline-flex h-9 max-w-full items-center gap-1.5 rounded-full border border-destructive bg-background ps-2.5 pe-0.5 text-sm shadow-xs',
    },
  },
  defaultVariants: { variant: 'panel' },
});

/** What every form of the failure says and offers. */
export interface LoadFailureContent {
  /** What failed, short ("Page load failed"); the inline form shows it from `sm` up, and always reads it out. */
  title: string;
  /** Why, and what to do; the inline form gives it to screen readers only. */
  description?: string;
  retryLabel: string;
  /** Loads the part again. */
  onRetry: () => void;
  /** Marks Retry busy while the part loads again. */
  retrying?: boolean;
  /** With `onReload`, a second action that reloads the whole page (e.g. after a new release). */
  reloadLabel?: string;
  onReload?: () => void;
}

export type LoadFailureProps = Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> &
  VariantProps<typeof loadFailureVariants> &
  LoadFailureContent;

type ActionProps = Omit<LoadFailureContent, 'title' | 'description'>;

/** Parts the actions' props from the others. */
export function splitActions<Props extends ActionProps>({
  retryLabel,
  onRetry,
  retrying,
  reloadLabel,
  onReload,
  ...others
}: Props) {
  return [{ retryLabel, onRetry, retrying, reloadLabel, onReload }, others] as const;
}

/**
 * The failure's actions: Retry first, Reload beside it when offered. `compact` (the inline form):
 * only a small Retry, which is all a row of controls has room for.
 */
export function LoadFailureActions({
  retryLabel,
  onRetry,
  retrying = false,
  reloadLabel,
  onReload,
  compact = false,
  className,
}: ActionProps & { compact?: boolean; className?: string }) {
  const small = compact
    ? ({ size: 'sm', variant: 'ghost', className: 'h-7 rounded-full px-2.5 font-semibold text-primary' } as const)
    : {};
  return (
    <div data-slot="load-failure-actions" className={cn('flex flex-wrap justify-center gap-2', className)}>
      <Button data-slot="load-failure-retry" loading={retrying} onClick={onRetry} {...small}>
        {retryLabel}
      </Button>
      {!compact && reloadLabel && onReload && (
        <Button data-slot="load-failure-reload" variant="outline" onClick={onReload}>
          {reloadLabel}
        </Button>
      )}
    </div>
  );
}

/**
 * A part of the page that could not be loaded (its code or its data), said in place with a way to
 * try again, so a failure never leaves a blank. `panel` stands in for a screen or a section, `page`
 * for the whole page, `inline` for a control in a row (a header's menu): as tall as a small button,
 * with its Retry only. For a dialog's place, see `LoadFailureDialog`.
 */
export function LoadFailure(allProps: LoadFailureProps) {
  const [actions, { variant, title, description, className, ...props }] = splitActions(allProps);
  const name = variant ?? 'panel';
  const inline = name === 'inline';
  const Heading = inline ? 'span' : name === 'page' ? 'h1' : 'h2';
  const Text = inline ? 'span' : 'p';
  return (
    <div
      role="alert"
      data-slot="load-failure"
      data-variant={name}
      className={cn(loadFailureVariants({ variant }), className)}
      {...props}
    >
      <CircleAlertIcon aria-hidden="true" className={cn('text-destructive', inline ? 'size-4 shrink-0' : 'size-10')} />
      <Heading
        data-slot="load-failure-title"
        className={inline ? 'truncate max-sm:sr-only' : 'text-xl font-semibold text-balance'}
      >
        {title}
      </Heading>
      {description && (
        <Text data-slot="load-failure-description" className={inline ? 'sr-only' : 'text-pretty text-muted-foreground'}>
          {description}
        </Text>
      )}
      <LoadFailureActions compact={inline} {...actions} />
    </div>
  );
}
