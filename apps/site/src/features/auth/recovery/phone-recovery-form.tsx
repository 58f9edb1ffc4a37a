import type { RegisterRules } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { WarningDialog } from '@lobbykit/ui/dialog';
import { Field } from '@lobbykit/ui/field';
import { PasswordInput } from '@lobbykit/ui/password-input';
import { patternHint } from '@lobbykit/ui/rule-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInOutcome } from '../login-sequence.ts';
import { ActionErrorDialog } from '../shared/action-error-dialog.tsx';
import { CaptchaField } from '../shared/captcha-field.tsx';
import { MobileNumberField } from '../shared/mobile-number-field.tsx';
import { SmsCodeField } from '../shared/sms-code-field.tsx';
import { useCaptcha } from '../shared/use-captcha.ts';
import { useFormFields } from '../shared/use-form-fields.ts';
import { useSignInSettings } from '../shared/use-sign-in-settings.ts';
import { isSignInAfterResetError, resetPasswordByPhone } from './phone-reset.ts';
import { phoneRecoveryErrors } from './recovery-validation.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';

export interface PhoneRecoveryFormProps {
  rules: RegisterRules | undefined;
  features: ReadonlySet<string>;
  /** Signed in with the new password (or told to change it first). */
  onSignedIn: (outcome: SignInOutcome) => void;
  /** The password changed but signing in did not: the player logs in by hand. */
  onSignInNeeded: () => void;
}

/**
 * Spec §4/§5 phone recovery: mobile number, SMS code and a new password by the password rule;
 * success signs the player in with it. When the brand's sign-in needs a captcha, it is asked here.
 */
export function PhoneRecoveryForm({ rules, features, onSignedIn, onSignInNeeded }: PhoneRecoveryFormProps) {
  const { t } = useTranslation('account');
  const captchaShown = useSignInSettings().data?.loginCaptcha ?? false;
  const captcha = useCaptcha({ enabled: captchaShown });
  const [dialingCode, setDialingCode] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [signInFailed, setSignInFailed] = useState(false);
  const form = useFormFields({
    initialValues: { mobileNum: '', verificationCode: '', newPassword: '', captcha: '' },
    validate: (values) => phoneRecoveryErrors(values, { rules, captchaShown }, t),
  });

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    setPending(true);
    resetPasswordByPhone(
      {
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: dialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        captcha: captchaShown ? values.captcha.trim() : undefined,
      },
      features,
    )
      .then(onSignedIn, (error: unknown) => {
        if (captchaShown) {
          captcha.refresh();
          form.setValue('captcha', '');
        }
        if (isSignInAfterResetError(error)) setSignInFailed(true);
        else setFailure(error);
      })
      .finally(() => setPending(false));
  });

  return (
    <>
      <form noValidate onSubmit={submit} aria-label={t('recovery.form_phone')} className="grid gap-4">
        <MobileNumberField
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          label={t('fields.mobileNum')}
          error={form.errors.mobileNum}
          {...form.field('mobileNum')}
        />
        <SmsCodeField
          label={t('fields.verificationCode')}
          error={form.errors.verificationCode}
          placeholder={t('placeholders.verificationCode')}
          {...form.field('verificationCode')}
          validate={() => form.check('mobileNum')}
          request={() =>
            callPlatform('session', 'smsLoginCode', {
              mobileNum: form.values.mobileNum.trim(),
              countryDialingCode: dialingCode,
            })
          }
          onSent={() => form.focus('verificationCode')}
        />
        <Field
          label={t('fields.newPassword')}
          hint={form.errors.newPassword ? undefined : patternHint(rules?.password, t)}
          error={form.errors.newPassword}
          required
        >
          <PasswordInput
            {...form.field('newPassword')}
            autoComplete="new-password"
            showLabel={t('show_password')}
            hideLabel={t('hide_password')}
          />
        </Field>
        {captchaShown && (
          <CaptchaField
            captcha={captcha}
            label={t('fields.captcha')}
            error={form.errors.captcha}
            placeholder={t('placeholders.captcha')}
            inputMode="numeric"
            {...form.field('captcha')}
          />
        )}
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          {t('recovery.submit_phone')}
        </Button>
      </form>
      <ActionErrorDialog
        error={failure}
        title={t('recovery.failed_title')}
        confirmLabel={t('ok')}
        onClose={() => setFailure(null)}
      />
      <WarningDialog
        open={signInFailed}
        onOpenChange={setSignInFailed}
        title={t('recovery.signed_in_failed_title')}
        message={t('recovery.signed_in_failed')}
        confirmLabel={t('register.log_in')}
        onConfirm={onSignInNeeded}
      />
    </>
  );
}
