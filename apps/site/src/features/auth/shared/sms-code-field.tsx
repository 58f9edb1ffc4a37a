import { Field } from '@lobbykit/ui/field';
import { Input, type InputProps } from '@lobbykit/ui/input';
import { SmsCodeButton, type SmsCodeButtonProps } from './sms-code-button.tsx';
import { VERIFICATION_CODE_MAX_LENGTH } from './verification-code.ts';

export type SmsCodeFieldProps = Omit<InputProps, 'size' | 'leading' | 'trailing'> & {
  label: string;
  error?: string;
  required?: boolean;
  /** Checks the mobile number (and shows its message) before a code is asked for; false stops. */
  validate: SmsCodeButtonProps['validate'];
  /** Texts the code to the number above. */
  request: SmsCodeButtonProps['request'];
  /** After a code went out: the code field usually takes focus. */
  onSent: () => void;
  /** A failed request shown by the caller (true), rather than in the warning dialog. */
  onRequestError?: SmsCodeButtonProps['onRequestError'];
};

/**
 * The SMS verification code and the button that texts it, as sign-in by mobile, password recovery
 * and registration ask for it. Input props (`value`, `onChange`, a `ref`…) go to the code input.
 */
export function SmsCodeField({
  label,
  error,
  required = true,
  validate,
  request,
  onSent,
  onRequestError,
  className,
  ...inputProps
}: SmsCodeFieldProps) {
  return (
    <Field label={label} error={error} required={required} className={className} data-field="verificationCode">
      <div className="flex items-center gap-2">
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          className="flex-1"
          {...inputProps}
        />
        <SmsCodeButton
          className="min-w-28"
          validate={validate}
          request={request}
          onSent={onSent}
          onRequestError={onRequestError}
        />
      </div>
    </Field>
  );
}
