import type { Bonus, BonusStatus } from '@lobbykit/platform/endpoints/bonuses';
import { Badge } from '@lobbykit/ui/badge';
import { cn } from '@lobbykit/ui/lib/cn';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../page-kit/format.ts';
import { percentDone, ProgressBar } from '../../page-kit/progress-bar.tsx';
import type { Money } from '../money/use-money.ts';

const statusVariant: Record<BonusStatus, 'warning' | 'success' | 'outline'> = {
  inProgress: 'warning',
  completed: 'success',
  expired: 'outline',
};

export function BonusStatusBadge({ status }: { status: BonusStatus }) {
  const { t } = useTranslation('member-bonus');
  return (
    <Badge variant={statusVariant[status]} data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/**
 * The bonus and where it came from, as a card or a row names it. A card keeps it to two lines (its
 * amount stands apart); a table row, where the panel leaves little room, stacks it with the amount
 * and the turnover multiple, so three columns fit.
 */
export function BonusTitle({ bonus, money, stacked = false }: { bonus: Bonus; money: Money; stacked?: boolean }) {
  const { t } = useTranslation('member-bonus');
  const credited = (
    <time className="whitespace-nowrap" dateTime={new Date(bonus.creditedAt).toISOString()}>
      {t('credited_on', { date: formatDate(bonus.creditedAt) })}
    </time>
  );
  if (stacked) {
    return (
      <span className="grid min-w-0 gap-0.5">
        <span className="font-medium">{bonus.title}</span>
        <span className="font-semibold tabular-nums">{money.format(money.cents(bonus.amount))}</span>
        <span className="text-xs text-muted-foreground">
          {t(`sources.${bonus.source}`)} · {t('multiple_short', { multiple: bonus.turnoverMultiple })}
        </span>
        <span className="text-xs text-muted-foreground">{credited}</span>
      </span>
    );
  }
  return (
    <span className="grid min-w-0">
      <span className="truncate font-medium">{bonus.title}</span>
      <span className="truncate text-xs text-muted-foreground">
        {t(`sources.${bonus.source}`)} · {credited}
      </span>
    </span>
  );
}

/**
 * The turnover a bonus asks for and how far the member is: a labelled bar ("1,250.00 / 5,000.00"
 * beside it) and, below, what is still required — or that it was reached, or fell short.
 */
export function BonusTurnover({
  bonus,
  money,
  compact = false,
  className,
}: {
  bonus: Bonus;
  money: Money;
  /** In a table cell: the figures only above the bar (the row names the multiple). */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('member-bonus');
  const required = money.cents(bonus.turnoverRequired);
  const done = money.cents(bonus.turnoverDone);
  const remaining = money.format(money.cents(bonus.turnoverRemaining));
  const percent = percentDone(done, required);
  const outcome =
    bonus.status === 'completed'
      ? t('reached')
      : bonus.status === 'expired'
        ? t('fell_short', { amount: remaining })
        : t('still_required', { amount: remaining });
  return (
    <div data-slot="bonus-turnover" className={cn('grid min-w-0 gap-1', className)}>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        {!compact && (
          <span className="text-muted-foreground">{t('turnover_multiple', { multiple: bonus.turnoverMultiple })}</span>
        )}
        <span className="font-medium tabular-nums" data-slot="bonus-turnover-figures">
          {money.formatPlain(done)} / {money.formatPlain(required)}
        </span>
      </div>
      <ProgressBar
        label={t('turnover_label', { title: bonus.title, date: formatDate(bonus.creditedAt) })}
        percent={percent}
        valueText={t('turnover_value', { done: money.format(done), required: money.format(required) })}
      />
      <span
        className={cn('text-xs', bonus.status === 'inProgress' ? 'font-medium' : 'text-muted-foreground')}
        data-slot="bonus-outcome"
      >
        {outcome}
      </span>
    </div>
  );
}

/** When the bonus's time runs (or ran) out; nothing once its turnover was reached. */
export function BonusExpiry({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation('member-bonus');
  if (bonus.status === 'completed') return null;
  if (bonus.expiresAt === null) return <span className="text-xs text-muted-foreground">{t('no_expiry')}</span>;
  // The label may wrap in a narrow column; the date never breaks at its hyphens.
  return (
    <time className="text-xs text-muted-foreground" dateTime={new Date(bonus.expiresAt).toISOString()}>
      {t(bonus.status === 'expired' ? 'expired' : 'expires')}{' '}
      <span className="whitespace-nowrap">{formatDate(bonus.expiresAt)}</span>
    </time>
  );
}
