import { Button } from '@lobbykit/ui/button';
import { cn } from '@lobbykit/ui/lib/cn';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlertIcon } from '@lobbykit/ui/icons/circle-alert';
import type { IconComponent } from '@lobbykit/ui/icons/icon';
import { InboxIcon } from '@lobbykit/ui/icons/inbox';
import { describeError } from './describe-error.ts';
import { pageKitNamespace } from './namespace.ts';

export interface LoadErrorProps {
  error: unknown;
  /** Loads the data again; the button stays busy until the returned promise settles. */
  onRetry: () => unknown;
  /** What could not be loaded ("The announcements could not be loaded"). */
  title?: string;
  className?: string;
}

/** A failed load: what went wrong and a Retry button, never a blank area. */
export function LoadError({ error, onRetry, title, className }: LoadErrorProps) {
  const { t } = useTranslation(pageKitNamespace);
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void Promise.resolve(onRetry()).finally(() => setRetrying(false));
  };
  return (
    <div
      role="alert"
      data-slot="load-error"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-destructive bg-card px-6 py-10 text-center text-card-foreground',
        className,
      )}
    >
      <CircleAlertIcon aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-semibold">{title ?? t('states.load_failed')}</p>
      <p className="max-w-md text-sm text-muted-foreground">{describeError(error, t)}</p>
      <Button variant="outline" loading={retrying} onClick={retry}>
        {t('actions.retry', { ns: 'common' })}
      </Button>
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  /** What the reader can do about it. */
  description: string;
  icon?: IconComponent;
  action?: ReactNode;
  className?: string;
}

/** Nothing to show yet: says so and what to do next. */
export function EmptyState({ title, description, icon: Icon = InboxIcon, action, className }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center text-card-foreground',
        className,
      )}
    >
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon className="size-6 text-muted-foreground" />
      </span>
      <p className="font-semibold">{title}</p>
      <p className="max-w-md text-sm text-pretty text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}

/** Marks a region of skeletons as loading for assistive technology, with a spoken label. */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} data-slot="loading-region" className={className}>
      {children}
    </div>
  );
}

/**
 * Whether a record list shown with SWR's `keepPreviousData` is still the answer to the query
 * before (another page, period or filter) while the new one loads, so it can be dimmed and marked
 * busy. SWR's `isLoading` is true exactly then: the new query has nothing of its own yet. A
 * background refresh of the same query (`isValidating` alone) changes nothing on screen.
 */
export function showsPreviousAnswer({ data, isLoading }: { data: unknown; isLoading: boolean }) {
  return data !== undefined && isLoading;
}
