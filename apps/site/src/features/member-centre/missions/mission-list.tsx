import type { Mission } from '@lobbykit/platform/endpoints/lottery';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { TargetIcon } from '@lobbykit/ui/icons/target';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMissionSummary } from '../../../core/member/use-mission-summary.ts';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { useMinuteClock } from '../../page-kit/time-left.ts';
import type { Money } from '../money/use-money.ts';
import { focusWhenDrawn } from '../reward-centre/focus-when-drawn.ts';
import { MissionCard, missionHeadingId } from './mission-card.tsx';
import { useClaimMission } from './use-missions.ts';

/**
 * The brand's missions as cards: one column on a phone, two on a desktop. After a claim the card
 * stays (now "Claimed") and focus goes to its heading, so a keyboard keeps its place.
 */
export function MissionList({ money, onNotice }: { money: Money; onNotice: (message: string) => void }) {
  const { t } = useTranslation('member-missions');
  const { data, error, isLoading, mutate } = useMissionSummary();
  const claim = useClaimMission();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; error: unknown } | null>(null);
  const now = useMinuteClock();

  if (isLoading) {
    return (
      <LoadingRegion label={t('loading')} className="grid gap-3 @md:grid-cols-2">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-44 w-full rounded-xl" />
        ))}
      </LoadingRegion>
    );
  }
  if (error || !data) return <LoadError error={error} onRetry={() => mutate()} title={t('load_failed')} />;
  if (data.missions.length === 0) {
    return <EmptyState icon={TargetIcon} title={t('empty_title')} description={t('empty_text')} />;
  }

  const claimOne = async (mission: Mission) => {
    if (claiming) return;
    setClaiming(String(mission.id));
    setFailure(null);
    try {
      await claim(mission.id);
      onNotice(t('claimed_announcement', { amount: money.format(money.cents(mission.reward)), title: mission.title }));
      focusWhenDrawn(missionHeadingId(mission));
    } catch (failed) {
      setFailure({ id: String(mission.id), error: failed });
    } finally {
      setClaiming(null);
    }
  };

  return (
    <ul data-slot="mission-list" aria-label={t('missions_heading')} className="grid gap-3 @md:grid-cols-2">
      {data.missions.map((mission) => (
        <MissionCard
          key={mission.id}
          mission={mission}
          money={money}
          now={now}
          claiming={claiming === String(mission.id)}
          failure={failure?.id === String(mission.id) ? failure.error : null}
          onClaim={(chosen) => void claimOne(chosen)}
        />
      ))}
    </ul>
  );
}
