import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import { Input } from '@lobbykit/ui/input';
import type { ChangeEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from './use-money.ts';

export interface AmountFieldProps {
  label: string;
  /** What the member can move, shown under the field and filled in by "All". */
  availableCents?: number;
  money: Money;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** The field's state from the page's form: name, value, onChange, onBlur, ref. */
  field: {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
    ref: Ref<HTMLInputElement>;
  };
  /** Puts the whole available amount in the field. */
  onFillAll?: () => void;
}

/**
 * An amount as the member types it: the decimal keypad on a phone, the wallet's currency sign in
 * the box, and what is available under it with a button that fills it all in.
 */
export function AmountField({
  label,
  availableCents,
  money,
  error,
  hint,
  disabled,
  field,
  onFillAll,
}: AmountFieldProps) {
  const { t } = useTranslation('member-money');
  const available =
    availableCents === undefined ? undefined : t('amount.available', { amount: money.format(availableCents) });
  return (
    <Field label={label} hint={error ? undefined : (hint ?? available)} error={error} required>
      <Input
        {...field}
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        leading={<span aria-hidden="true">{money.symbol}</span>}
        trailing={
          onFillAll && availableCents !== undefined && availableCents > 0 ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={onFillAll}
              aria-label={t('amount.fill_all_label', { amount: money.format(availableCents) })}
            >
              {t('amount.fill_all')}
            </Button>
          ) : undefined
        }
      />
    </Field>
  );
}
