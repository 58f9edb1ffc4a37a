import type { Bet, BetStatus } from '@lobbykit/platform/endpoints/bets';
import { Badge } from '@lobbykit/ui/badge';
import { cn } from '@lobbykit/ui/lib/cn';
import { useTranslation } from 'react-i18next';
import type { Money } from '../money/use-money.ts';

const statusVariant: Record<BetStatus, 'success' | 'secondary' | 'outline' | 'warning'> = {
  won: 'success',
  lost: 'secondary',
  void: 'outline',
  pending: 'warning',
};

export function StatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation('member-bets');
  return (
    <Badge variant={statusVariant[status]} data-status={status}>
      {t(`record.statuses.${status}`)}
    </Badge>
  );
}

/**
 * A profit as the member reads it: a sign, the amount, green when won back more than staked; a
 * pending bet's is not known yet and says so.
 */
export function Profit({
  amount,
  money,
  className,
  compact = false,
}: {
  amount: number | null;
  money: Money;
  className?: string;
  /** Where room is short (a table cell), a pending profit shows as a dash and is read out in words. */
  compact?: boolean;
}) {
  const { t } = useTranslation('member-bets');
  if (amount === null) {
    if (compact) {
      return (
        <span className={cn('text-muted-foreground', className)}>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t('record.not_settled')}</span>
        </span>
      );
    }
    return <span className={cn('text-muted-foreground', className)}>{t('record.not_settled')}</span>;
  }
  const cents = money.cents(amount);
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        cents > 0 ? 'text-success' : cents < 0 ? 'text-destructive' : 'text-foreground',
        className,
      )}
    >
      {cents > 0 ? '+' : cents < 0 ? '−' : ''}
      {money.format(Math.abs(cents))}
    </span>
  );
}

/** The game and its vendor, as a row or card names the bet. */
export function gameLabel(bet: Bet) {
  return `${bet.gameName} · ${bet.vendorName}`;
}
