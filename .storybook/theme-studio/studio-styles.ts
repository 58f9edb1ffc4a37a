/** Class names the studio's own controls share (the studio is a tool page, not a component). */
export const fieldClass =
  'h-8 min-w-0 rounded-md border border-input bg-background px-2 text-sm text-foreground outline-none ' +
  'focus-visible:ring-3 focus-visible:ring-ring aria-invalid:border-destructive';

export const labelClass = 'text-sm font-medium';

export const panelClass = 'rounded-lg border border-border bg-card p-4 text-card-foreground';
