import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useId, useState, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { TrophyIcon } from '../../icons/trophy.ts';

/** Spec §2 "jackpot": the counter adds 165.11 every 3 seconds. */
export const JACKPOT_INCREMENT = 165.11;
export const JACKPOT_INTERVAL_MS = 3000;

export const jackpotCounterVariants = cva('inline-flex max-w-full font-semibold', {
  variants: {
    variant: {
      hero: [
        'flex-col items-center gap-2 rounded-xl border border-primary/30 px-4 py-4 sm:px-8 sm:py-5',
        'bg-linear-to-b from-primary to-primary/85 text-primary-foreground shadow-lg',
      ],
      inline: 'items-center gap-2 rounded-full bg-accent px-3 py-1 text-accent-foreground shadow-sm',
    },
    size: {
      sm: 'text-sm',
      md: 'text-base',
      lg: 'text-lg',
    },
  },
  defaultVariants: { variant: 'hero', size: 'md' },
});

const jackpotLabelVariants = cva('inline-flex items-center gap-1.5', {
  variants: {
    variant: { hero: 'text-xs tracking-[0.2em] uppercase sm:text-sm', inline: 'whitespace-nowrap' },
  },
});

const jackpotValueVariants = cva('tabular-nums', {
  variants: {
    variant: { hero: '', inline: '' },
    size: { sm: '', md: '', lg: '' },
  },
  compoundVariants: [
    { variant: 'hero', size: 'sm', className: 'text-xl' },
    { variant: 'hero', size: 'md', className: 'text-2xl sm:text-4xl' },
    { variant: 'hero', size: 'lg', className: 'text-2xl sm:text-5xl' },
  ],
});

export type JackpotCounterProps = Omit<ComponentPropsWithRef<'div'>, 'children'> &
  VariantProps<typeof jackpotCounterVariants> & {
    /** The pool when the counter mounts; a new value restarts the count from it. */
    value: number;
    /** Names the counter, e.g. "Progressive jackpot". */
    label: string;
    locale?: string;
    currencySymbol?: string;
    increment?: number;
    intervalMs?: number;
    /** Freezes the count (stories, snapshots, a hidden tab). */
    paused?: boolean;
  };

/** A jackpot pool that grows on a fixed schedule, formatted in the player's locale. */
export function JackpotCounter({
  value,
  label,
  locale,
  currencySymbol,
  increment = JACKPOT_INCREMENT,
  intervalMs = JACKPOT_INTERVAL_MS,
  paused = false,
  variant,
  size,
  className,
  ...props
}: JackpotCounterProps) {
  const labelId = useId();
  const [count, setCount] = useState({ start: value, ticks: 0 });
  // A new starting value (the pool was refetched) restarts the count during render, not after it.
  if (count.start !== value) setCount({ start: value, ticks: 0 });

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(
      () => setCount((previous) => ({ ...previous, ticks: previous.ticks + 1 })),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [paused, intervalMs]);

  // Multiply instead of adding repeatedly, and round to cents, so float error never accumulates.
  const amount = Math.round((count.start + count.ticks * increment) * 100) / 100;
  const formatted = formatMoney(amount, { locale, currencySymbol });
  const variantName = variant ?? 'hero';
  const sizeName = size ?? 'md';

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-slot="jackpot-counter"
      data-variant={variantName}
      data-size={sizeName}
      data-state={paused ? 'paused' : 'ticking'}
      className={cn(jackpotCounterVariants({ variant, size }), className)}
      {...props}
    >
      <span id={labelId} data-slot="jackpot-counter-label" className={jackpotLabelVariants({ variant: variantName })}>
        <TrophyIcon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </span>
      {/* The digits change every few seconds: never announce them, but keep the current value readable. */}
      <span
        data-slot="jackpot-counter-value"
        aria-live="off"
        className={jackpotValueVariants({ variant: variantName, size: sizeName })}
      >
        <span aria-hidden="true" className="inline-flex items-center gap-0.5 font-extrabold whitespace-nowrap">
          {variantName === 'hero'
            ? Array.from(formatted).map((character, index) =>
                /\d/.test(character) ? (
                  <span
                    // The formatted string is the whole identity of a position; its digits never reorder.
                    key={index}
                    data-slot="jackpot-counter-digit"
                    className="inline-flex min-w-[1.1ch] justify-center rounded-md bg-card px-[0.15em] py-[0.05em] text-card-foreground shadow-inner"
                  >
                    {character}
                  </span>
                ) : (
                  <span key={index}>{character}</span>
                ),
              )
            : formatted}
        </span>
        <span className="sr-only">{formatted}</span>
      </span>
    </div>
  );
}
