/**
 * MobileNumberField — a labelled mobile number input with the country dialing-code picker before
 * it (flags from the platform's image host). Input props (a react-hook-form `register('mobileNum')`
 * spread, or `value`/`onChange`) go to the number input; the dialing code is controlled:
 *
 *   <MobileNumberField
 *     dialingCode={watch('countryDialingCode')}
 *     onDialingCodeChange={(code) => setValue('countryDialingCode', code)}
 *     savedDialingCode={remembered?.countryDialingCode}
 *     error={errors.mobileNum}
 *     {...register('mobileNum')}
 *   />
 *
 * The dialing code is digits only ("63"). It starts from `dialingCode` or else `savedDialingCode`
 * when a listed country has it, otherwise from the visitor's current country, otherwise the first
 * listed country (spec §2), and is reported through onDialingCodeChange once the list has loaded.
 * Props: also `label`, `error`, `hint` (translated text) and `required` (default true).
 */
import { Button } from '@lobbykit/ui/button';
import { CountryDialSelect, initialDialCode, normalizeDialCode } from '@lobbykit/ui/country-dial-select';
import { Field } from '@lobbykit/ui/field';
import { Input, type InputProps } from '@lobbykit/ui/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../core/site-config.ts';
import { useCountries, visitorCountryCode } from './use-countries.ts';
import { useSignInSettings } from './use-sign-in-settings.ts';

export type MobileNumberFieldProps = Omit<InputProps, 'size' | 'type' | 'leading' | 'trailing'> & {
  dialingCode: string;
  onDialingCodeChange: (dialingCode: string) => void;
  savedDialingCode?: string | null;
  label?: string;
  error?: string;
  hint?: string;
  required?: boolean;
};

export function MobileNumberField({
  dialingCode,
  onDialingCodeChange,
  savedDialingCode,
  label,
  error,
  hint,
  required = true,
  className,
  ...inputProps
}: MobileNumberFieldProps) {
  const { t } = useTranslation('auth');
  const countries = useCountries();
  const { data: config } = useSiteConfig();
  const { data: settings } = useSignInSettings();
  // The country picked in the list: dialing codes are shared (+1), so the code alone is not enough.
  const [chosenCountry, setChosenCountry] = useState<string>();

  const list = countries.data ?? [];
  const chosen = list.find(
    (country) => country.countryCode === chosenCountry && normalizeDialCode(country.countryDialingCode) === dialingCode,
  );
  const selected =
    chosen ??
    initialDialCode(dialingCode || savedDialingCode, visitorCountryCode(settings?.countryCode), list) ??
    list[0];
  const selectedCode = selected ? normalizeDialCode(selected.countryDialingCode) : '';

  useEffect(() => {
    if (selectedCode && selectedCode !== dialingCode) onDialingCodeChange(selectedCode);
  }, [selectedCode, dialingCode, onDialingCodeChange]);

  const listFailed = Boolean(countries.error) && !countries.isValidating;

  return (
    <Field
      label={label ?? t('fields.mobile')}
      error={error}
      hint={
        listFailed ? (
          <>
            {t('countries.load_failed')}{' '}
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void countries.mutate()}>
              {t('countries.retry')}
            </Button>
          </>
        ) : (
          hint
        )
      }
      required={required}
      className={className}
      data-field="mobileNum"
    >
      <div className="flex items-center gap-2">
        <CountryDialSelect
          countries={list}
          value={selected?.countryCode}
          onValueChange={(country) => {
            setChosenCountry(country.countryCode);
            onDialingCodeChange(normalizeDialCode(country.countryDialingCode));
          }}
          imageHost={config?.imageHost}
          label={t('fields.country_code')}
          searchLabel={t('countries.search')}
          searchPlaceholder={t('countries.search_placeholder')}
          emptyMessage={t('countries.empty')}
          disabled={list.length === 0}
        />
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('placeholders.mobile')}
          className="flex-1"
          {...inputProps}
        />
      </div>
    </Field>
  );
}
