import type { Mission } from '@lobbykit/platform/endpoints/lottery';
import { Badge } from '@lobbykit/ui/badge';
import { Button } from '@lobbykit/ui/button';
import { cn } from '@lobbykit/ui/lib/cn';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { describeError } from '../../page-kit/describe-error.ts';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import type { Money } from '../money/use-money.ts';
import { focusableHeading } from '../reward-centre/focus-when-drawn.ts';
import { timeLeft } from '../../page-kit/time-left.ts';
import { stateKey, stateVariant } from './mission-labels.ts';

/** A mission's target or progress as the member reads it: a count, or money for turnover. */
export function missionAmount(mission: Pick<Mission, 'kind'>, value: number, money: Money, tag: string) {
  return mission.kind === 'turnover' ? money.format(money.cents(value)) : new Intl.NumberFormat(tag).format(value);
}

export const missionHeadingId = (mission: Mission) => `mission-${mission.id}-title`;

interface MissionCardProps {
  mission: Mission;
  money: Money;
  now: number;
  claiming: boolean;
  failure: unknown;
  onClaim: (mission: Mission) => void;
}

/** When the mission's window ends or starts, or that it is over. */
function MissionTime({ mission, now }: { mission: Mission; now: number }) {
  const { t } = useTranslation('member-missions');
  const { tag } = useLanguage();
  const starts = mission.status === 'comingSoon' && mission.startTime ? timeLeft(mission.startTime - now, tag) : null;
  if (starts) return <>{t('time.starts', { when: starts })}</>;
  const ends = mission.endTime ? timeLeft(mission.endTime - now, tag) : null;
  if (ends) return <>{t('time.ends', { when: ends })}</>;
  return <>{t(mission.endTime ? 'time.ended' : 'time.open')}</>;
}

/**
 * One mission: what it asks, how far the member is (a labelled progress bar and "12 / 20"), its
 * reward, the time left and its state, with a Claim button once the target is reached.
 */
export function MissionCard({ mission, money, now, claiming, failure, onClaim }: MissionCardProps) {
  const { t } = useTranslation('member-missions');
  const { tag } = useLanguage();
  const progress = missionAmount(mission, mission.progress, money, tag);
  const target = missionAmount(mission, mission.target, money, tag);
  const reward = money.format(money.cents(mission.reward));
  const share = mission.target > 0 ? Math.min(mission.progress / mission.target, 1) : 1;
  return (
    <li
      data-slot="mission-card"
      className="grid content-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant={stateVariant(mission.status)} className="px-2">
          {t(stateKey(mission.status))}
        </Badge>
        <span className="text-xs text-muted-foreground">
          <MissionTime mission={mission} now={now} />
        </span>
      </div>
      <h3 id={missionHeadingId(mission)} tabIndex={-1} className={cn('font-semibold', focusableHeading)}>
        {mission.title}
      </h3>
      {mission.description && <p className="text-sm text-muted-foreground">{mission.description}</p>}
      <div className="grid gap-1.5">
        <div
          role="progressbar"
          aria-label={t('progress_label', { title: mission.title })}
          aria-valuemin={0}
          aria-valuemax={mission.target}
          aria-valuenow={mission.progress}
          aria-valuetext={t('progress_text', { progress, target })}
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', share >= 1 ? 'bg-success' : 'bg-primary')}
            style={{ width: `${share * 100}%` }}
          />
        </div>
        <span data-slot="mission-progress" className="text-sm font-medium tabular-nums">
          {progress} / {target}
        </span>
      </div>
      <p className="text-sm">
        {t('reward')} <strong className="tabular-nums">{reward}</strong>
      </p>
      {mission.status === 'claim' && (
        <Button
          data-slot="claim-mission"
          loading={claiming}
          aria-label={t('claim_named', { amount: reward, title: mission.title })}
          onClick={() => onClaim(mission)}
        >
          {t('claim')}
        </Button>
      )}
      {failure !== null && failure !== undefined && (
        <FormAlert alert={{ message: `${t('claim_failed')}: ${describeError(failure, t)}` }} />
      )}
    </li>
  );
}
