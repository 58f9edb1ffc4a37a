import { Button } from '@lobbykit/ui/button';
import { Checkbox } from '@lobbykit/ui/checkbox';
import { Field } from '@lobbykit/ui/field';
import { Input } from '@lobbykit/ui/input';
import { PasswordInput } from '@lobbykit/ui/password-input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadOverlay } from '../../../core/overlays.ts';
import { openOverlay } from '../../../core/overlays.ts';
import { loginWantsCaptcha, type LoginCredentials } from '../login-sequence.ts';
import { rememberedCredentials } from '../remembered-credentials.ts';
import { CaptchaField } from '../shared/captcha-field.tsx';
import { problemMessages, trimValues } from '../shared/problems.ts';
import { useCaptcha } from '../shared/use-captcha.ts';
import { useFormFields } from '../shared/use-form-fields.ts';
import { usernameLoginProblems } from './login-validation.ts';

export interface UsernameLoginFormProps {
  /** The brand asks for a captcha on every login (status `loginCaptcha`). */
  brandWantsCaptcha: boolean;
  showForgotPassword: boolean;
  /** This form's sign-in is on its way. */
  pending: boolean;
  /** Another sign-in (free play, the other tab) is on its way. */
  disabled: boolean;
  /** Signs in; rejects with the refusal, which the dialog shows. */
  onSubmit: (credentials: LoginCredentials, remember: boolean) => Promise<void>;
}

/** Username, password, captcha when asked for, remember-password and the forgot-password link. */
export function UsernameLoginForm({
  brandWantsCaptcha,
  showForgotPassword,
  pending,
  disabled,
  onSubmit,
}: UsernameLoginFormProps) {
  const { t } = useTranslation('auth');
  const [remembered] = useState(() => ({
    username: rememberedCredentials.lastUsername() ?? '',
    remember: rememberedCredentials.rememberFlag(),
  }));
  const [remember, setRemember] = useState(remembered.remember);
  const [keepsDetails, setKeepsDetails] = useState(() => rememberedCredentials.remembersAnything());
  const [forgotten, setForgotten] = useState(false);
  // After a refusal that asks for one, the captcha stays for the rest of this dialog.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaShown = brandWantsCaptcha || captchaAsked;
  const captcha = useCaptcha({ enabled: captchaShown });

  const form = useFormFields({
    initialValues: { username: remembered.username, password: '', captcha: '' },
    validate: (values) => problemMessages(usernameLoginProblems(values, { captchaShown }), t),
  });
  const { setValue } = form;

  const fillRememberedPassword = (username: string) => {
    void rememberedCredentials.passwordFor(username).then((password) => {
      if (password) setValue('password', (current) => current || password);
    });
  };

  useEffect(() => {
    let live = true;
    void rememberedCredentials.passwordFor(remembered.username).then((password) => {
      if (live && password) setValue('password', (current) => current || password);
    });
    return () => {
      live = false;
    };
    // Once, for the username remembered when the dialog opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.handleSubmit((raw) => {
    if (pending || disabled) return;
    const values = trimValues(raw);
    const credentials: LoginCredentials = {
      type: 'username',
      username: values.username,
      password: values.password,
      ...(captchaShown ? { captcha: values.captcha } : {}),
    };
    onSubmit(credentials, remember).catch((error: unknown) => {
      // The platform used the captcha up: a new image, and its old answer cleared.
      if (captchaShown) {
        captcha.refresh();
        setValue('captcha', '');
      } else if (loginWantsCaptcha(error)) {
        setCaptchaAsked(true);
      }
    });
  });

  const forgetDevice = () => {
    rememberedCredentials.forgetDevice();
    setValue('username', '');
    setValue('password', '');
    setRemember(false);
    setKeepsDetails(false);
    setForgotten(true);
  };

  const username = form.field('username');
  const prefilled = remembered.username !== '';

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('login.form_username')}>
      <Field label={t('fields.username')} error={form.errors.username} required>
        <Input
          {...username}
          onBlur={() => {
            username.onBlur();
            if (!form.values.password) fillRememberedPassword(form.values.username);
          }}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('placeholders.username')}
          data-autofocus={prefilled ? undefined : ''}
        />
      </Field>
      <Field label={t('fields.password')} error={form.errors.password} required>
        <PasswordInput
          {...form.field('password')}
          autoComplete="current-password"
          placeholder={t('placeholders.password')}
          showLabel={t('fields.show_password')}
          hideLabel={t('fields.hide_password')}
          data-autofocus={prefilled ? '' : undefined}
        />
      </Field>
      {captchaShown && <CaptchaField captcha={captcha} error={form.errors.captcha} {...form.field('captcha')} />}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Checkbox
          label={t('fields.remember_password')}
          checked={remember}
          onCheckedChange={(checked) => setRemember(checked === true)}
        />
        {showForgotPassword && (
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            onPointerEnter={() => preloadOverlay('forgotPassword')}
            onFocus={() => preloadOverlay('forgotPassword')}
            onClick={() => openOverlay({ kind: 'forgotPassword' })}
          >
            {t('login.forgot_password')}
          </Button>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" loading={pending} disabled={disabled}>
        {t('login.submit')}
      </Button>
      {keepsDetails && (
        <Button variant="link" size="sm" className="h-auto justify-self-center px-0" onClick={forgetDevice}>
          {t('login.forget_device')}
        </Button>
      )}
      <p role="status" className="text-center text-sm text-muted-foreground empty:hidden">
        {forgotten ? t('login.device_forgotten') : ''}
      </p>
    </form>
  );
}
