import type { Deposit } from '@lobbykit/platform/endpoints/wallet';
import { Badge } from '@lobbykit/ui/badge';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../page-kit/format.ts';
import type { Money } from '../money/use-money.ts';

/** Pending stands out: the colour the site uses for what is still open. */
const statusVariants = {
  pending: 'warning',
  credited: 'success',
  failed: 'destructive',
} as const satisfies Record<Deposit['status'], string>;

/** The reference the payment page and the account record show for a deposit. */
export const depositReference = (deposit: Pick<Deposit, 'depositId'>) => `D${deposit.depositId}`;

/** One deposit: its channel, amount and fee, when it was made, and where it stands. */
export function DepositRow({ deposit, channelName, money }: { deposit: Deposit; channelName: string; money: Money }) {
  const { t } = useTranslation('member-deposit');
  const fee = money.cents(deposit.fee);
  return (
    <li
      data-slot="deposit-row"
      data-status={deposit.status}
      className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3 data-[status=pending]:bg-warning/5"
    >
      <span className="min-w-0 truncate font-medium">{channelName}</span>
      <span className="text-end font-semibold tabular-nums">{money.format(money.cents(deposit.amount))}</span>
      <span className="min-w-0 truncate text-xs text-muted-foreground">
        <time dateTime={new Date(deposit.createdAt).toISOString()}>{formatDateTime(deposit.createdAt)}</time>
        {` · ${depositReference(deposit)}`}
        {fee > 0 ? ` · ${t('history.fee', { fee: money.format(fee) })}` : ''}
      </span>
      <span className="justify-self-end">
        <Badge variant={statusVariants[deposit.status]}>{t(`status.${deposit.status}`)}</Badge>
      </span>
    </li>
  );
}

export function DepositRowsSkeleton({ rows = 4 }: { rows?: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <li key={index} className="grid grid-cols-[1fr_auto] gap-2 px-4 py-3">
      <Skeleton variant="text" className="w-28" />
      <Skeleton variant="text" className="w-20" />
      <Skeleton variant="text" className="h-3 w-44 max-w-full" />
      <Skeleton variant="text" className="h-3 w-16" />
    </li>
  ));
}
