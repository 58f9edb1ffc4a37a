import { isPlatformError } from '@lobbykit/platform';
import type { PayoutAccount, WithdrawalChannel } from '@lobbykit/platform/endpoints/wallet';
import { Button } from '@lobbykit/ui/button';
import { centsToAmount } from '@lobbykit/ui/lib/money-input';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { placeRefusal, type RefusalPlaces } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { AmountField } from '../money/amount-field.tsx';
import { amountProblem, typedCents } from '../money/amount-problem.ts';
import { PaymentPasswordField, paymentPasswordProblem, wrongPaymentPassword } from '../money/payment-password.tsx';
import { ReviewDialog } from '../money/review-dialog.tsx';
import type { Money } from '../money/use-money.ts';
import { accountLabel } from './account-label.ts';
import { useAfterWithdrawalChange } from './use-withdrawals.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';

type RequestField = 'amount' | 'paymentPassword';

/** Where the platform's refusals of a request are shown (apps/sandbox/README.md, withdrawal). */
const refusalPlaces: RefusalPlaces<RequestField> = {
  'invalid-credentials': wrongPaymentPassword,
  'insufficient-funds': { field: 'amount', key: 'request.insufficient' },
};

export interface WithdrawalFormProps {
  accounts: readonly PayoutAccount[];
  channels: readonly WithdrawalChannel[];
  balanceCents: number;
  money: Money;
}

/**
 * A withdrawal request: the account to be paid to, an amount within its channel's limits and the
 * balance, and the six-digit payment password, confirmed in a dialog. The money leaves the balance
 * with the request, so the header's balance follows the answer.
 */
export function WithdrawalForm({ accounts, channels, balanceCents, money }: WithdrawalFormProps) {
  const { t } = useTranslation(['member-withdrawal', 'member-money', 'auth', 'pages']);
  // The amount's messages are the money pages' own.
  const { t: moneyT } = useTranslation('member-money');
  const [chosenId, setChosenId] = useState(accounts[0]!.accountId);
  // An account removed meanwhile falls back to the first one left.
  const account = accounts.find((candidate) => candidate.accountId === chosenId) ?? accounts[0]!;
  const channel = channels.find((candidate) => candidate.code === account.channel);
  const limits = {
    minCents: channel && money.cents(channel.min),
    maxCents: channel && money.cents(channel.max),
    balanceCents,
  };
  const form = useAccountForm<RequestField>({
    initialValues: { amount: '', paymentPassword: '' },
    validate: (values) => requestProblems(values, limits, money, { t, moneyT }),
  });
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusedField, setRefusedField] = useState<RequestField | null>(null);
  const afterChange = useAfterWithdrawalChange();
  const label = accountLabel(account, channels, t);

  const review = form.handleSubmit((values) => {
    setDone(null);
    setConfirming(typedCents(values.amount, money));
  });

  const send = async () => {
    if (confirming === null) return;
    setRefusedField(null);
    try {
      const answer = await callPlatform('wallet', 'withdraw', {
        amount: centsToAmount(confirming),
        payoutAccountId: account.accountId,
        paymentPassword: form.values.paymentPassword,
      });
      form.setValue('amount', '');
      form.setValue('paymentPassword', '');
      setDone(t('request.done', { amount: money.format(confirming), account: label }));
      await afterChange(answer.sumBalance);
    } catch (error) {
      // Turnover still owed or no payment password any more: the page reads where it stands again.
      if (isPlatformError(error) && error.kind === 'operation-not-allowed') void afterChange();
      const placed = placeRefusal(error, refusalPlaces, t);
      setRefusedField(placed.field);
      form.refuse(placed);
    }
  };

  const limitsHint =
    channel &&
    t('request.limits', {
      available: money.format(balanceCents),
      min: money.format(money.cents(channel.min)),
      max: money.format(money.cents(channel.max)),
    });

  return (
    <div data-slot="withdrawal-request" className="grid gap-4">
      <form noValidate onSubmit={review} aria-label={t('request.form')} className="grid gap-4">
        <ChoiceChips
          name="payout-account"
          label={t('request.account')}
          choices={accounts.map((candidate) => ({
            value: candidate.accountId,
            label: accountLabel(candidate, channels, t),
          }))}
          selected={account.accountId}
          onChoose={(id) => {
            setChosenId(id);
            form.forget('amount');
          }}
        />
        <AmountField
          label={t('request.amount')}
          money={money}
          availableCents={balanceCents}
          hint={limitsHint}
          error={form.errors.amount}
          field={form.field('amount')}
        />
        <PaymentPasswordField error={form.errors.paymentPassword} field={form.field('paymentPassword')} />
        <FormAlert alert={form.alert} />
        <Button type="submit" className="justify-self-start">
          {t('request.submit')}
        </Button>
      </form>
      {done && (
        <p role="status" data-slot="withdrawal-done" className="rounded-lg bg-success/10 px-4 py-3 text-sm">
          {done}
        </p>
      )}
      <ReviewDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('request.confirm_title')}
        message={
          confirming === null
            ? ''
            : t('request.confirm_message', {
                amount: money.format(confirming),
                account: label,
                payee: account.payeeName,
                balance: money.format(balanceCents - confirming),
              })
        }
        confirmLabel={t('request.confirm')}
        onConfirm={send}
        refusedField={refusedField}
        focus={form.focus}
      />
    </div>
  );
}

/** The member's own mistakes, as they type: the amount against the channel and the balance, the six digits. */
function requestProblems(
  values: Record<RequestField, string>,
  limits: { minCents?: number; maxCents?: number; balanceCents: number },
  money: Money,
  { t, moneyT }: { t: TFunction; moneyT: TFunction },
): Partial<Record<RequestField, string>> {
  const problems: Partial<Record<RequestField, string>> = {};
  const amount = amountProblem(values.amount, limits, money, moneyT);
  if (amount) problems.amount = amount;
  const password = paymentPasswordProblem(values.paymentPassword, t);
  if (password) problems.paymentPassword = password;
  return problems;
}
