import type { TeamMember } from '@lobbykit/platform/endpoints/agent';
import { useTranslation } from 'react-i18next';
import { RecordTable, RecordTableHead } from '../../page-kit/record-table.tsx';
import type { Money } from '../../member-centre/money/use-money.ts';
import { LastLogin, RowActions, StatusBadge, useTypeLabel, type MemberActions } from './member-parts.tsx';

interface TeamListProps extends MemberActions {
  members: readonly TeamMember[];
  total: number;
  money: Money;
}

/**
 * A page of the downline: cards on a phone, a table where the panel is wide enough (the record
 * table's container query); only one of the two is displayed.
 */
export function TeamList(props: TeamListProps) {
  return (
    <>
      <TeamCards {...props} />
      <TeamTable {...props} />
    </>
  );
}

function TeamCards({ members, total, money, onDetail, onTransfer }: TeamListProps) {
  const { t } = useTranslation('agent-team');
  const typeLabel = useTypeLabel();
  return (
    <ul
      data-slot="team-cards"
      aria-label={t('team.list', { count: total })}
      className="divide-y divide-border rounded-xl border border-border bg-card text-sm text-card-foreground @md:hidden"
    >
      {members.map((member) => (
        <li
          key={String(member.id)}
          data-member={member.username}
          className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3"
        >
          <span className="min-w-0 truncate font-medium">{member.username}</span>
          <span className="text-end font-semibold tabular-nums">{money.format(money.cents(member.balance))}</span>
          <span className="text-xs text-muted-foreground">
            {typeLabel(member.type)} · {t('team.level', { depth: member.depth })}
          </span>
          <span className="text-end">
            <StatusBadge status={member.status} />
          </span>
          <span className="text-xs text-muted-foreground">
            <LastLogin at={member.lastLoginAt} />
          </span>
          <RowActions member={member} onDetail={onDetail} onTransfer={onTransfer} />
        </li>
      ))}
    </ul>
  );
}

function TeamTable({ members, total, money, onDetail, onTransfer }: TeamListProps) {
  const { t } = useTranslation('agent-team');
  const typeLabel = useTypeLabel();
  return (
    <RecordTable label={t('team.list', { count: total })} slot="team-table">
      <thead className="border-b border-border">
        <tr>
          <RecordTableHead>{t('team.columns.member')}</RecordTableHead>
          <RecordTableHead end>{t('team.columns.balance')}</RecordTableHead>
          <RecordTableHead>{t('team.columns.last_login')}</RecordTableHead>
          <RecordTableHead end>{t('team.columns.actions')}</RecordTableHead>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {members.map((member) => (
          <tr key={String(member.id)} data-member={member.username}>
            <td className="max-w-44 px-2 py-2">
              <span className="block truncate font-medium">{member.username}</span>
              <span className="text-xs text-muted-foreground">
                {typeLabel(member.type)} · {t('team.level', { depth: member.depth })}
              </span>
            </td>
            <td className="px-2 py-2 text-end whitespace-nowrap tabular-nums">
              {money.format(money.cents(member.balance))}
            </td>
            {/* Status under the sign-in it follows from: the panel has no room for a column of its own. */}
            <td className="px-2 py-2 text-xs whitespace-nowrap">
              <span className="grid justify-items-start gap-1">
                <LastLogin at={member.lastLoginAt} />
                <StatusBadge status={member.status} />
              </span>
            </td>
            <td className="px-2 py-2">
              <RowActions member={member} onDetail={onDetail} onTransfer={onTransfer} />
            </td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}
