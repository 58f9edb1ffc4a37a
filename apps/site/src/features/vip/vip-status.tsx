import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../core/member/member-info.ts';
import { useSession } from '../../core/session.ts';
import { formatNumber } from '../page-kit/format.ts';
import { LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { SignInPrompt } from '../page-kit/sign-in-prompt.tsx';
import { levelIcons } from './vip-level-card.tsx';
import { levelForClub, nextLevel } from './vip-levels.ts';

/** The member's place in the programme, or for a guest the way in. */
export function VipStatus() {
  const { t, i18n } = useTranslation('pages');
  const { isSignedIn } = useSession();
  const { data: member, error, isLoading, mutate } = useMemberInfo();

  if (!isSignedIn) return <SignInPrompt title={t('vip.guest_title')} description={t('vip.guest_text')} />;
  if (isLoading) {
    return (
      <LoadingRegion
        label={t('vip.loading_status')}
        className="flex items-center gap-4 rounded-xl border border-border bg-card p-6"
      >
        <Skeleton variant="circle" className="size-14" />
        <span className="flex flex-1 flex-col gap-2">
          <Skeleton variant="text" className="w-40" />
          <Skeleton variant="text" className="h-3 w-64 max-w-full" />
        </span>
      </LoadingRegion>
    );
  }
  if (error || !member) return <LoadError error={error} onRetry={() => mutate()} title={t('vip.status_failed')} />;

  const club = member.clubLabel;
  const level = levelForClub(club);
  const next = nextLevel(level);
  const Icon = level ? levelIcons[level.id] : levelIcons.bronze;
  return (
    <section
      aria-labelledby="vip-status-title"
      data-slot="vip-status"
      data-level={level?.id ?? 'none'}
      className="flex flex-col gap-4 rounded-xl border border-primary bg-card p-6 text-card-foreground shadow-sm sm:flex-row sm:items-center"
    >
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
      >
        <Icon className="size-7" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm text-muted-foreground">{t('vip.hello', { name: member.nickname || member.account })}</p>
        <h2 id="vip-status-title" className="text-xl font-semibold">
          {club ? t('vip.current_level', { label: club.labelName }) : t('vip.no_level')}
        </h2>
        {club && (
          <p className="text-sm text-muted-foreground">
            {t('vip.rank', { rank: formatNumber(club.rankLevel, i18n.language) })}
          </p>
        )}
      </div>
      <p className="text-sm sm:max-w-xs sm:text-end">
        {next
          ? t('vip.next_level', {
              level: t(`vip.levels.${next.id}`),
              amount: formatNumber(next.turnover, i18n.language),
            })
          : t('vip.top_level')}
      </p>
    </section>
  );
}
