import type { Bet } from '@lobbykit/platform/endpoints/bets';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../page-kit/format.ts';
import type { Money } from '../money/use-money.ts';
import { Profit, StatusBadge } from './bet-parts.tsx';

/** Whose bet it is, where the record holds several members' bets: the row's heading and the name. */
export interface BetDetailOwner {
  heading: string;
  name: string;
}

/**
 * Everything about one bet: the list row carries it all, so opening it asks the platform nothing.
 * `owner`, where given, leads the details with whose bet it is (the agent's team betting).
 */
export function BetDetailDialog({
  bet,
  money,
  onClose,
  owner,
}: {
  bet: Bet | null;
  money: Money;
  onClose: () => void;
  owner?: BetDetailOwner;
}) {
  const { t } = useTranslation('member-bets');
  const amount = (value: number) => <span className="tabular-nums">{money.format(money.cents(value))}</span>;
  const ownerRow: [string, ReactNode][] = owner ? [['owner', owner.name]] : [];
  const rows: [string, ReactNode][] = bet
    ? [
        ...ownerRow,
        ['game', bet.gameName],
        ['vendor', bet.vendorName],
        ['game_type', t(`game_types.${bet.gameType}`, { defaultValue: bet.gameType })],
        ['status', <StatusBadge key="status" status={bet.status} />],
        ['stake', amount(bet.stake)],
        ['valid_bet', amount(bet.validBet)],
        ['payout', amount(bet.payout)],
        ['profit', <Profit key="profit" amount={bet.profit} money={money} />],
        ['placed', formatDateTime(bet.placedAt)],
        ['settled', bet.settledAt === null ? t('record.not_settled') : formatDateTime(bet.settledAt)],
        [
          'round',
          <span key="round" className="font-mono text-xs break-all">
            {bet.roundRef}
          </span>,
        ],
      ]
    : [];
  return (
    <Dialog open={bet !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('record.detail.close')} data-slot="bet-detail">
        <DialogHeader>
          <DialogTitle>{t('record.detail.title')}</DialogTitle>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{key === 'owner' ? owner?.heading : t(`record.detail.${key}`)}</dt>
              <dd className="min-w-0 text-end">{value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
