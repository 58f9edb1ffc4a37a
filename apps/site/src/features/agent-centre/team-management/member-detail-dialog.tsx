import type { TeamMember, TeamMemberDetail } from '@lobbykit/platform/endpoints/agent';
import { Button } from '@lobbykit/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import { Skeleton } from '@lobbykit/ui/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { formatDateTime } from '../../page-kit/format.ts';
import { LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import type { Money } from '../../member-centre/money/use-money.ts';
import { SignedAmount } from '../team-overview/figure-cards.tsx';
import { LastLogin, StatusBadge, useTypeLabel } from './member-parts.tsx';
import { useTeamMember } from './use-team.ts';

/** One member of the team in full: who, where in the team, and the money and betting of all time. */
export function MemberDetailDialog({
  member,
  money,
  onClose,
  onTransfer,
}: {
  member: TeamMember | null;
  money: Money;
  onClose: () => void;
  onTransfer: (member: TeamMember) => void;
}) {
  const { t } = useTranslation('agent-team');
  const detail = useTeamMember(member?.id ?? null);
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('detail.close')} data-slot="team-member-detail">
        <DialogHeader>
          <DialogTitle>{member?.username}</DialogTitle>
          <DialogDescription>{t('detail.description')}</DialogDescription>
        </DialogHeader>
        {detail.data ? (
          <DetailRows detail={detail.data} money={money} />
        ) : detail.error ? (
          <LoadError error={detail.error} onRetry={() => detail.mutate()} title={t('detail.load_failed')} />
        ) : (
          <LoadingRegion label={t('detail.loading')} className="grid gap-2">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} variant="text" className="w-full" />
            ))}
          </LoadingRegion>
        )}
        {member && (
          <Button type="button" className="justify-self-end" onClick={() => onTransfer(member)}>
            {t('team.transfer')}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailRows({ detail, money }: { detail: TeamMemberDetail; money: Money }) {
  const { t } = useTranslation('agent-team');
  const { tag } = useLanguage();
  const typeLabel = useTypeLabel();
  const amount = (value: number) => <span className="tabular-nums">{money.format(money.cents(value))}</span>;
  const count = new Intl.NumberFormat(tag);
  const rows: [string, ReactNode][] = [
    ['type', typeLabel(detail.type)],
    ['status', <StatusBadge key="status" status={detail.status} />],
    ['level', t('team.level', { depth: detail.depth })],
    ['upline', detail.uplineName ?? '—'],
    ['team_size', count.format(detail.teamSize)],
    ['balance', amount(detail.balance)],
    ['registered', formatDateTime(detail.registeredAt)],
    ['last_login', <LastLogin key="login" at={detail.lastLoginAt} />],
    ['deposits', amount(detail.deposits)],
    ['withdrawals', amount(detail.withdrawals)],
    ['bets', count.format(detail.bets)],
    ['valid_bet', amount(detail.validBet)],
    ['profit_loss', <SignedAmount key="result" amount={detail.profitLoss} money={money} />],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted-foreground">{t(`detail.${key}`)}</dt>
          <dd className="min-w-0 text-end">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
