import type { RegisterRule } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginCredentials } from '../login-sequence.ts';
import { rememberedCredentials } from '../remembered-credentials.ts';
import { MobileNumberField } from '../shared/mobile-number-field.tsx';
import { problemMessages, trimValues } from '../shared/problems.ts';
import { SmsCodeField } from '../shared/sms-code-field.tsx';
import { useFormFields } from '../shared/use-form-fields.ts';
import { smsLoginProblems } from './login-validation.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';

export interface SmsLoginFormProps {
  /** The brand's mobile number rule (register settings), when it has one. */
  mobileRule: RegisterRule | undefined;
  pending: boolean;
  disabled: boolean;
  onSubmit: (credentials: LoginCredentials) => Promise<void>;
}

/** Mobile number with its dialing code, and the SMS code with its send button (spec §2). */
export function SmsLoginForm({ mobileRule, pending, disabled, onSubmit }: SmsLoginFormProps) {
  const { t } = useTranslation('auth');
  const [remembered] = useState(() => rememberedCredentials.smsMobile());
  const [dialingCode, setDialingCode] = useState(remembered?.countryDialingCode ?? '');
  const form = useFormFields({
    initialValues: { mobileNum: remembered?.mobileNum ?? '', verificationCode: '' },
    validate: (values) => problemMessages(smsLoginProblems(values, mobileRule), t),
  });

  const submit = form.handleSubmit((raw) => {
    if (pending || disabled) return;
    const values = trimValues(raw);
    onSubmit({
      type: 'sms',
      mobileNum: values.mobileNum,
      countryDialingCode: dialingCode,
      verificationCode: values.verificationCode,
    }).catch(() => {
      // The dialog shows the refusal; what was typed stays for another try.
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('login.form_mobile')}>
      <MobileNumberField
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        savedDialingCode={remembered?.countryDialingCode}
        error={form.errors.mobileNum}
        {...form.field('mobileNum')}
      />
      <SmsCodeField
        label={t('fields.sms_code')}
        error={form.errors.verificationCode}
        placeholder={t('placeholders.sms_code')}
        {...form.field('verificationCode')}
        // Without a dialing code (the country list failed) there is nothing to send to yet.
        validate={() => form.check('mobileNum') && dialingCode !== ''}
        request={() =>
          callPlatform('session', 'smsLoginCode', {
            mobileNum: form.values.mobileNum.trim(),
            countryDialingCode: dialingCode,
          })
        }
        onSent={() => form.focus('verificationCode')}
      />
      <Button type="submit" size="lg" className="w-full" loading={pending} disabled={disabled}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
