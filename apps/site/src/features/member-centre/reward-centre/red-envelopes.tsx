import type { RedEnvelope } from '@lobbykit/platform/endpoints/rewards';
import { Badge } from '@lobbykit/ui/badge';
import { Button } from '@lobbykit/ui/button';
import { GiftIcon } from '@lobbykit/ui/icons/gift';
import { cn } from '@lobbykit/ui/lib/cn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../page-kit/describe-error.ts';
import { formatDateTime } from '../../page-kit/format.ts';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { EmptyState, LoadError } from '../../page-kit/query-states.tsx';
import type { Money } from '../money/use-money.ts';
import { RewardRowsSkeleton } from './claimable-rewards.tsx';
import { focusableHeading, focusWhenDrawn } from './focus-when-drawn.ts';
import { useRedEnvelopes, useRewardActions } from './use-reward-centre.ts';

const stateVariant = { open: 'destructive', opened: 'success', upcoming: 'outline', ended: 'outline' } as const;

/**
 * Red envelopes: each opens once, within its window, for a surprise amount in its range. Only one
 * in its window offers Open; opening reveals the amount in place. A refusal (opened already in
 * another tab, the window closed meanwhile) says why, in the platform's words.
 */
export function RedEnvelopes({ money, onNotice }: { money: Money; onNotice: (message: string) => void }) {
  const { t } = useTranslation(['member-rewards', 'pages']);
  const { data, error, isLoading, mutate } = useRedEnvelopes();
  const { openEnvelope } = useRewardActions();
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; error: unknown } | null>(null);

  if (isLoading) return <RewardRowsSkeleton label={t('envelopes.loading')} />;
  if (error || !data) return <LoadError error={error} onRetry={() => mutate()} title={t('envelopes.load_failed')} />;

  const open = async (envelope: RedEnvelope) => {
    if (opening) return;
    setOpening(String(envelope.envelopeId));
    setFailure(null);
    try {
      const answer = await openEnvelope(envelope.envelopeId);
      onNotice(t('envelopes.opened_announcement', { amount: money.format(money.cents(answer.amount)) }));
      focusWhenDrawn(`envelope-${envelope.envelopeId}-title`);
    } catch (failed) {
      setFailure({ id: String(envelope.envelopeId), error: failed });
    } finally {
      setOpening(null);
    }
  };

  return (
    <section aria-labelledby="reward-centre-envelopes-heading" className="grid gap-3">
      <h3 id="reward-centre-envelopes-heading" className="text-base font-semibold">
        {t('envelopes.heading')}
      </h3>
      {data.length === 0 ? (
        <EmptyState icon={GiftIcon} title={t('envelopes.empty_title')} description={t('envelopes.empty_text')} />
      ) : (
        <ul data-slot="red-envelopes" className="grid gap-3 sm:grid-cols-2">
          {data.map((envelope) => {
            const id = String(envelope.envelopeId);
            const titleId = `envelope-${id}-title`;
            return (
              <li
                key={id}
                data-slot="red-envelope"
                data-state={envelope.state}
                aria-labelledby={titleId}
                className={cn(
                  'grid gap-2 rounded-xl border border-border bg-card p-4 text-card-foreground',
                  envelope.state === 'open' && 'border-destructive',
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4
                    id={titleId}
                    tabIndex={-1}
                    className={cn('flex min-w-0 items-center gap-2 font-semibold', focusableHeading)}
                  >
                    <GiftIcon aria-hidden="true" className="size-5 shrink-0 text-destructive" />
                    {envelope.title}
                  </h4>
                  <Badge variant={stateVariant[envelope.state]} className="px-2">
                    {t(`envelopes.states.${envelope.state}`)}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {t('envelopes.range', {
                    min: money.format(money.cents(envelope.minAmount)),
                    max: money.format(money.cents(envelope.maxAmount)),
                  })}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('envelopes.window', {
                    start: formatDateTime(envelope.startTime),
                    end: formatDateTime(envelope.endTime),
                  })}
                </p>
                {envelope.state === 'opened' && envelope.amount !== null && envelope.amount !== undefined && (
                  <p data-slot="envelope-amount" className="text-lg font-bold text-success tabular-nums">
                    {t('envelopes.opened_amount', { amount: money.format(money.cents(envelope.amount)) })}
                  </p>
                )}
                {envelope.state === 'open' && (
                  <Button
                    data-slot="open-envelope"
                    loading={opening === id}
                    aria-label={t('envelopes.open_named', { title: envelope.title })}
                    onClick={() => void open(envelope)}
                    className="justify-self-start"
                  >
                    {t('envelopes.open')}
                  </Button>
                )}
                {failure?.id === id && (
                  <FormAlert alert={{ message: `${t('envelopes.open_failed')}: ${describeError(failure.error, t)}` }} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
