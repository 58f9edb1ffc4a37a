import { Button } from '@lobbykit/ui/button';
import { CoinsIcon } from '@lobbykit/ui/icons/coins';
import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../page-kit/describe-error.ts';
import { formatDateTime } from '../../page-kit/format.ts';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import type { Money } from '../money/use-money.ts';
import { focusableHeading, focusWhenDrawn } from '../reward-centre/focus-when-drawn.ts';
import { RebateLines } from './rebate-lines.tsx';
import { useClaimRebate, useRebateSummary } from './use-manual-rebate.ts';

const headingId = 'manual-rebate-earned-heading';

/**
 * The rebate earned since the last claim: per game type, the total, and one Claim for all of it.
 * The button says why it cannot be pressed (nothing earned, or below the brand's minimum) rather
 * than letting the platform refuse.
 */
export function RebateEarned({ money, onNotice }: { money: Money; onNotice: (message: string) => void }) {
  const { t } = useTranslation(['member-rebate', 'member-bets']);
  const { data, error, mutate } = useRebateSummary();
  const claim = useClaimRebate();
  const [claiming, setClaiming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const reasonId = useId();

  if (!data) {
    if (error) return <LoadError error={error} onRetry={() => mutate()} title={t('earned.load_failed')} />;
    return (
      <LoadingRegion label={t('earned.loading')} className="grid gap-3">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-16 w-full rounded-xl" />
      </LoadingRegion>
    );
  }
  if (data.gameTypes.length === 0) {
    return <EmptyState icon={CoinsIcon} title={t('earned.none_title')} description={t('earned.none_text')} />;
  }

  const totalCents = money.cents(data.total);
  const minimumCents = money.cents(data.minClaim);
  const reason =
    totalCents === 0
      ? t('earned.nothing_yet')
      : totalCents < minimumCents
        ? t('earned.below_minimum', {
            minimum: money.format(minimumCents),
            missing: money.format(minimumCents - totalCents),
          })
        : null;

  const claimAll = async () => {
    if (claiming) return;
    setClaiming(true);
    setFailure(null);
    try {
      const made = await claim(data.total);
      onNotice(t('earned.claimed', { amount: money.format(money.cents(made.amount)) }));
      // The button is disabled once the rebate empties: focus goes to the section's heading.
      focusWhenDrawn(headingId);
    } catch (failed) {
      setFailure(failed);
      // The rebate may have changed (a bet settled since): show what it is now.
      void mutate();
    } finally {
      setClaiming(false);
    }
  };

  return (
    <section aria-labelledby={headingId} data-slot="rebate-earned" className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 id={headingId} tabIndex={-1} className={cn('text-base font-semibold', focusableHeading)}>
          {t('earned.heading')}
        </h3>
        <p data-slot="rebate-counted-from" className="text-sm text-muted-foreground">
          {t('earned.counted_from', { date: formatDateTime(data.countedFrom) })}
        </p>
      </div>
      <RebateLines lines={data.gameTypes} money={money} />
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground @md:grid-cols-[1fr_auto] @md:items-center">
        <div className="grid gap-0.5">
          <span className="text-sm text-muted-foreground">{t('earned.total')}</span>
          <span data-slot="rebate-total" className="text-2xl font-bold tabular-nums">
            {money.format(totalCents)}
          </span>
          <span className="text-xs text-muted-foreground">
            {t('earned.minimum', { minimum: money.format(minimumCents) })}
          </span>
        </div>
        <Button
          data-slot="claim-rebate"
          loading={claiming}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => void claimAll()}
          className="@md:min-w-36"
        >
          {t('earned.claim')}
        </Button>
        {reason && (
          <p id={reasonId} data-slot="claim-reason" className="text-sm text-muted-foreground @md:col-span-2">
            {reason}
          </p>
        )}
        {failure !== null && (
          <div className="@md:col-span-2">
            <FormAlert alert={{ message: `${t('earned.claim_failed')}: ${describeError(failure, t)}` }} />
          </div>
        )}
      </div>
    </section>
  );
}
