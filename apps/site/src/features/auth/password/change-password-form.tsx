import { Button } from '@lobbykit/ui/button';
import { DialogFooter } from '@lobbykit/ui/dialog';
import { Field } from '@lobbykit/ui/field';
import { PasswordInput } from '@lobbykit/ui/password-input';
import { patternHint } from '@lobbykit/ui/rule-fields';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../core/site-config.ts';
import { problemMessages } from '../shared/problems.ts';
import { useFormFields } from '../shared/use-form-fields.ts';
import { changePasswordProblems, passwordRuleMessageKeys } from './change-password-validation.ts';
import type { PasswordChange } from './change-password.ts';

export interface ChangePasswordFormProps {
  /** The current password when this page knows it; otherwise the form asks for it. */
  currentPassword: string | null;
  pending: boolean;
  onSubmit: (change: PasswordChange) => void;
  /** Cancel (a voluntary change) or log out (a forced one). */
  secondaryAction: { label: string; onClick: () => void; pending?: boolean };
}

export function ChangePasswordForm({ currentPassword, pending, onSubmit, secondaryAction }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const { data: config } = useSiteConfig();
  const passwordRule = config?.register?.password;
  const ruleHint = patternHint(passwordRule, (key) => t(key), passwordRuleMessageKeys);
  const askOldPassword = currentPassword === null;

  const form = useFormFields({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: (values) =>
      problemMessages(changePasswordProblems(values, { askOldPassword, passwordRule, ruleHint, currentPassword }), t),
  });

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    onSubmit({ oldPassword: askOldPassword ? values.oldPassword : currentPassword, newPassword: values.newPassword });
  });

  const secret = { showLabel: t('fields.show_password'), hideLabel: t('fields.hide_password') };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('password.form')}>
      {askOldPassword && (
        <Field label={t('fields.old_password')} error={form.errors.oldPassword} required>
          <PasswordInput {...form.field('oldPassword')} {...secret} autoComplete="current-password" data-autofocus="" />
        </Field>
      )}
      <Field
        label={t('fields.new_password')}
        hint={form.errors.newPassword ? undefined : ruleHint}
        error={form.errors.newPassword}
        required
      >
        <PasswordInput
          {...form.field('newPassword')}
          {...secret}
          autoComplete="new-password"
          data-autofocus={askOldPassword ? undefined : ''}
        />
      </Field>
      <Field label={t('fields.confirm_password')} error={form.errors.confirmNewPassword} required>
        <PasswordInput {...form.field('confirmNewPassword')} {...secret} autoComplete="new-password" />
      </Field>
      <DialogFooter>
        <Button
          variant="outline"
          disabled={pending}
          loading={secondaryAction.pending}
          onClick={secondaryAction.onClick}
        >
          {secondaryAction.label}
        </Button>
        <Button type="submit" loading={pending} disabled={secondaryAction.pending}>
          {t('password.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
