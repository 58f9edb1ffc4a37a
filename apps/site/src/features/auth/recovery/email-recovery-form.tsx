import type { RegisterRules } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import { Input } from '@lobbykit/ui/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { ActionErrorDialog } from '../shared/action-error-dialog.tsx';
import { trimValues } from '../shared/problems.ts';
import { useFormFields } from '../shared/use-form-fields.ts';
import { emailRecoveryErrors } from './recovery-validation.ts';

export interface EmailRecoveryFormProps {
  rules: RegisterRules | undefined;
  /** The platform accepted the request; the e-mail is on its way. */
  onSent: (email: string) => void;
}

/** Spec §4/§5 e-mail recovery: username and e-mail, sent form-encoded; the platform mails a link. */
export function EmailRecoveryForm({ rules, onSent }: EmailRecoveryFormProps) {
  const { t } = useTranslation('account');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useFormFields({
    initialValues: { username: '', email: '' },
    validate: (values) => emailRecoveryErrors(values, rules, t),
  });

  const submit = form.handleSubmit((raw) => {
    if (pending) return;
    const values = trimValues(raw);
    setPending(true);
    callPlatform('member', 'forgotPasswordByEmail', values)
      .then(
        () => onSent(values.email),
        (error: unknown) => setFailure(error),
      )
      .finally(() => setPending(false));
  });

  return (
    <>
      <form noValidate onSubmit={submit} aria-label={t('recovery.form_email')} className="grid gap-4">
        <Field label={t('fields.username')} error={form.errors.username} required>
          <Input
            {...form.field('username')}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('placeholders.username')}
          />
        </Field>
        <Field label={t('fields.email')} error={form.errors.email} required>
          <Input
            {...form.field('email')}
            type="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('placeholders.email')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          {t('recovery.submit_email')}
        </Button>
      </form>
      <ActionErrorDialog
        error={failure}
        title={t('recovery.failed_title')}
        confirmLabel={t('ok')}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
