import type { SecurityOverview } from '@lobbykit/platform';
import { Field } from '@lobbykit/ui/field';
import { MailIcon } from '@lobbykit/ui/icons/mail';
import { Input } from '@lobbykit/ui/input';
import { useTranslation } from 'react-i18next';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSiteConfig } from '../../../core/site-config.ts';
import { emailAddressError } from '../../auth/recovery/recovery-validation.ts';
import { BindingCard } from './binding-card.tsx';
import { BindingForm } from './binding-form.tsx';
import { useApplySecurityChange } from './use-security-overview.ts';

type EmailOverview = Pick<SecurityOverview, 'email' | 'emailVerified'>;

/** The e-mail address on file and whether it is verified; binding, verifying or changing it. */
export function EmailSection({ overview }: { overview: EmailOverview }) {
  const { t } = useTranslation('member-security');
  const { email, emailVerified } = overview;
  return (
    <BindingCard
      name="email"
      icon={MailIcon}
      title={t('email.title')}
      address={email ? <span data-slot="bound-email">{email}</span> : null}
      verified={emailVerified}
      noneText={t('email.none')}
      actionLabels={{ bind: t('email.add'), verify: t('email.verify'), change: t('email.change') }}
      successNotice={t('email.success')}
    >
      {(close) => (
        // An address on file but not verified is the one to verify, unless the member types another.
        <EmailForm initialEmail={emailVerified ? '' : (email ?? '')} {...close} />
      )}
    </BindingCard>
  );
}

function EmailForm({
  initialEmail,
  onCancel,
  onDone,
}: {
  initialEmail: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('member-security');
  const { t: tAccount } = useTranslation('account');
  const rules = useSiteConfig().data?.register;
  const apply = useApplySecurityChange();
  return (
    <BindingForm
      label={t('email.form')}
      initialAddress={initialEmail}
      renderAddress={({ error, ...input }) => (
        <Field label={t('email.address')} error={error} required>
          <Input type="email" inputMode="email" autoComplete="email" spellCheck={false} {...input} />
        </Field>
      )}
      addressError={(email) => emailAddressError(email, rules, tAccount)}
      // An address verified by another member, or one the platform finds malformed.
      addressRefusals={{ server: { field: 'address' } }}
      codeLabel={t('email.code')}
      sendCode={(email) => callPlatform('account', 'bindEmailCode', { email })}
      bind={async (email, verificationCode) => {
        await apply(await callPlatform('account', 'bindEmail', { email, verificationCode }));
      }}
      submitLabel={t('email.submit')}
      onCancel={onCancel}
      onDone={onDone}
    />
  );
}
