import { Checkbox } from '@lobbykit/ui/checkbox';
import { Field } from '@lobbykit/ui/field';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface Agreements {
  /** Spec §2: the terms agreement starts ticked. */
  terms: boolean;
  /** Spec §5: the player confirms being 18 or over. */
  age: boolean;
}

export const initialAgreements: Agreements = { terms: true, age: false };

export interface AgreementFieldsProps {
  value: Agreements;
  onChange: (value: Agreements) => void;
  /** Show the messages of unticked boxes (after the first submit). */
  showErrors: boolean;
  termsRef: Ref<HTMLButtonElement>;
  ageRef: Ref<HTMLButtonElement>;
}

/** The two boxes a registration needs ticked: the terms and the age confirmation. */
export function AgreementFields({ value, onChange, showErrors, termsRef, ageRef }: AgreementFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-3">
      <Field
        orientation="horizontal"
        label={t('register.agree_terms')}
        error={showErrors && !value.terms ? t('register.terms_required') : undefined}
        required
        data-field="terms"
      >
        <Checkbox
          ref={termsRef}
          checked={value.terms}
          onCheckedChange={(checked) => onChange({ ...value, terms: checked === true })}
        />
      </Field>
      <Field
        orientation="horizontal"
        label={t('register.confirm_age')}
        error={showErrors && !value.age ? t('register.age_required') : undefined}
        required
        data-field="age"
      >
        <Checkbox
          ref={ageRef}
          checked={value.age}
          onCheckedChange={(checked) => onChange({ ...value, age: checked === true })}
        />
      </Field>
    </div>
  );
}
