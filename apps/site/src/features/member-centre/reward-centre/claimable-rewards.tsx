import type { Reward } from '@lobbykit/platform/endpoints/rewards';
import { Badge } from '@lobbykit/ui/badge';
import { Button } from '@lobbykit/ui/button';
import { GiftIcon } from '@lobbykit/ui/icons/gift';
import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isClaimable, useRewardList } from '../../../core/member/use-reward-list.ts';
import { describeError } from '../../page-kit/describe-error.ts';
import { formatDateTime } from '../../page-kit/format.ts';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import type { Money } from '../money/use-money.ts';
import { focusableHeading } from './focus-when-drawn.ts';
import { kindKey } from './reward-labels.ts';
import { useRewardActions } from './use-reward-centre.ts';

export function RewardRowsSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="grid gap-3">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-20 w-full rounded-xl" />
      ))}
    </LoadingRegion>
  );
}

/**
 * The rewards waiting to be claimed, each with its amount, kind and last day, and a Claim button.
 * A claimed one leaves the list (to the history); focus moves to the next Claim button, or to the
 * list's heading when none is left, so a keyboard never loses its place.
 */
export function ClaimableRewards({ money, onNotice }: { money: Money; onNotice: (message: string) => void }) {
  const { t } = useTranslation(['member-rewards', 'pages']);
  const { data, error, isLoading, mutate } = useRewardList();
  const { claim } = useRewardActions();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; error: unknown } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (isLoading) return <RewardRowsSkeleton label={t('rewards.loading')} />;
  if (error || !data) return <LoadError error={error} onRetry={() => mutate()} title={t('rewards.load_failed')} />;
  const waiting = data.filter(isClaimable);

  const claimOne = async (reward: Reward, index: number) => {
    if (claiming) return;
    setClaiming(String(reward.id));
    setFailure(null);
    try {
      await claim(reward.id);
      onNotice(t('rewards.claimed_announcement', { amount: money.format(money.cents(reward.amount)) }));
      // The row is gone once the list redraws: the next button (now at this index), else the heading.
      requestAnimationFrame(() => {
        const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-slot="claim-reward"]');
        (buttons?.[Math.min(index, buttons.length - 1)] ?? heading.current)?.focus();
      });
    } catch (failed) {
      setFailure({ id: String(reward.id), error: failed });
    } finally {
      setClaiming(null);
    }
  };

  return (
    <section aria-labelledby="reward-centre-claim-heading" className="grid gap-3">
      <h3
        id="reward-centre-claim-heading"
        ref={heading}
        tabIndex={-1}
        className={cn('text-base font-semibold', focusableHeading)}
      >
        {t('rewards.heading')}
      </h3>
      {waiting.length === 0 ? (
        <EmptyState icon={GiftIcon} title={t('rewards.empty_title')} description={t('rewards.empty_text')} />
      ) : (
        <ul ref={list} data-slot="claimable-rewards" className="grid gap-3">
          {waiting.map((reward, index) => {
            const amount = money.format(money.cents(reward.amount));
            return (
              <li
                key={reward.id}
                data-slot="claimable-reward"
                className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary" className="px-2">
                      {t(kindKey(reward.kind))}
                    </Badge>
                    <span className="min-w-0 font-medium">{reward.title}</span>
                  </div>
                  <span className="text-xl font-bold tabular-nums">{amount}</span>
                  <span className="text-sm text-muted-foreground">
                    {reward.expiresAt
                      ? t('rewards.expires', { date: formatDateTime(reward.expiresAt) })
                      : t('rewards.no_expiry')}
                  </span>
                </div>
                <Button
                  data-slot="claim-reward"
                  loading={claiming === String(reward.id)}
                  aria-label={t('rewards.claim_named', { amount, title: reward.title })}
                  onClick={() => void claimOne(reward, index)}
                  className="sm:min-w-28"
                >
                  {t('rewards.claim')}
                </Button>
                {failure?.id === String(reward.id) && (
                  <div className="sm:col-span-2">
                    <FormAlert
                      alert={{ message: `${t('rewards.claim_failed')}: ${describeError(failure.error, t)}` }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
