import { Button } from '@lobbykit/ui/button';
import { Spinner } from '@lobbykit/ui/spinner';
import type { ReactNode } from 'react';

export interface DialogNoticeProps {
  tone: 'loading' | 'error' | 'info';
  children: ReactNode;
  /** A way forward, e.g. Retry after a failed load. */
  action?: { label: string; onClick: () => void };
}

/** What a dialog shows instead of its form: loading, a failure with a retry, or a closed door. */
export function DialogNotice({ tone, children, action }: DialogNoticeProps) {
  return (
    <div
      data-slot="dialog-notice"
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center gap-3 rounded-lg border border-border bg-muted px-4 py-6 text-center text-sm text-foreground data-[tone=error]:border-destructive"
    >
      {tone === 'loading' && <Spinner size="md" />}
      <p>{children}</p>
      {action && (
        <Button variant="outline" size="sm" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
