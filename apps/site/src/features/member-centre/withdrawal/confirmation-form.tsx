import { REMARK_MAX_LENGTH, type Withdrawal } from '@lobbykit/platform/endpoints/wallet';
import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import { centsToAmount } from '@lobbykit/ui/lib/money-input';
import type { UploadItem } from '@lobbykit/ui/upload-field';
import { ImageUploadField } from '../../page-kit/forms/image-upload-field.tsx';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { fileToDataUrl } from '../../page-kit/forms/file-to-data-url.ts';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { RemarkField, remarkLength } from '../../page-kit/forms/remark-field.tsx';
import { placeRefusal } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { AmountField } from '../money/amount-field.tsx';
import { amountProblem, typedCents } from '../money/amount-problem.ts';
import type { Money } from '../money/use-money.ts';
import { useAfterWithdrawalChange } from './use-withdrawals.ts';

const results = ['received', 'partly-received', 'not-received'] as const;
type Result = (typeof results)[number];
type ConfirmField = 'result' | 'amountReceived' | 'remark';

export interface ConfirmationFormProps {
  withdrawal: Withdrawal;
  money: Money;
  /** Closes the form; with the answer's words once it was recorded. */
  onDone: (message?: string) => void;
}

/**
 * The member's answer to a payout (spec §4): all of it arrived; part of it (how much); or nothing,
 * with what happened (at most 140 characters) and one to three proof images, checked as they are
 * picked (png or jpg, 5 MB each) before anything is sent.
 */
export function ConfirmationForm({ withdrawal, money, onDone }: ConfirmationFormProps) {
  const { t } = useTranslation(['member-withdrawal', 'member-money', 'pages']);
  // The amount's messages are the money pages' own.
  const { t: moneyT } = useTranslation('member-money');
  const amountCents = money.cents(withdrawal.amount);
  const [proofs, setProofs] = useState<UploadItem[]>([]);
  const [proofsChecked, setProofsChecked] = useState(false);
  const proofInput = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // Opened by a button that gives way to it: the form takes focus, and is read out by its question.
  useEffect(() => formElement.current?.focus(), []);
  const afterChange = useAfterWithdrawalChange();
  const form = useAccountForm<ConfirmField>({
    initialValues: { result: 'received', amountReceived: '', remark: '' },
    validate: (values) => confirmProblems(values, amountCents, money, { t, moneyT }),
  });
  const result = form.values.result as Result;
  const proofsMissing = result === 'not-received' && proofs.length === 0;

  const submit = form.submitWith(
    async (values) => {
      const answer = await callPlatform('wallet', 'confirmWithdrawal', {
        withdrawalId: withdrawal.withdrawalId,
        result,
        ...(result === 'partly-received'
          ? { amountReceived: centsToAmount(typedCents(values.amountReceived, money)) }
          : {}),
        ...(result === 'not-received'
          ? {
              remark: values.remark.trim(),
              proofImages: await Promise.all(proofs.map((item) => fileToDataUrl(item.file))),
            }
          : {}),
      });
      await afterChange();
      onDone(
        t(`confirm.done.${answer.status.replace('-', '_')}`, {
          amount: money.format(amountCents),
          received: money.format(money.cents(answer.amountReceived ?? 0)),
        }),
      );
    },
    (error) => placeRefusal(error, {}, t),
  );

  return (
    <form
      ref={formElement}
      tabIndex={-1}
      noValidate
      onSubmit={(event) => {
        setProofsChecked(true);
        // The form's own fields first; then the images, which the form's state does not hold.
        const fieldsFine = Object.keys(confirmProblems(form.values, amountCents, money, { t, moneyT })).length === 0;
        if (fieldsFine && proofsMissing) {
          event.preventDefault();
          proofInput.current?.focus();
          return;
        }
        submit(event);
      }}
      aria-label={t('confirm.form', { amount: money.format(amountCents) })}
      data-slot="confirmation-form"
      className="grid gap-4 rounded-lg border border-border p-3 outline-none focus-visible:ring-3 focus-visible:ring-ring sm:p-4"
    >
      <ChoiceChips
        name="confirmation-result"
        label={t('confirm.result')}
        choices={results.map((value) => ({ value, label: t(`confirm.results.${value.replace('-', '_')}`) }))}
        selected={result}
        onChoose={(value) => form.setValue('result', value)}
      />
      {result === 'partly-received' && (
        <AmountField
          label={t('confirm.amount_received')}
          money={money}
          hint={t('confirm.amount_received_hint', { amount: money.format(amountCents) })}
          error={form.errors.amountReceived}
          field={form.field('amountReceived')}
        />
      )}
      {result === 'not-received' && (
        <>
          <RemarkField
            label={t('confirm.remark')}
            hint={t('confirm.remark_count', { typed: remarkLength(form.values.remark), max: REMARK_MAX_LENGTH })}
            error={form.errors.remark}
            required
            field={form.field('remark')}
            onType={(text) => {
              form.setValue('remark', text);
              form.forget('remark');
            }}
          />
          <Field
            label={t('confirm.proofs')}
            hint={t('confirm.proofs_hint')}
            error={proofsChecked && proofsMissing ? t('confirm.proofs_required') : undefined}
            required
          >
            <ImageUploadField ref={proofInput} value={proofs} onChange={setProofs} disabled={form.pending} />
          </Field>
        </>
      )}
      <FormAlert alert={form.alert} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.pending}>
          {t(`confirm.submit.${result.replace('-', '_')}`)}
        </Button>
        <Button type="button" variant="outline" disabled={form.pending} onClick={() => onDone()}>
          {t('shared.cancel', { ns: 'pages' })}
        </Button>
      </div>
    </form>
  );
}

/** What the member must fix before the answer goes: the part received, the remark. */
function confirmProblems(
  values: Record<ConfirmField, string>,
  amountCents: number,
  money: Money,
  { t, moneyT }: { t: TFunction; moneyT: TFunction },
): Partial<Record<ConfirmField, string>> {
  const problems: Partial<Record<ConfirmField, string>> = {};
  if (values.result === 'partly-received') {
    const problem = amountProblem(values.amountReceived, {}, money, moneyT);
    if (problem) problems.amountReceived = problem;
    else if (typedCents(values.amountReceived, money) >= amountCents)
      problems.amountReceived = t('confirm.partly_too_much', { amount: money.format(amountCents) });
  }
  if (values.result === 'not-received') {
    const length = remarkLength(values.remark);
    if (!values.remark.trim()) problems.remark = t('confirm.remark_required');
    else if (length > REMARK_MAX_LENGTH)
      problems.remark = t('confirm.remark_too_long', { max: REMARK_MAX_LENGTH, over: length - REMARK_MAX_LENGTH });
  }
  return problems;
}
