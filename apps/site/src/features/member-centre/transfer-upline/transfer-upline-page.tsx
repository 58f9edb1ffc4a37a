import { isPlatformError } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import { ArrowUpRightIcon } from '@lobbykit/ui/icons/arrow-up-right';
import { Input } from '@lobbykit/ui/input';
import { centsToAmount } from '@lobbykit/ui/lib/money-input';
import { Skeleton } from '@lobbykit/ui/skeleton';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { balanceKey } from '../../../core/member/use-balance.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { AmountField } from '../money/amount-field.tsx';
import {
  NeedsPaymentPassword,
  PaymentPasswordField,
  paymentPasswordProblem,
  wrongPaymentPassword,
} from '../money/payment-password.tsx';
import { ReviewDialog } from '../money/review-dialog.tsx';
import { amountProblem, typedCents } from '../money/amount-problem.ts';
import { useMoney, type Money } from '../money/use-money.ts';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { placeRefusal, type RefusalPlaces } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { uplineKey, useUpline } from './use-upline.ts';

/** Loaded with the page: its own strings, the auth forms' show/hide labels, the load error's. */
const pageNamespaces = ['member-money', 'auth', 'pages'];

type UplineField = 'amount' | 'paymentPassword';

/** Where the platform's refusals of a transfer are shown (apps/sandbox/README.md, transfer to upline). */
const refusalPlaces: RefusalPlaces<UplineField> = {
  'invalid-credentials': wrongPaymentPassword,
  'insufficient-funds': { field: 'amount', key: 'upline.insufficient' },
};

/**
 * Transfer to upline (spec §2 `transferUpline`): the member's upline by name, the amount and the
 * six-digit payment password, confirmed in a dialog; the balance in the header follows the answer.
 */
export default function TransferUplinePage() {
  const { t } = useTranslation(pageNamespaces);
  const upline = useUpline();

  if (!upline.data) {
    if (upline.error) {
      return <LoadError error={upline.error} onRetry={() => upline.mutate()} title={t('upline.load_failed')} />;
    }
    return <UplineSkeleton label={t('upline.loading')} />;
  }
  const { uplineName, hasPaymentPassword, sumBalance } = upline.data;
  if (uplineName === null) {
    return (
      <EmptyState icon={ArrowUpRightIcon} title={t('upline.none_title')} description={t('upline.none_description')} />
    );
  }
  if (!hasPaymentPassword) return <NeedsPaymentPassword description={t('upline.no_payment_password_description')} />;
  return <TransferUplineForm uplineName={uplineName} balance={sumBalance} />;
}

function TransferUplineForm({ uplineName, balance }: { uplineName: string; balance: number }) {
  const { t } = useTranslation(pageNamespaces);
  const money = useMoney();
  const balanceCents = money.cents(balance);
  const form = useAccountForm<UplineField>({
    initialValues: { amount: '', paymentPassword: '' },
    validate: (values) => uplineProblems(values, balanceCents, money, t),
  });
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusedField, setRefusedField] = useState<UplineField | null>(null);
  const applyAnswer = useApplyTransfer();

  const review = form.handleSubmit((values) => {
    setDone(null);
    setConfirming(typedCents(values.amount, money));
  });

  const send = async () => {
    if (confirming === null) return;
    setRefusedField(null);
    try {
      const answer = await callPlatform('wallet', 'transferUpline', {
        uplineName,
        amount: centsToAmount(confirming),
        paymentPassword: form.values.paymentPassword,
      });
      await applyAnswer(answer.sumBalance);
      form.setValue('amount', '');
      form.setValue('paymentPassword', '');
      setDone(
        t('upline.done', {
          amount: money.format(confirming),
          upline: answer.uplineName,
          balance: money.format(money.cents(answer.sumBalance)),
        }),
      );
    } catch (error) {
      // "No payment password set" meanwhile, or the upline changed: the page reads them again.
      if (isPlatformError(error) && error.kind === 'operation-not-allowed') await applyAnswer();
      const placed = placeRefusal(error, refusalPlaces, t);
      setRefusedField(placed.field);
      form.refuse(placed);
    }
  };

  return (
    <div data-slot="transfer-upline" className="grid gap-4">
      <form
        noValidate
        onSubmit={review}
        aria-label={t('upline.form')}
        className="grid gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5"
      >
        <Field label={t('upline.to')} hint={t('upline.to_hint')}>
          <Input value={uplineName} readOnly name="uplineName" autoComplete="off" className="bg-muted" />
        </Field>
        <AmountField
          label={t('upline.amount')}
          money={money}
          availableCents={balanceCents}
          error={form.errors.amount}
          field={form.field('amount')}
          onFillAll={() => {
            form.setValue('amount', money.formatPlain(balanceCents));
            form.forget('amount');
          }}
        />
        <PaymentPasswordField error={form.errors.paymentPassword} field={form.field('paymentPassword')} />
        <FormAlert alert={form.alert} />
        <Button type="submit" className="justify-self-start">
          {t('upline.submit')}
        </Button>
      </form>
      {done && (
        <p role="status" data-slot="transfer-upline-done" className="rounded-lg bg-success/10 px-4 py-3 text-sm">
          {done}
        </p>
      )}
      <ReviewDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('upline.confirm_title')}
        message={
          confirming === null
            ? ''
            : t('upline.confirm_message', {
                amount: money.format(confirming),
                upline: uplineName,
                balance: money.format(balanceCents - confirming),
              })
        }
        confirmLabel={t('upline.confirm')}
        onConfirm={send}
        refusedField={refusedField}
        focus={form.focus}
      />
    </div>
  );
}

/** The member's own mistakes, as they type: the amount against the balance, the six digits. */
function uplineProblems(
  values: Record<UplineField, string>,
  balanceCents: number,
  money: Money,
  t: TFunction,
): Partial<Record<UplineField, string>> {
  const problems: Partial<Record<UplineField, string>> = {};
  const amount = amountProblem(values.amount, { balanceCents }, money, t);
  if (amount) problems.amount = amount;
  const password = paymentPasswordProblem(values.paymentPassword, t);
  if (password) problems.paymentPassword = password;
  return problems;
}

/** Puts the balance after a transfer where the header and this page read it, or reads both again. */
function useApplyTransfer() {
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  return async (sumBalance?: number) => {
    if (sumBalance === undefined) {
      await Promise.all([mutate(uplineKey(token)), mutate(balanceKey(token))]);
      return;
    }
    const withBalance = <Value extends { sumBalance: number }>(current?: Value) =>
      current && { ...current, sumBalance };
    await Promise.all([
      mutate(uplineKey(token), withBalance, { revalidate: false }),
      mutate(balanceKey(token), withBalance, { revalidate: false }),
    ]);
  };
}

function UplineSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="grid gap-4 rounded-xl border border-border bg-card p-5">
      {Array.from({ length: 3 }, (_, index) => (
        <span key={index} className="grid gap-2">
          <Skeleton variant="text" className="w-28" />
          <Skeleton className="h-10 w-full rounded-md" />
        </span>
      ))}
    </LoadingRegion>
  );
}
