import type { LedgerEntry } from '@lobbykit/platform/endpoints/wallet';
import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../page-kit/format.ts';
import type { Money } from '../money/use-money.ts';

/** The ledger's kinds the page has words for (apps/sandbox/README.md, account record). */
const knownKinds = new Set([
  'deposit',
  'withdrawal',
  'withdrawal-refund',
  'transfer-out',
  'transfer-in',
  'wallet-out',
  'wallet-in',
  'consolidate-out',
  'consolidate-in',
  'reward',
  'rebate',
  'red-envelope',
  'points',
  'trial-credit',
  'referral-bonus',
  'mission-reward',
  'bet',
  'payout',
  'opening',
  // Contracts: what an agent's contracts pay.
  'dividend',
  'daily-salary',
  'hourly-salary',
  'realtime-salary',
]);

/**
 * One line of the account record: what happened, when, in which wallet, and the money in or out;
 * `owner` names whose line it is where a list holds several members' (the agent's transactions).
 */
export function LedgerRow({ entry, money, owner }: { entry: LedgerEntry; money: Money; owner?: string }) {
  const { t } = useTranslation('member-money');
  const cents = money.cents(entry.amount);
  const what = knownKinds.has(entry.kind)
    ? t(`record.kinds.${entry.kind.replaceAll('-', '_')}`)
    : t(`record.types.${entry.type.replace('-', '_')}`);
  const wallet = entry.wallet === 'MAIN' ? t('record.main_wallet') : entry.wallet;
  return (
    <li data-slot="ledger-row" className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-4 py-3">
      <span className="min-w-0 truncate font-medium">
        {owner && <span className="text-primary">{owner} · </span>}
        {what}
      </span>
      <span className={cn('text-end font-semibold tabular-nums', cents >= 0 ? 'text-success' : 'text-foreground')}>
        <span aria-hidden="true">
          {cents >= 0 ? '+' : '−'}
          {money.format(Math.abs(cents))}
        </span>
        <span className="sr-only">
          {t(cents >= 0 ? 'record.money_in' : 'record.money_out', { amount: money.format(Math.abs(cents)) })}
        </span>
      </span>
      <span className="min-w-0 truncate text-xs text-muted-foreground">
        <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTime(entry.createdAt)}</time>
        {' · '}
        {wallet}
        {entry.reference ? ` · ${entry.reference}` : ''}
      </span>
      <span className="text-end text-xs text-muted-foreground tabular-nums">
        {t('record.balance_after', { amount: money.format(money.cents(entry.balanceAfter)) })}
      </span>
    </li>
  );
}

export function LedgerRowsSkeleton({ rows = 6 }: { rows?: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <li key={index} className="grid grid-cols-[1fr_auto] gap-2 px-4 py-3">
      <Skeleton variant="text" className="w-32" />
      <Skeleton variant="text" className="w-20" />
      <Skeleton variant="text" className="h-3 w-48 max-w-full" />
      <Skeleton variant="text" className="h-3 w-24" />
    </li>
  ));
}
