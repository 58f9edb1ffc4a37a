import { cn } from '@lobbykit/ui/lib/cn';

/** How much of `required` is `done`, as a whole percent (a nothing-required bar is full). */
export function percentDone(done: number, required: number): number {
  return required > 0 ? Math.floor((Math.min(done, required) / required) * 100) : 100;
}

/**
 * A labelled progress bar (turnover played against what is required): a screen reader hears its
 * name, the percent and `valueText` in words ("₱1,250.00 of ₱5,000.00 played").
 */
export function ProgressBar({
  label,
  percent,
  valueText,
  className,
}: {
  label: string;
  percent: number;
  valueText: string;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      data-slot="progress-bar"
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}
