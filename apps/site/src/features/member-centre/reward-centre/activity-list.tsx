import type { Activity } from '@lobbykit/platform/endpoints/rewards';
import { Badge } from '@lobbykit/ui/badge';
import { Button } from '@lobbykit/ui/button';
import { SparklesIcon } from '@lobbykit/ui/icons/sparkles';
import { cn } from '@lobbykit/ui/lib/cn';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../page-kit/describe-error.ts';
import { formatDate, formatDateTime } from '../../page-kit/format.ts';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { EmptyState, LoadError } from '../../page-kit/query-states.tsx';
import { ApplyForm } from './apply-form.tsx';
import { RewardRowsSkeleton } from './claimable-rewards.tsx';
import { focusableHeading, focusWhenDrawn } from './focus-when-drawn.ts';
import { stateVariant } from './reward-labels.ts';
import { useActivities, useRewardActions } from './use-reward-centre.ts';

const titleIdOf = (activity: Activity) => `activity-${activity.promotionId}-title`;

export interface ActivityListProps {
  /** The promotion whose Apply form opens at once (a promotion's Apply button led here). */
  selected: string | null;
  onNotice: (message: string) => void;
}

/**
 * The activity centre: every promotion of the brand with this member's state as a badge and what
 * to do next: apply while it is open (the form opens under it), claim once it was approved.
 */
export function ActivityList({ selected, onNotice }: ActivityListProps) {
  const { t } = useTranslation(['member-rewards', 'pages']);
  const { data, error, isLoading, mutate } = useActivities();
  const { claim } = useRewardActions();
  const [applying, setApplying] = useState<string | null>(selected);
  const [claiming, setClaiming] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; error: unknown } | null>(null);
  const applyButtons = useRef(new Map<string, HTMLButtonElement>());

  if (isLoading) return <RewardRowsSkeleton label={t('activities.loading')} />;
  if (error || !data) return <LoadError error={error} onRetry={() => mutate()} title={t('activities.load_failed')} />;

  const closeForm = (activity: Activity, message?: string) => {
    const id = String(activity.promotionId);
    setApplying(null);
    if (message) {
      onNotice(message);
      focusWhenDrawn(titleIdOf(activity));
    } else applyButtons.current.get(id)?.focus();
  };

  const claimReward = async (activity: Activity) => {
    if (activity.rewardId === null || activity.rewardId === undefined || claiming) return;
    setClaiming(String(activity.promotionId));
    setFailure(null);
    try {
      await claim(activity.rewardId);
      onNotice(t('activities.next.claimed'));
      focusWhenDrawn(titleIdOf(activity));
    } catch (failed) {
      setFailure({ id: String(activity.promotionId), error: failed });
    } finally {
      setClaiming(null);
    }
  };

  return (
    <section aria-labelledby="reward-centre-activities-heading" className="grid gap-3">
      <h3 id="reward-centre-activities-heading" className="text-base font-semibold">
        {t('activities.heading')}
      </h3>
      {data.length === 0 ? (
        <EmptyState icon={SparklesIcon} title={t('activities.empty_title')} description={t('activities.empty_text')} />
      ) : (
        <ul data-slot="activity-list" aria-labelledby="reward-centre-activities-heading" className="grid gap-3">
          {data.map((activity) => {
            const id = String(activity.promotionId);
            const titleId = titleIdOf(activity);
            return (
              <li
                key={id}
                data-slot="activity"
                data-state={activity.state}
                aria-labelledby={titleId}
                className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4 id={titleId} tabIndex={-1} className={cn('min-w-0 font-semibold text-balance', focusableHeading)}>
                    {activity.title}
                  </h4>
                  <Badge variant={stateVariant[activity.state]} className="px-2">
                    {t(`activities.states.${activity.state}`)}
                  </Badge>
                </div>
                {activity.summary && <p className="text-sm text-muted-foreground">{activity.summary}</p>}
                <p className="text-sm text-muted-foreground">
                  {activity.endTime
                    ? t('activities.period', {
                        start: formatDate(activity.startTime),
                        end: formatDate(activity.endTime),
                      })
                    : t('activities.period_open', { start: formatDate(activity.startTime) })}
                </p>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm">
                    {t(`activities.next.${activity.state}`, {
                      date: formatDateTime(
                        activity.state === 'comingSoon' ? activity.startTime : (activity.appliedAt ?? 0),
                      ),
                    })}
                  </p>
                  {activity.state === 'joining' && applying !== id && (
                    <Button
                      ref={(button) => {
                        if (button) applyButtons.current.set(id, button);
                        else applyButtons.current.delete(id);
                      }}
                      data-slot="apply-activity"
                      aria-label={t('activities.apply_named', { title: activity.title })}
                      onClick={() => setApplying(id)}
                    >
                      {t('activities.apply')}
                    </Button>
                  )}
                  {activity.state === 'claim' && (
                    <Button
                      data-slot="claim-activity"
                      loading={claiming === id}
                      onClick={() => void claimReward(activity)}
                    >
                      {t('activities.claim')}
                    </Button>
                  )}
                </div>
                {failure?.id === id && (
                  <FormAlert alert={{ message: `${t('rewards.claim_failed')}: ${describeError(failure.error, t)}` }} />
                )}
                {activity.state === 'joining' && applying === id && (
                  <ApplyForm activity={activity} onDone={(message) => closeForm(activity, message)} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
