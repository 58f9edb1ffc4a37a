import type { Deposit } from '@lobbykit/platform/endpoints/wallet';
import { ArrowDownToLineIcon } from '@lobbykit/ui/icons/arrow-down-to-line';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { useMoney } from '../money/use-money.ts';
import { DepositForm, depositNamespaces, type DepositDraft } from './deposit-form.tsx';
import { DepositHistory } from './deposit-history.tsx';
import { PaymentOutcome } from './payment-outcome.tsx';
import { useDepositChannels } from './use-deposits.ts';
import { usePaymentReturn } from './use-payment-return.ts';

/**
 * Deposit (spec §2 `depositv2`): the brand's channels, an amount within the chosen one's limits,
 * the total with its fee, then the channel's payment page; back here, what became of the deposit,
 * and the history with the pending ones kept current (apps/sandbox/README.md, deposit).
 */
export default function DepositPage() {
  const { t } = useTranslation(depositNamespaces);
  const money = useMoney();
  const returned = usePaymentReturn();
  const channels = useDepositChannels();
  // A failed deposit tried again: the form starts over from its channel and amount.
  const [draft, setDraft] = useState<{ draft: DepositDraft; attempt: number }>();

  if (!channels.data) {
    if (channels.error) {
      return <LoadError error={channels.error} onRetry={() => channels.mutate()} title={t('channel.load_failed')} />;
    }
    return <DepositSkeleton label={t('channel.loading')} />;
  }
  const list = channels.data.channels;
  const channelName = (code: string) => list.find((channel) => channel.code === code)?.name ?? code;
  const tryAgain = (deposit: Deposit) =>
    setDraft((current) => ({
      draft: { channel: deposit.channel, amount: money.formatPlain(money.cents(deposit.amount)) },
      attempt: (current?.attempt ?? 0) + 1,
    }));

  return (
    <div data-slot="deposit" className="grid gap-5">
      {returned !== null && (
        <PaymentOutcome depositId={returned} channelName={channelName} money={money} onTryAgain={tryAgain} />
      )}
      {list.length === 0 ? (
        <EmptyState
          icon={ArrowDownToLineIcon}
          title={t('channel.none_title')}
          description={t('channel.none_description')}
        />
      ) : (
        <DepositForm key={draft?.attempt ?? 0} channels={list} money={money} draft={draft?.draft} />
      )}
      <DepositHistory channels={list} money={money} />
    </div>
  );
}

function DepositSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="grid gap-4 rounded-xl border border-border bg-card p-5">
      <Skeleton variant="text" className="w-32" />
      <span className="grid gap-2 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full rounded-lg" />
        ))}
      </span>
      <Skeleton variant="text" className="w-24" />
      <Skeleton className="h-10 w-full rounded-md" />
    </LoadingRegion>
  );
}
