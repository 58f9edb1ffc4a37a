import type { Deposit } from '@lobbykit/platform/endpoints/wallet';
import { Button } from '@lobbykit/ui/button';
import { CircleAlertIcon } from '@lobbykit/ui/icons/circle-alert';
import { CircleCheckIcon } from '@lobbykit/ui/icons/circle-check';
import { InfoIcon } from '@lobbykit/ui/icons/info';
import { TimerIcon } from '@lobbykit/ui/icons/timer';
import { cn } from '@lobbykit/ui/lib/cn';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { balanceKey } from '../../../core/member/use-balance.ts';
import { useSession } from '../../../core/session.ts';
import type { Money } from '../money/use-money.ts';
import { depositReference } from './deposit-row.tsx';
import { useDeposits } from './use-deposits.ts';

const looks = {
  pending: { icon: TimerIcon, tone: 'border-warning bg-warning/10', iconTone: 'text-warning' },
  credited: { icon: CircleCheckIcon, tone: 'border-success bg-success/10', iconTone: 'text-success' },
  failed: { icon: CircleAlertIcon, tone: 'border-destructive bg-destructive/10', iconTone: 'text-destructive' },
  unknown: { icon: InfoIcon, tone: 'border-border bg-muted', iconTone: 'text-muted-foreground' },
};

/**
 * What became of the deposit the player just came back from paying, as the platform records it
 * (the first page of the history, which is re-read while it is pending): credited with the new
 * balance, failed with a way to try again, or still waiting, until it is settled.
 */
export function PaymentOutcome({
  depositId,
  channelName,
  money,
  onTryAgain,
}: {
  depositId: string;
  channelName: (code: string) => string;
  money: Money;
  onTryAgain: (deposit: Deposit) => void;
}) {
  const { t } = useTranslation('member-deposit');
  const { data } = useDeposits(1);
  const deposit = data?.list.find((candidate) => String(candidate.depositId) === depositId);
  const balance = useBalanceOnceCredited(deposit?.status === 'credited');
  if (!data) return null;

  const status = deposit?.status ?? 'unknown';
  const look = looks[status];
  const Icon = look.icon;
  const facts = deposit && {
    reference: depositReference(deposit),
    amount: money.format(money.cents(deposit.amount)),
    channel: channelName(deposit.channel),
  };
  return (
    <div
      role="status"
      data-slot="deposit-outcome"
      data-status={status}
      className={cn('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', look.tone)}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', look.iconTone)} />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{t(`outcome.${status}_title`)}</p>
        <p>
          {facts ? t(`outcome.${status}`, facts) : t('outcome.unknown', { reference: depositReference({ depositId }) })}
          {balance !== undefined && ` ${t('outcome.balance', { balance: money.format(money.cents(balance)) })}`}
        </p>
        {deposit?.status === 'failed' && (
          <Button variant="outline" size="sm" className="mt-1 justify-self-start" onClick={() => onTryAgain(deposit)}>
            {t('outcome.try_again', { amount: facts!.amount })}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The wallet total read again once the deposit is credited: the header shows it, and so does this. */
function useBalanceOnceCredited(credited: boolean): number | undefined {
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  const [balance, setBalance] = useState<number>();
  useEffect(() => {
    if (!credited) return;
    let current = true;
    void mutate<{ sumBalance: number }>(balanceKey(token)).then((answer) => {
      if (current && answer) setBalance(answer.sumBalance);
    });
    return () => {
      current = false;
    };
  }, [credited, mutate, token]);
  return balance;
}
