import type { Bet } from '@lobbykit/platform/endpoints/bets';
import { cn } from '@lobbykit/ui/lib/cn';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../page-kit/format.ts';
import { RecordTable, RecordTableHead } from '../../page-kit/record-table.tsx';
import type { Money } from '../money/use-money.ts';
import { gameLabel, Profit, StatusBadge } from './bet-parts.tsx';

/** Whose bet each row is, where the list holds several members' bets (the agent's team betting). */
export interface BetOwner<B extends Bet> {
  heading: string;
  of: (bet: B) => string;
}

interface BetListProps<B extends Bet = Bet> {
  bets: readonly B[];
  total: number;
  money: Money;
  onOpen: (bet: B) => void;
  owner?: BetOwner<B>;
}

/**
 * The page of bets: cards on a phone, a table where the panel is wide enough (a container query,
 * as the centre's panel is narrower than the window; the table fits from 28rem). Only one of the two is displayed, so
 * assistive technology meets the bets once.
 */
export function BetList<B extends Bet>(props: BetListProps<B>) {
  const shared = props as unknown as BetListProps;
  return (
    <>
      <BetCards {...shared} />
      <BetTable {...shared} />
    </>
  );
}

function DetailsButton({
  bet,
  onOpen,
  className,
  children,
}: {
  bet: Bet;
  onOpen: (bet: Bet) => void;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('member-bets');
  return (
    <button
      type="button"
      onClick={() => onOpen(bet)}
      aria-label={t('record.details_of', { game: bet.gameName, time: formatDateTime(bet.placedAt) })}
      className={cn(
        'cursor-pointer rounded-md px-1 py-0.5 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring',
        className,
      )}
    >
      {children ?? t('record.details')}
    </button>
  );
}

function BetCards({ bets, total, money, onOpen, owner }: BetListProps) {
  const { t } = useTranslation('member-bets');
  return (
    <ul
      data-slot="bet-cards"
      aria-label={t('record.list', { count: total })}
      className="divide-y divide-border rounded-xl border border-border bg-card text-sm text-card-foreground @md:hidden"
    >
      {bets.map((bet) => (
        <li key={String(bet.id)} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3">
          <span className="min-w-0 truncate font-medium">
            {owner && <span className="text-primary">{owner.of(bet)} · </span>}
            {gameLabel(bet)}
          </span>
          <StatusBadge status={bet.status} />
          <span className="text-xs text-muted-foreground">
            <time dateTime={new Date(bet.placedAt).toISOString()}>{formatDateTime(bet.placedAt)}</time>
          </span>
          <Profit amount={bet.profit} money={money} className="text-end" />
          <span className="text-xs text-muted-foreground tabular-nums">
            {t('record.columns.stake')} {money.format(money.cents(bet.stake))} · {t('record.columns.payout')}{' '}
            {money.format(money.cents(bet.payout))}
          </span>
          <span className="text-end">
            <DetailsButton bet={bet} onOpen={onOpen} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function BetTable({ bets, total, money, onOpen, owner }: BetListProps) {
  const { t } = useTranslation('member-bets');
  const amount = 'px-2 py-2 text-end whitespace-nowrap tabular-nums';
  // With whose bet each is, the six columns need more than the centre's panel on a desktop (about
  // 31rem): the payout (stake plus profit, and in the bet's details) waits for a wider panel.
  const payoutColumn = owner ? 'hidden @2xl:table-cell' : undefined;
  return (
    <RecordTable label={t('record.list', { count: total })} slot="bet-table">
      <thead className="border-b border-border">
        <tr>
          {owner && <RecordTableHead>{owner.heading}</RecordTableHead>}
          <RecordTableHead>{t('record.columns.game')}</RecordTableHead>
          <RecordTableHead end>{t('record.columns.stake')}</RecordTableHead>
          <RecordTableHead end className={payoutColumn}>
            {t('record.columns.payout')}
          </RecordTableHead>
          <RecordTableHead end>{t('record.columns.profit')}</RecordTableHead>
          <RecordTableHead>{t('record.columns.status')}</RecordTableHead>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {bets.map((bet) => (
          <tr key={String(bet.id)}>
            {owner && <td className="max-w-28 truncate px-2 py-2 font-medium">{owner.of(bet)}</td>}
            <td className="max-w-44 px-2 py-2">
              {/* The game's name opens the bet's details: the table has no room for a column of buttons. */}
              <DetailsButton bet={bet} onOpen={onOpen} className="-mx-1 block max-w-full truncate text-start">
                {bet.gameName}
              </DetailsButton>
              <time className="text-xs text-muted-foreground" dateTime={new Date(bet.placedAt).toISOString()}>
                {formatDateTime(bet.placedAt)}
              </time>
            </td>
            <td className={amount}>{money.format(money.cents(bet.stake))}</td>
            <td className={cn(amount, payoutColumn)}>{money.format(money.cents(bet.payout))}</td>
            <td className={amount}>
              <Profit amount={bet.profit} money={money} compact />
            </td>
            <td className="px-2 py-2">
              <StatusBadge status={bet.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}
