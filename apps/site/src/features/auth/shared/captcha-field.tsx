/**
 * CaptchaField — a labelled answer input with the captcha image beside it (press the image for a
 * new one, at most once a second). Input props (a react-hook-form `register('captcha')` spread, or
 * `value`/`onChange`) go to the answer input.
 *
 *   const captcha = useCaptcha();
 *   <CaptchaField captcha={captcha} error={errors.captcha} {...register('captcha')} />
 *
 * Props: `captcha` (from useCaptcha), optional `label`, `error` (a translated message),
 * `required` (default true), and any Input prop.
 */
import { CaptchaImage } from '@lobbykit/ui/captcha-image';
import { Field } from '@lobbykit/ui/field';
import { Input, type InputProps } from '@lobbykit/ui/input';
import { useTranslation } from 'react-i18next';
import type { Captcha } from './use-captcha.ts';

export type CaptchaFieldProps = Omit<InputProps, 'size' | 'leading' | 'trailing'> & {
  captcha: Captcha;
  label?: string;
  error?: string;
  required?: boolean;
};

export function CaptchaField({ captcha, label, error, required = true, className, ...inputProps }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field
      label={label ?? t('fields.captcha')}
      error={error}
      hint={captcha.failed ? t('captcha.load_failed') : undefined}
      required={required}
      className={className}
      data-field="captcha"
    >
      <div className="flex items-center gap-2">
        <Input
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('placeholders.captcha')}
          className="flex-1"
          {...inputProps}
        />
        <CaptchaImage
          src={captcha.src}
          loading={captcha.loading}
          alt={t('captcha.image_alt')}
          label={t('captcha.refresh')}
          onRefresh={captcha.refresh}
        />
      </div>
    </Field>
  );
}
