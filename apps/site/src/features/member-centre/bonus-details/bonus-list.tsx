import type { Bonus } from '@lobbykit/platform/endpoints/bonuses';
import { useTranslation } from 'react-i18next';
import { RecordTable, RecordTableHead } from '../../page-kit/record-table.tsx';
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
  return (
    <RecordTable label={t('list', { count: total })} slot="bonus-table">
      <thead className="border-b border-border">
        <tr>
          <RecordTableHead>{t('columns.bonus')}</RecordTableHead>
          <RecordTableHead>{t('columns.turnover')}</RecordTableHead>
          <RecordTableHead>{t('columns.status')}</RecordTableHead>
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
    </RecordTable>
  );
}
