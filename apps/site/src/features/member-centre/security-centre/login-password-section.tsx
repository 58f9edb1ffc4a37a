import { Field } from '@lobbykit/ui/field';
import { LockIcon } from '@lobbykit/ui/icons/lock';
import { PasswordInput } from '@lobbykit/ui/password-input';
import { patternHint } from '@lobbykit/ui/rule-fields';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../core/session.ts';
import { useSiteConfig } from '../../../core/site-config.ts';
import { changeSessionPassword } from '../../auth/password/change-password.ts';
import { changePasswordProblems, passwordRuleMessageKeys } from '../../auth/password/change-password-validation.ts';
import { problemMessages } from '../../auth/shared/problems.ts';
import { formatDateTime } from '../../page-kit/format.ts';
import { AccountCard, CardAction, FormButtons, useFormDisclosure } from './account-card.tsx';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { placeRefusal } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { passwordChangedNow, useApplySecurityChange } from './use-security-overview.ts';

/**
 * The login password: when it last changed, and the change itself (current, new by the brand's
 * password rule, confirmation). The member stays signed in here while the platform ends every
 * other session, and a remembered password is replaced by the new one.
 */
export function LoginPasswordSection({ changedAt }: { changedAt: number }) {
  const { t } = useTranslation('member-security');
  const disclosure = useFormDisclosure();
  return (
    <AccountCard
      name="password"
      icon={LockIcon}
      title={t('password.title')}
      summary={t('password.changed_at', { time: formatDateTime(changedAt) })}
      action={<CardAction disclosure={disclosure} label={t('password.change')} />}
      notice={disclosure.notice}
    >
      {disclosure.open && (
        <div {...disclosure.region()}>
          <LoginPasswordForm
            onCancel={() => disclosure.close()}
            onDone={() => disclosure.close(t('password.success'))}
          />
        </div>
      )}
    </AccountCard>
  );
}

function LoginPasswordForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation('member-security');
  const { t: tAuth } = useTranslation('auth');
  const { username } = useSession();
  const passwordRule = useSiteConfig().data?.register?.password;
  const ruleHint = patternHint(passwordRule, (key) => tAuth(key), passwordRuleMessageKeys);
  const apply = useApplySecurityChange();
  const form = useAccountForm({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: (values) =>
      problemMessages(
        changePasswordProblems(values, { askOldPassword: true, passwordRule, ruleHint, currentPassword: null }),
        tAuth,
      ),
  });

  const submit = form.submitWith(
    async ({ oldPassword, newPassword }) => {
      await changeSessionPassword(username ?? '', { oldPassword, newPassword });
      await apply(passwordChangedNow());
      onDone();
    },
    (error) =>
      placeRefusal(
        error,
        {
          'invalid-credentials': { field: 'oldPassword', key: 'password.wrong_old' },
          // The platform's input refusals here are about the new password (its rule, reuse).
          server: { field: 'newPassword' },
        },
        t,
      ),
  );

  const secret = { showLabel: tAuth('fields.show_password'), hideLabel: tAuth('fields.hide_password') };
  return (
    <form noValidate onSubmit={submit} aria-label={t('password.form')} className="grid gap-4">
      <Field label={t('password.old')} error={form.errors.oldPassword} required>
        <PasswordInput {...form.field('oldPassword')} {...secret} autoComplete="current-password" />
      </Field>
      <Field
        label={t('password.new')}
        hint={form.errors.newPassword ? undefined : ruleHint}
        error={form.errors.newPassword}
        required
      >
        <PasswordInput {...form.field('newPassword')} {...secret} autoComplete="new-password" />
      </Field>
      <Field label={t('password.confirm')} error={form.errors.confirmNewPassword} required>
        <PasswordInput {...form.field('confirmNewPassword')} {...secret} autoComplete="new-password" />
      </Field>
      <FormAlert alert={form.alert} />
      <FormButtons pending={form.pending} submitLabel={t('password.submit')} onCancel={onCancel} />
    </form>
  );
}
