import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import type { ReactNode } from 'react';

/**
 * A record's table where the centre's panel is wide enough (from 28rem, a container query; the
 * page shows cards below that, so only one of the two is displayed). Scrolls sideways when its
 * columns do not fit, and is focusable so a keyboard can scroll it too; `label` names it and is
 * its caption.
 */
export function RecordTable({ label, slot, children }: { label: string; slot: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="hidden overflow-x-auto rounded-xl border border-border bg-card text-card-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring @md:block"
    >
      <table data-slot={slot} className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

/** A column heading of a record table; `end` for amounts; `className` to show it only where it fits. */
export function RecordTableHead({
  end = false,
  className,
  children,
}: {
  end?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <th
      scope="col"
      className={cn(
        'px-2 py-2 text-start text-xs font-medium whitespace-nowrap text-muted-foreground',
        end && 'text-end',
        className,
      )}
    >
      {children}
    </th>
  );
}

/** A record's cards while its first page loads: a few rows of a name, an amount and a line of detail. */
export function RecordCardsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-card">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="grid grid-cols-[1fr_auto] gap-2 px-4 py-3">
          <Skeleton variant="text" className="w-40" />
          <Skeleton variant="text" className="w-14" />
          <Skeleton variant="text" className="h-3 w-32" />
          <Skeleton variant="text" className="w-20" />
        </li>
      ))}
    </ul>
  );
}
