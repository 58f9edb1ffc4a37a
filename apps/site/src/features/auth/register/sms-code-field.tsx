import { systemEndpoints } from '@lobbykit/platform/endpoints/system';
import { Field } from '@lobbykit/ui/field';
import { Input } from '@lobbykit/ui/input';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../app/platform.ts';
import { SmsCodeButton } from '../shared/sms-code-button.tsx';
import { VERIFICATION_CODE_MAX_LENGTH } from './register-tabs.ts';

export interface RegisterSmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  required: boolean;
  error: string | undefined;
  /** Checks the mobile number (and shows its message) before a code is asked for. */
  validateMobile: () => Promise<boolean>;
  mobileNum: () => string;
  dialingCode: string;
  inputRef: Ref<HTMLInputElement>;
  onSent: () => void;
}

/** The registration SMS code (REGMOBVERF3) and the button that texts it to the number above. */
export function RegisterSmsCodeField({
  value,
  onChange,
  onBlur,
  required,
  error,
  validateMobile,
  mobileNum,
  dialingCode,
  inputRef,
  onSent,
}: RegisterSmsCodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field label={t('fields.verificationCode')} error={error} required={required} data-field="verificationCode">
      <div className="flex items-center gap-2">
        <Input
          ref={inputRef}
          name="verificationCode"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          placeholder={t('placeholders.verificationCode')}
          className="flex-1"
        />
        <SmsCodeButton
          className="min-w-28"
          validate={validateMobile}
          request={() =>
            platform.call(systemEndpoints.registerSms, {
              mobileNo: mobileNum().trim(),
              countryDialingCode: dialingCode,
            })
          }
          onSent={onSent}
        />
      </div>
    </Field>
  );
}
