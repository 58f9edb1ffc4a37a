import type { BetTotals } from '@lobbykit/platform/endpoints/bets';
import { cn } from '@lobbykit/ui/lib/cn';
import { useTranslation } from 'react-i18next';
import { Profit } from '../betting-record/bet-parts.tsx';
import type { Money } from '../money/use-money.ts';

export interface SumsRow {
  key: string;
  label: string;
  sums: BetTotals;
}

/**
 * Bets, stake, payout and profit per row: the figures the chart draws, as a table; also the agent's
 * user profit and loss, a row per downline member.
 */
export function SumsTable({
  caption,
  first,
  rows,
  money,
  visibleCaption = false,
}: {
  caption: string;
  first: string;
  rows: readonly SumsRow[];
  money: Money;
  visibleCaption?: boolean;
}) {
  const { t } = useTranslation('member-profit');
  const head = 'px-2 py-2 text-xs font-medium whitespace-nowrap text-muted-foreground';
  const cell = 'px-2 py-2 text-end whitespace-nowrap tabular-nums';
  return (
    // Scrolls sideways when the columns do not fit: focusable, so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={caption}
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'min-w-0 overflow-x-auto rounded-md outline-none focus-visible:ring-3 focus-visible:ring-ring',
        visibleCaption && 'rounded-xl border border-border bg-card p-2 text-card-foreground',
      )}
    >
      <table className="w-full text-sm">
        <caption className={visibleCaption ? 'px-2 py-2 text-start text-sm font-medium' : 'sr-only'}>{caption}</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={cn(head, 'text-start')}>
              {first}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('profit.columns.bets')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('profit.columns.stake')}
            </th>
            {/* A phone has room for the profit, not the payout as well (the totals above hold it). */}
            <th scope="col" className={cn(head, 'hidden text-end @md:table-cell')}>
              {t('profit.columns.payout')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('profit.columns.profit')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-2 py-2 text-start font-medium whitespace-nowrap">
                {row.label}
              </th>
              <td className={cell}>{row.sums.bets}</td>
              <td className={cell}>{money.format(money.cents(row.sums.stake))}</td>
              <td className={cn(cell, 'hidden @md:table-cell')}>{money.format(money.cents(row.sums.payout))}</td>
              <td className={cell}>
                <Profit amount={row.sums.profit} money={money} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
