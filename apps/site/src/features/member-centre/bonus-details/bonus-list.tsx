import type { Bonus } from '@lobbykit/platform/endpoints/bonuses';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import type { Money } from '../money/use-money.ts';
import { BonusExpiry, BonusStatusBadge, BonusTitle, BonusTurnover } from './bonus-parts.tsx';

interface BonusListProps {
  bonuses: readonly Bonus[];
  total: number;
  money: Money;
}

/**
 * The page of bonuses: cards on a phone, a table where the centre's panel is wide enough (a
 * container query: the panel is narrower than the window). Only one of the two is displayed, so
 * assistive technology meets each bonus once.
 */
export function BonusList(props: BonusListProps) {
  return (
    <>
      <BonusCards {...props} />
      <BonusTable {...props} />
    </>
  );
}

function BonusCards({ bonuses, total, money }: BonusListProps) {
  const { t } = useTranslation('member-bonus');
  return (
    <ul
      data-slot="bonus-cards"
      aria-label={t('list', { count: total })}
      className="divide-y divide-border rounded-xl border border-border bg-card text-sm text-card-foreground @md:hidden"
    >
      {bonuses.map((bonus) => (
        <li key={String(bonus.id)} className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-2 px-4 py-3">
          <BonusTitle bonus={bonus} money={money} />
          <span className="grid justify-items-end gap-1">
            <span className="font-semibold tabular-nums">{money.format(money.cents(bonus.amount))}</span>
            <BonusStatusBadge status={bonus.status} />
          </span>
          <BonusTurnover bonus={bonus} money={money} className="col-span-2" />
          <span className="col-span-2 empty:hidden">
            <BonusExpiry bonus={bonus} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function BonusTable({ bonuses, total, money }: BonusListProps) {
  const { t } = useTranslation('member-bonus');
  const head = 'px-2 py-2 text-start text-xs font-medium whitespace-nowrap text-muted-foreground';
  return (
    // Scrolls sideways when the columns do not fit: focusable, so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={t('list', { count: total })}
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="hidden overflow-x-auto rounded-xl border border-border bg-card text-card-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring @md:block"
    >
      <table data-slot="bonus-table" className="w-full text-sm">
        <caption className="sr-only">{t('list', { count: total })}</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={head}>
              {t('columns.bonus')}
            </th>
            <th scope="col" className={head}>
              {t('columns.turnover')}
            </th>
            <th scope="col" className={head}>
              {t('columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {bonuses.map((bonus) => (
            <tr key={String(bonus.id)} className="align-top">
              <td className="min-w-32 px-2 py-3">
                <BonusTitle bonus={bonus} money={money} stacked />
              </td>
              <td className="min-w-36 px-2 py-3">
                <BonusTurnover bonus={bonus} money={money} compact />
              </td>
              <td className="px-2 py-3">
                <span className="grid justify-items-start gap-1">
                  <BonusStatusBadge status={bonus.status} />
                  <BonusExpiry bonus={bonus} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BonusListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-card">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="grid grid-cols-[1fr_auto] gap-2 px-4 py-3">
          <Skeleton variant="text" className="w-40" />
          <Skeleton variant="text" className="w-16" />
          <Skeleton variant="text" className="col-span-2 h-2 w-full" />
          <Skeleton variant="text" className="h-3 w-32" />
        </li>
      ))}
    </ul>
  );
}
