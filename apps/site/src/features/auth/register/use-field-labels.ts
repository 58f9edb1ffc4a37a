import type { RegisterFormField } from '@lobbykit/ui/rule-fields';
import { useTranslation } from 'react-i18next';

const labelledFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const satisfies readonly RegisterFormField[];

/** A translated label for every field the platform may switch on, as RuleFields wants them. */
export function useFieldLabels(): Record<RegisterFormField, string> {
  const { t } = useTranslation('account');
  return Object.fromEntries(labelledFields.map((field) => [field, t(`fields.${field}`)])) as Record<
    RegisterFormField,
    string
  >;
}
