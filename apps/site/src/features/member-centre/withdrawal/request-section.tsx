import type { ResponseOf } from '@lobbykit/platform';
import type { walletEndpoints } from '@lobbykit/platform/endpoints/wallet';
import { CalendarDaysIcon } from '@lobbykit/ui/icons/calendar-days';
import { TargetIcon } from '@lobbykit/ui/icons/target';
import { WalletIcon } from '@lobbykit/ui/icons/wallet';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { NeedsPaymentPassword } from '../money/payment-password.tsx';
import type { Money } from '../money/use-money.ts';
import { TurnoverSummary, type WithdrawalRequirements } from './turnover-summary.tsx';
import { usePayoutAccounts, useWithdrawalRequirements } from './use-withdrawals.ts';
import { WithdrawalForm } from './withdrawal-form.tsx';

type PayoutAccounts = ResponseOf<(typeof walletEndpoints)['payoutAccounts']>;

/**
 * The request part of the page: where the member stands (balance, turnover, requests left), then
 * the form, or what keeps them from asking and how to change it.
 */
export function RequestSection({ money, headingId }: { money: Money; headingId: string }) {
  const { t } = useTranslation('member-withdrawal');
  const requirements = useWithdrawalRequirements();
  const accounts = usePayoutAccounts();

  let body;
  if (!requirements.data || !accounts.data) {
    const error = requirements.error ?? accounts.error;
    body = error ? (
      <LoadError
        error={error}
        title={t('load_failed')}
        onRetry={() => Promise.all([requirements.mutate(), accounts.mutate()])}
      />
    ) : (
      <RequestSkeleton label={t('loading')} />
    );
  } else {
    body = (
      <>
        <TurnoverSummary requirements={requirements.data} money={money} />
        <RequestOrBlock requirements={requirements.data} accounts={accounts.data} money={money} />
      </>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t('request.title')}
      </h3>
      {body}
    </section>
  );
}

function RequestOrBlock({
  requirements,
  accounts,
  money,
}: {
  requirements: WithdrawalRequirements;
  accounts: PayoutAccounts;
  money: Money;
}) {
  const { t } = useTranslation('member-withdrawal');
  if (!requirements.hasPaymentPassword) {
    return <NeedsPaymentPassword description={t('blocked.no_payment_password_description')} />;
  }
  const remaining = money.cents(requirements.turnoverRemaining);
  if (remaining > 0) {
    return (
      <EmptyState
        icon={TargetIcon}
        title={t('blocked.turnover_title', { amount: money.format(remaining) })}
        description={t('blocked.turnover_description', {
          required: money.format(money.cents(requirements.turnoverRequired)),
          done: money.format(money.cents(requirements.turnoverDone)),
        })}
      />
    );
  }
  if (requirements.requestsLeftToday === 0) {
    return (
      <EmptyState
        icon={CalendarDaysIcon}
        title={t('blocked.quota_title')}
        description={t('blocked.quota_description')}
      />
    );
  }
  if (accounts.accounts.length === 0) {
    return (
      <EmptyState
        icon={WalletIcon}
        title={t('blocked.no_account_title')}
        description={t('blocked.no_account_description')}
      />
    );
  }
  return (
    <WithdrawalForm
      accounts={accounts.accounts}
      channels={accounts.channels}
      balanceCents={money.cents(requirements.sumBalance)}
      money={money}
    />
  );
}

function RequestSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="grid gap-4">
      <Skeleton className="h-16 w-full rounded-lg" />
      {Array.from({ length: 3 }, (_, index) => (
        <span key={index} className="grid gap-2">
          <Skeleton variant="text" className="w-28" />
          <Skeleton className="h-10 w-full rounded-md" />
        </span>
      ))}
    </LoadingRegion>
  );
}
