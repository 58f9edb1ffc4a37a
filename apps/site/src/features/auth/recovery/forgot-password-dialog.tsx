import { Button } from '@lobbykit/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { closeOverlay, openOverlay, useOverlayOf } from '../../../core/overlays.ts';
import type { SignInOutcome } from '../login-sequence.ts';
import { useRegisterRules } from '../register/use-register-rules.ts';
import { AccountDialogFrame } from '../shared/account-dialog-frame.tsx';
import { FormTabs } from '../shared/form-tabs.tsx';
import { SwitchDialogLink } from '../shared/switch-dialog-link.tsx';
import { EmailRecoveryForm } from './email-recovery-form.tsx';
import { PhoneRecoveryForm } from './phone-recovery-form.tsx';
import { recoveryMethods, type RecoveryMethod } from './recovery-method.ts';

/** The forgot-password modal (spec §2 forgetPassModal, §4 Recovery method). */
export default function ForgotPasswordDialog() {
  const overlay = useOverlayOf('forgotPassword');
  // Both namespaces at once: the shared fields read `auth`, this dialog `account`.
  const { t } = useTranslation(['account', 'auth']);
  const [, navigate] = useLocation();
  const settings = useRegisterRules();
  const { rules, features, ready } = settings;
  const methods = features ? recoveryMethods(features) : undefined;
  const [chosen, setChosen] = useState<RecoveryMethod | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const method = chosen ?? methods?.initial;

  function description() {
    if (sentTo !== null) return t('recovery.email_sent', { email: sentTo });
    if (method === 'phone') return t('recovery.description_phone');
    if (method === 'email') return t('recovery.description_email');
    return t('recovery.description');
  }

  const signedIn = (outcome: SignInOutcome) => {
    if (outcome.kind === 'mustChangePassword') {
      openOverlay({ kind: 'changePassword', forced: true });
      return;
    }
    closeOverlay();
    navigate('/');
  };

  const formFor = (method: RecoveryMethod) =>
    method === 'phone' && features ? (
      <PhoneRecoveryForm
        rules={rules}
        features={features}
        onSignedIn={signedIn}
        onSignInNeeded={() => openOverlay({ kind: 'login' })}
      />
    ) : (
      <EmailRecoveryForm rules={rules} onSent={setSentTo} />
    );

  let body;
  if (sentTo !== null) {
    body = (
      <Button size="lg" className="w-full" onClick={closeOverlay}>
        {t('ok')}
      </Button>
    );
  } else if (!methods) {
    // Not before the rules are in, and until then the frame shows that they are loading.
    body = null;
  } else if (methods.offered.length === 1) {
    body = formFor(methods.initial);
  } else {
    body = (
      <FormTabs
        variant="pills"
        label={t('recovery.method_label')}
        listClassName="w-full"
        triggerClassName="flex-1"
        value={chosen ?? methods.initial}
        onValueChange={setChosen}
        tabs={methods.offered.map((offered) => ({
          value: offered,
          label: t(offered === 'phone' ? 'recovery.method_phone' : 'recovery.method_email'),
          form: formFor(offered),
        }))}
      />
    );
  }

  return (
    <AccountDialogFrame
      name="forgot-password"
      open={overlay !== null}
      onClose={closeOverlay}
      title={t(sentTo === null ? 'recovery.title' : 'recovery.email_sent_title')}
      description={description()}
      // The confirmation is announced as it replaces the form.
      announceDescription={sentTo !== null}
      settings={settings}
      loadingText={t('recovery.loading')}
      loadFailedText={t('recovery.load_failed')}
      formShown={ready && sentTo === null}
      footer={sentTo === null && <SwitchDialogLink label={t('recovery.back_to_login')} to="login" />}
    >
      {body}
    </AccountDialogFrame>
  );
}
