import type { RegisterFormField } from '@lobbykit/ui/rule-fields';
import { useTranslation } from 'react-i18next';
import { registerFormFields } from './register-form-fields.ts';

/** A translated label for every field the platform may switch on, as RuleFields wants them. */
export function useFieldLabels(): Record<RegisterFormField, string> {
  const { t } = useTranslation('account');
  return Object.fromEntries(registerFormFields.map((field) => [field, t(`fields.${field}`)])) as Record<
    RegisterFormField,
    string
  >;
}
