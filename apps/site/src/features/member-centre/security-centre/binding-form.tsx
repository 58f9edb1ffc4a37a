import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsCodeField } from '../../auth/shared/sms-code-field.tsx';
import type { FieldErrors } from '../../auth/shared/use-form-fields.ts';
import { FormButtons } from './account-card.tsx';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { codeRefusals, placeRefusal, type RefusalPlaces } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';

type BindingField = 'address' | 'verificationCode';

/** What the address input gets: the form's value, change and blur handlers, ref and message. */
export type AddressInputProps = ReturnType<ReturnType<typeof useAccountForm<BindingField>>['field']> & {
  error: string | undefined;
};

export interface BindingFormProps {
  /** The form's accessible name ("Bind a mobile number"). */
  label: string;
  /** What the address field starts with (an address on file that is not verified yet). */
  initialAddress?: string;
  /** The address field (mobile number with its dialing code, or e-mail address). */
  renderAddress: (props: AddressInputProps) => ReactNode;
  /** The trimmed address's problem, translated; undefined when it can be sent. */
  addressError: (address: string) => string | undefined;
  /** The refusals that are about the address (taken, malformed), shown at its field. */
  addressRefusals: RefusalPlaces<'address'>;
  codeLabel: string;
  /** Step one: a code to the address. */
  sendCode: (address: string) => Promise<{ expiredMinutes?: number }>;
  /** Step two: the code binds the address (and the caches take the answer). */
  bind: (address: string, code: string) => Promise<void>;
  submitLabel: string;
  onCancel: () => void;
  onDone: () => void;
}

/**
 * Binding a mobile number or an e-mail address is two steps: a code sent to the new address (the
 * button counts down the code's life, spec §4 SMS countdown, and ignores presses less than a second
 * apart), then the code. A refusal is shown where it belongs — a taken or malformed address at the
 * address, a wrong or expired code at the code — or, for anything else, as an alert; nothing typed
 * is lost.
 */
export function BindingForm({
  label,
  initialAddress = '',
  renderAddress,
  addressError,
  addressRefusals,
  codeLabel,
  sendCode,
  bind,
  submitLabel,
  onCancel,
  onDone,
}: BindingFormProps) {
  const { t } = useTranslation('member-security');
  const { t: tAuth } = useTranslation('auth');
  const form = useAccountForm<BindingField>({
    initialValues: { address: initialAddress, verificationCode: '' },
    validate: (values) => {
      const errors: FieldErrors<BindingField> = {};
      const address = addressError(values.address.trim());
      if (address) errors.address = address;
      if (!values.verificationCode.trim()) errors.verificationCode = tAuth('validation.sms_code_required');
      return errors;
    },
  });

  const submit = form.submitWith(
    async ({ address, verificationCode }) => {
      await bind(address.trim(), verificationCode.trim());
      onDone();
    },
    (error) => placeRefusal(error, { ...addressRefusals, ...codeRefusals }, t),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="grid gap-4">
      {renderAddress({ ...form.field('address'), error: form.errors.address })}
      <SmsCodeField
        label={codeLabel}
        error={form.errors.verificationCode}
        placeholder={tAuth('placeholders.sms_code')}
        {...form.field('verificationCode')}
        validate={() => form.check('address')}
        request={() => sendCode(form.values.address.trim())}
        onSent={() => form.focus('verificationCode')}
        // A taken or malformed address is told at its field; anything else in the code dialog.
        onRequestError={(error) => {
          const placed = placeRefusal(error, addressRefusals, t);
          if (placed.field === null) return false;
          form.refuse(placed);
          return true;
        }}
      />
      <FormAlert alert={form.alert} />
      <FormButtons pending={form.pending} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
