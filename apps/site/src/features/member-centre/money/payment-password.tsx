import { paymentPasswordPattern } from '@lobbykit/platform/endpoints/account';
import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import { ShieldCheckIcon } from '@lobbykit/ui/icons/shield-check';
import { PasswordInput } from '@lobbykit/ui/password-input';
import type { TFunction } from 'i18next';
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCentreNavigation } from '../../centres/centre-url.ts';
import { EmptyState } from '../../page-kit/query-states.tsx';

/**
 * The six-digit payment password ("withdrawal password" to the member) that confirms money
 * leaving the member: a transfer to the upline, a withdrawal. Strings in `member-money`.
 */

/** The platform's refusal of a wrong one, placed at the field (a page's RefusalPlaces entry). */
export const wrongPaymentPassword = {
  field: 'paymentPassword',
  key: 'payment_password.wrong',
  ns: 'member-money',
} as const;

/** What is wrong with the password as typed, or null. */
export function paymentPasswordProblem(value: string, t: TFunction): string | null {
  if (!value) return t('payment_password.required', { ns: 'member-money' });
  if (!paymentPasswordPattern.test(value)) return t('payment_password.digits', { ns: 'member-money' });
  return null;
}

export interface PaymentPasswordFieldProps {
  error?: string;
  /** The field's state from the page's form: name, value, onChange, onBlur, ref. */
  field: {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
    ref: Ref<HTMLInputElement>;
  };
}

/** Digits on a phone's keypad, never offered to a password manager's autofill of the login. */
export function PaymentPasswordField({ error, field }: PaymentPasswordFieldProps) {
  const { t } = useTranslation(['member-money', 'auth']);
  return (
    <Field label={t('payment_password.label')} error={error} required>
      <PasswordInput
        {...field}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        showLabel={t('fields.show_password', { ns: 'auth' })}
        hideLabel={t('fields.hide_password', { ns: 'auth' })}
      />
    </Field>
  );
}

/** In place of a form that needs the password when none is set: why, and the way to set one. */
export function NeedsPaymentPassword({ description }: { description: string }) {
  const { t } = useTranslation('member-money');
  const centre = useCentreNavigation();
  return (
    <EmptyState
      icon={ShieldCheckIcon}
      title={t('payment_password.missing_title')}
      description={description}
      action={<Button onClick={() => centre.switchTo('member', 'securityCenter')}>{t('payment_password.set')}</Button>}
    />
  );
}
