import { Skeleton } from '@lobbykit/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionGate } from '../../core/action-gate.ts';
import { GiftIcon } from '@lobbykit/ui/icons/gift';
import { EmptyState, LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { RedeemDialog } from './redeem-dialog.tsx';
import { RewardCard, type PointReward } from './reward-card.tsx';
import { usePointBalance, usePointRewards } from './use-points.ts';

function RewardSkeletons() {
  const { t } = useTranslation('pages');
  return (
    <LoadingRegion
      label={t('points.loading_rewards')}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
    >
      {[0, 1, 2, 3].map((card) => (
        <span key={card} className="flex flex-col overflow-hidden rounded-xl border border-border bg-card">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <span className="flex flex-col gap-2 p-4">
            <Skeleton variant="text" className="w-3/4" />
            <Skeleton variant="text" className="h-3" />
            <Skeleton variant="text" className="h-3 w-2/3" />
            <Skeleton className="mt-2 h-10 w-full" />
          </span>
        </span>
      ))}
    </LoadingRegion>
  );
}

/** The rewards on offer; redeeming passes the action gate (spec §5) before the confirmation. */
export function RewardList() {
  const { t } = useTranslation('pages');
  const gate = useActionGate();
  const rewards = usePointRewards();
  const balance = usePointBalance();
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);

  if (rewards.isLoading) return <RewardSkeletons />;
  if (rewards.error || !rewards.data)
    return <LoadError error={rewards.error} onRetry={() => rewards.mutate()} title={t('points.rewards_failed')} />;
  if (rewards.data.length === 0)
    return (
      <EmptyState
        icon={GiftIcon}
        title={t('points.rewards_empty_title')}
        description={t('points.rewards_empty_text')}
      />
    );

  const points = balance.data?.points;
  return (
    <>
      <ul
        aria-label={t('points.rewards_title')}
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
      >
        {rewards.data.map((reward) => (
          <RewardCard
            key={reward.id}
            reward={reward}
            points={points}
            onRedeem={(chosen) => gate(() => setRedeeming(chosen))}
          />
        ))}
      </ul>
      {redeeming && <RedeemDialog reward={redeeming} points={points ?? 0} onClose={() => setRedeeming(null)} />}
    </>
  );
}
