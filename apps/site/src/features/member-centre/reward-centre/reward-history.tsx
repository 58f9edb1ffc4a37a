import { Badge } from '@lobbykit/ui/badge';
import { HistoryIcon } from '@lobbykit/ui/icons/history';
import { useTranslation } from 'react-i18next';
import { isClaimable, useRewardList } from '../../../core/member/use-reward-list.ts';
import { formatDateTime } from '../../page-kit/format.ts';
import { EmptyState, LoadError } from '../../page-kit/query-states.tsx';
import type { Money } from '../money/use-money.ts';
import { RewardRowsSkeleton } from './claimable-rewards.tsx';
import { kindKey } from './reward-labels.ts';

/** Rewards no longer waiting: claimed (with when) and expired, the latest first. */
export function RewardHistory({ money }: { money: Money }) {
  const { t } = useTranslation(['member-rewards', 'pages']);
  const { data, error, isLoading, mutate } = useRewardList();
  if (isLoading) return <RewardRowsSkeleton label={t('rewards.loading')} />;
  if (error || !data) return <LoadError error={error} onRetry={() => mutate()} title={t('rewards.load_failed')} />;
  const past = data.filter((reward) => !isClaimable(reward)).reverse();
  return (
    <section aria-labelledby="reward-centre-history-heading" className="grid gap-3">
      <h3 id="reward-centre-history-heading" className="text-base font-semibold">
        {t('history.heading')}
      </h3>
      {past.length === 0 ? (
        <EmptyState icon={HistoryIcon} title={t('history.empty_title')} description={t('history.empty_text')} />
      ) : (
        <ul
          data-slot="reward-history"
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card text-card-foreground"
        >
          {past.map((reward) => {
            const status = reward.status === 'claimed' || reward.status === 'expired' ? reward.status : 'other';
            const when = reward.status === 'claimed' ? reward.claimedAt : reward.expiresAt;
            return (
              <li key={reward.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3">
                <span className="min-w-0 font-medium">{reward.title}</span>
                <span className="text-end font-semibold tabular-nums">{money.format(money.cents(reward.amount))}</span>
                <span className="text-sm text-muted-foreground">
                  {t(kindKey(reward.kind))}
                  {when
                    ? ` · ${t(status === 'claimed' ? 'history.claimed_on' : 'history.expired_on', { date: formatDateTime(when) })}`
                    : ''}
                </span>
                <Badge variant={status === 'claimed' ? 'success' : 'outline'} className="justify-self-end px-2">
                  {t(`history.statuses.${status}`)}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
