import { isPlatformError } from '@lobbykit/platform';
import { Field } from '@lobbykit/ui/field';
import { WalletIcon } from '@lobbykit/ui/icons/wallet';
import { PasswordInput } from '@lobbykit/ui/password-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { problemMessages } from '../../auth/shared/problems.ts';
import { AccountCard, CardAction, FormButtons, useFormDisclosure } from './account-card.tsx';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { paymentPasswordProblems, type PaymentPasswordMode } from './payment-password-validation.ts';
import { placeRefusal, type RefusalPlaces } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { useApplySecurityChange, useSecurityOverview } from './use-security-overview.ts';

/**
 * The withdrawal (payment) password, six digits: set the first one with the login password, or
 * change it with the current one.
 */
export function PaymentPasswordSection({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation('member-security');
  const disclosure = useFormDisclosure();
  const mode: PaymentPasswordMode = hasPaymentPassword ? 'change' : 'set';
  return (
    <AccountCard
      name="payment"
      icon={WalletIcon}
      title={t('payment.title')}
      status={
        hasPaymentPassword
          ? { label: t('status.set'), tone: 'success' }
          : { label: t('status.not_set'), tone: 'warning' }
      }
      summary={t(hasPaymentPassword ? 'payment.summary_set' : 'payment.summary_none')}
      action={<CardAction disclosure={disclosure} label={t(mode === 'set' ? 'payment.set' : 'payment.change')} />}
      notice={disclosure.notice}
    >
      {disclosure.open && (
        <div {...disclosure.region()}>
          <PaymentPasswordForm
            mode={mode}
            onCancel={() => disclosure.close()}
            onDone={() => disclosure.close(t(mode === 'set' ? 'payment.success_set' : 'payment.success_change'))}
          />
        </div>
      )}
    </AccountCard>
  );
}

type PaymentField = 'proof' | 'newPaymentPassword' | 'confirmNewPaymentPassword';

/** Where each refusal of the two calls is shown (apps/sandbox/README.md lists them in order). */
const refusalPlaces: Record<PaymentPasswordMode, RefusalPlaces<PaymentField>> = {
  set: {
    'invalid-credentials': { field: 'proof', key: 'payment.wrong_login_password' },
    server: { field: 'newPaymentPassword' },
  },
  change: {
    'invalid-credentials': { field: 'proof', key: 'payment.wrong_old' },
    server: { field: 'newPaymentPassword' },
  },
};

function PaymentPasswordForm({
  mode,
  onCancel,
  onDone,
}: {
  mode: PaymentPasswordMode;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('member-security');
  const { t: tAuth } = useTranslation('auth');
  const apply = useApplySecurityChange();
  const overview = useSecurityOverview();
  const form = useAccountForm({
    initialValues: { proof: '', newPaymentPassword: '', confirmNewPaymentPassword: '' },
    validate: (values) => problemMessages(paymentPasswordProblems(values, mode), t),
  });
  // Refused as "already set" (or "none yet"), the page reads the account again and the form turns
  // to the other mode, its alert saying why: the proof asked for changes, so it starts empty.
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    form.setValue('proof', '');
  }

  const submit = form.submitWith(
    async ({ proof, newPaymentPassword, confirmNewPaymentPassword }) => {
      const change = { newPaymentPassword, confirmNewPaymentPassword };
      const answer =
        mode === 'set'
          ? await callPlatform('account', 'setPaymentPassword', { password: proof, ...change })
          : await callPlatform('account', 'changePaymentPassword', { oldPaymentPassword: proof, ...change });
      await apply({ hasPaymentPassword: answer.hasPaymentPassword });
      onDone();
    },
    (error) => {
      // "Already set" or "none yet": the page was out of date; read it again.
      if (isPlatformError(error) && error.kind === 'operation-not-allowed') void overview.mutate();
      return placeRefusal(error, refusalPlaces[mode], t);
    },
  );

  const secret = { showLabel: tAuth('fields.show_password'), hideLabel: tAuth('fields.hide_password') };
  // Six digits: a number pad on phones, and never offered for saving as a login password.
  const digits = { ...secret, inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t(mode === 'set' ? 'payment.form_set' : 'payment.form_change')}
      className="grid gap-4"
    >
      {mode === 'set' ? (
        <Field label={t('payment.login_password')} error={form.errors.proof} required>
          <PasswordInput {...form.field('proof')} {...secret} autoComplete="current-password" />
        </Field>
      ) : (
        <Field label={t('payment.old')} error={form.errors.proof} required>
          <PasswordInput {...form.field('proof')} {...digits} />
        </Field>
      )}
      <Field
        label={t('payment.new')}
        hint={form.errors.newPaymentPassword ? undefined : t('payment.digits_hint')}
        error={form.errors.newPaymentPassword}
        required
      >
        <PasswordInput {...form.field('newPaymentPassword')} {...digits} />
      </Field>
      <Field label={t('payment.confirm')} error={form.errors.confirmNewPaymentPassword} required>
        <PasswordInput {...form.field('confirmNewPaymentPassword')} {...digits} />
      </Field>
      <FormAlert alert={form.alert} />
      <FormButtons
        pending={form.pending}
        submitLabel={t(mode === 'set' ? 'payment.submit_set' : 'payment.submit_change')}
        onCancel={onCancel}
      />
    </form>
  );
}
