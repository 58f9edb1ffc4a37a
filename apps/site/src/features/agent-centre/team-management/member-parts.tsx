import type { TeamMember } from '@lobbykit/platform/endpoints/agent';
import { Badge } from '@lobbykit/ui/badge';
import { Button } from '@lobbykit/ui/button';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../page-kit/format.ts';

/** What the rows offer for one member: its detail and a transfer to it. */
export interface MemberActions {
  onDetail: (member: TeamMember) => void;
  onTransfer: (member: TeamMember) => void;
}

const statusVariant = { active: 'success', dormant: 'secondary', never: 'outline' } as const;

export function StatusBadge({ status }: { status: TeamMember['status'] }) {
  const { t } = useTranslation('agent-team');
  return (
    <Badge variant={statusVariant[status]} data-status={status}>
      {t(`team.status.${status}`)}
    </Badge>
  );
}

/** The account type in words: member, agent or sub-agent. */
export function useTypeLabel() {
  const { t } = useTranslation('agent-team');
  return (type: number) =>
    t(`team.types.${type === 0 ? 'member' : type === 41 || type === 42 ? 'sub_agent' : 'agent'}`);
}

export function LastLogin({ at }: { at: number | null | undefined }) {
  const { t } = useTranslation('agent-team');
  if (at === null || at === undefined) return <>{t('team.never_signed_in')}</>;
  return <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time>;
}

/** Detail and Transfer, each naming the member for a screen reader. */
export function RowActions({ member, onDetail, onTransfer }: { member: TeamMember } & MemberActions) {
  const { t } = useTranslation('agent-team');
  return (
    <span className="flex justify-end gap-1.5">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onDetail(member)}
        aria-label={t('team.detail_of', { username: member.username })}
      >
        {t('team.detail')}
      </Button>
      <Button
        type="button"
        size="sm"
        onClick={() => onTransfer(member)}
        aria-label={t('team.transfer_to', { username: member.username })}
      >
        {t('team.transfer')}
      </Button>
    </span>
  );
}
