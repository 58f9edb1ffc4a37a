import type { Withdrawal, WithdrawalChannel } from '@lobbykit/platform/endpoints/wallet';
import { Badge } from '@lobbykit/ui/badge';
import { Button } from '@lobbykit/ui/button';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../page-kit/format.ts';
import type { Money } from '../money/use-money.ts';
import { accountLabel } from './account-label.ts';
import { ConfirmDeadline } from './confirm-deadline.tsx';
import { ConfirmationForm } from './confirmation-form.tsx';
import { ProofThumbnails } from './proof-images.tsx';
import { statusBadge, statusKey } from './withdrawal-status.ts';

/** Statuses with a word of explanation under the row. */
const notedStatuses = new Set(['not-received', 'forced', 'rejected', 'partly-received']);

export interface WithdrawalRowProps {
  withdrawal: Withdrawal;
  channels: readonly WithdrawalChannel[];
  confirmMinutes?: number;
  money: Money;
}

/**
 * One request: the amount, its status, when and where to; what was received; and for a paid one the
 * deadline to answer and the answer's form.
 */
export function WithdrawalRow({ withdrawal, channels, confirmMinutes, money }: WithdrawalRowProps) {
  const { t } = useTranslation('member-withdrawal');
  const [answering, setAnswering] = useState(false);
  const [answered, setAnswered] = useState<string | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const { status } = withdrawal;
  const amount = money.format(money.cents(withdrawal.amount));
  const key = statusKey(status);
  return (
    <li data-slot="withdrawal-row" data-status={status} className="grid gap-2 px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <span className="font-semibold tabular-nums">{amount}</span>
        <Badge variant={statusBadge[status]}>{t(`list.statuses.${key}`)}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        <time dateTime={new Date(withdrawal.appliedAt).toISOString()}>
          {t('list.requested', { time: formatDateTime(withdrawal.appliedAt) })}
        </time>
        {withdrawal.payoutAccount &&
          ` · ${t('list.to', { account: accountLabel(withdrawal.payoutAccount, channels, t) })}`}
      </p>
      {withdrawal.amountReceived != null && status !== 'not-received' && (
        <p className="text-sm tabular-nums">
          {t('list.received', { amount: money.format(money.cents(withdrawal.amountReceived)) })}
          {withdrawal.remainingAmount != null &&
            withdrawal.remainingAmount > 0 &&
            ` · ${t('list.remaining', { amount: money.format(money.cents(withdrawal.remainingAmount)) })}`}
        </p>
      )}
      {notedStatuses.has(status) && <p className="text-sm text-muted-foreground">{t(`list.notes.${key}`)}</p>}
      {withdrawal.remark && <p className="text-sm break-words">{t('list.remark', { remark: withdrawal.remark })}</p>}
      <ProofThumbnails proofIds={withdrawal.proofIds} />
      {answered && (
        <p role="status" className="rounded-lg bg-success/10 px-3 py-2 text-sm">
          {answered}
        </p>
      )}
      {status === 'paid' && withdrawal.confirmBefore != null && (
        <>
          <ConfirmDeadline confirmBefore={withdrawal.confirmBefore} confirmMinutes={confirmMinutes} />
          {answering ? (
            <div>
              <ConfirmationForm
                withdrawal={withdrawal}
                money={money}
                onDone={(message) => {
                  setAnswering(false);
                  if (message) setAnswered(message);
                  else openButton.current?.focus();
                }}
              />
            </div>
          ) : (
            <Button ref={openButton} size="sm" className="justify-self-start" onClick={() => setAnswering(true)}>
              {t('confirm.open', { amount })}
            </Button>
          )}
        </>
      )}
    </li>
  );
}

export function WithdrawalRowsSkeleton({ rows = 4 }: { rows?: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <li key={index} className="grid gap-2 px-4 py-3">
      <span className="flex justify-between">
        <Skeleton variant="text" className="w-24" />
        <Skeleton variant="text" className="w-16" />
      </span>
      <Skeleton variant="text" className="h-3 w-56 max-w-full" />
    </li>
  ));
}
