import type { TeamMember } from '@lobbykit/platform/endpoints/agent';
import { ChevronRightIcon } from '@lobbykit/ui/icons/chevron-right';
import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import type { Money } from '../../member-centre/money/use-money.ts';
import { RowActions, useTypeLabel, type MemberActions } from './member-parts.tsx';
import { useTeamTree } from './use-team.ts';

interface TreeProps extends MemberActions {
  money: Money;
}

/**
 * The downline as a tree, a level loaded when it is opened (a big agent's team is never read
 * whole). Each branch is a button that says whether it is open; its members are a nested list.
 */
export function TeamTree(props: TreeProps) {
  const { t } = useTranslation('agent-team');
  return (
    <div data-slot="team-tree" className="rounded-xl border border-border bg-card p-2 text-sm text-card-foreground">
      <TreeLevel parentId={null} label={t('tree.label')} {...props} />
    </div>
  );
}

function TreeLevel({ parentId, label, ...props }: TreeProps & { parentId: string | number | null; label: string }) {
  const { t } = useTranslation(['agent-team', 'pages']);
  const { data, error, mutate } = useTeamTree(parentId);
  if (!data) {
    if (error) return <LoadError error={error} onRetry={() => mutate()} title={t('tree.load_failed')} />;
    return (
      <LoadingRegion label={t('tree.loading')} className="grid gap-2 p-2">
        <Skeleton variant="text" className="w-40" />
        <Skeleton variant="text" className="w-32" />
      </LoadingRegion>
    );
  }
  if (data.list.length === 0) return <p className="px-2 py-1 text-muted-foreground">{t('tree.no_members')}</p>;
  return (
    <ul aria-label={label} className={cn('grid gap-0.5', parentId !== null && 'ms-4 border-s border-border ps-2')}>
      {data.list.map((member) => (
        <TreeNode key={String(member.id)} member={member} {...props} />
      ))}
    </ul>
  );
}

function TreeNode({ member, ...props }: TreeProps & { member: TeamMember }) {
  const { t } = useTranslation('agent-team');
  const typeLabel = useTypeLabel();
  const [open, setOpen] = useState(false);
  const branch = member.children > 0;
  return (
    <li data-member={member.username}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md px-1 py-1.5 hover:bg-muted/50">
        {branch ? (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className="flex min-w-0 cursor-pointer items-center gap-1 rounded-md px-1 font-medium outline-none focus-visible:ring-3 focus-visible:ring-ring"
          >
            <ChevronRightIcon
              aria-hidden="true"
              className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')}
            />
            <span className="truncate">{member.username}</span>
            <span className="text-xs font-normal text-muted-foreground">
              {t('tree.members', { count: member.children })}
            </span>
          </button>
        ) : (
          <span className="truncate ps-6 font-medium">{member.username}</span>
        )}
        <span className="text-xs text-muted-foreground">{typeLabel(member.type)}</span>
        <span className="ms-auto tabular-nums">{props.money.format(props.money.cents(member.balance))}</span>
        <RowActions member={member} onDetail={props.onDetail} onTransfer={props.onTransfer} />
      </div>
      {open && <TreeLevel parentId={member.id} label={t('tree.below', { username: member.username })} {...props} />}
    </li>
  );
}
