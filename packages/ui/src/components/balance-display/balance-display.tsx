import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { IconButton } from '../icon-button/index.ts';
import { EyeIcon } from '../../icons/eye.ts';
import { EyeOffIcon } from '../../icons/eye-off.ts';
import { RefreshCwIcon } from '../../icons/refresh-cw.ts';

export const balanceDisplayVariants = cva('inline-flex items-center gap-1 text-foreground', {
  variants: {
    variant: {
      plain: '',
      outline: 'rounded-full border border-border bg-card ps-3 pe-1 text-card-foreground',
    },
    size: {
      sm: 'text-sm',
      md: 'text-base',
    },
  },
  defaultVariants: { variant: 'plain', size: 'md' },
});

/** What a masked balance shows instead of the amount. */
export const MASKED_AMOUNT = '***';

/** The amount with grouping and a fixed number of decimals in the reader's locale (no symbol). */
export function formatBalance(amount: number, locale?: string, fractionDigits = 2): string {
  return formatMoney(amount, { locale, fractionDigits });
}

export type BalanceDisplayProps = Omit<ComponentPropsWithRef<'div'>, 'children'> &
  VariantProps<typeof balanceDisplayVariants> & {
    /** The wallet total; undefined while it has never been loaded. */
    amount?: number;
    /** BCP 47 locale for grouping and decimals. */
    locale?: string;
    /** Shown before the amount; the platform's placeholder is "P". */
    currencySymbol?: string;
    fractionDigits?: number;
    /** Names the whole group for assistive technology, e.g. "Wallet balance". */
    label?: string;
    /** Spins the refresh icon and ignores further refresh presses until it is false again. */
    refreshing?: boolean;
    onRefresh?: () => void;
    refreshLabel: string;
    /** Name of the eye toggle; it is pressed while the amount is hidden. */
    maskLabel: string;
    masked?: boolean;
    defaultMasked?: boolean;
    onMaskedChange?: (masked: boolean) => void;
  };

export function BalanceDisplay({
  className,
  variant,
  size,
  amount,
  locale,
  currencySymbol = 'P',
  fractionDigits = 2,
  label,
  refreshing = false,
  onRefresh,
  refreshLabel,
  maskLabel,
  masked: maskedProp,
  defaultMasked = false,
  onMaskedChange,
  ...props
}: BalanceDisplayProps) {
  const [uncontrolledMasked, setUncontrolledMasked] = useState(defaultMasked);
  const masked = maskedProp ?? uncontrolledMasked;

  function toggleMasked() {
    setUncontrolledMasked(!masked);
    onMaskedChange?.(!masked);
  }

  function refresh() {
    if (!refreshing) onRefresh?.();
  }

  let shownAmount = '—';
  if (masked) shownAmount = MASKED_AMOUNT;
  else if (amount !== undefined) shownAmount = formatBalance(amount, locale, fractionDigits);

  return (
    <div
      role="group"
      aria-label={label}
      aria-busy={refreshing || undefined}
      data-slot="balance-display"
      data-variant={variant ?? 'plain'}
      data-size={size ?? 'md'}
      data-state={masked ? 'masked' : 'visible'}
      className={cn(balanceDisplayVariants({ variant, size }), className)}
      {...props}
    >
      <span
        data-slot="balance-display-amount"
        aria-live="polite"
        className="font-semibold whitespace-nowrap tabular-nums"
      >
        <span data-slot="balance-display-currency" className="me-1 text-muted-foreground">
          {currencySymbol}
        </span>
        {shownAmount}
      </span>
      {onRefresh && (
        <IconButton
          data-slot="balance-display-refresh"
          size="sm"
          label={refreshLabel}
          aria-disabled={refreshing || undefined}
          onClick={refresh}
        >
          <RefreshCwIcon
            className={cn(refreshing && 'animate-spin motion-reduce:animate-[spin_1.6s_linear_infinite]')}
          />
        </IconButton>
      )}
      <IconButton
        data-slot="balance-display-mask"
        size="sm"
        label={maskLabel}
        aria-pressed={masked}
        onClick={toggleMasked}
      >
        {masked ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </div>
  );
}
