import { normalizeRule } from '@lobbykit/ui/rule-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { closeOverlay, useOverlayOf } from '../../../core/overlays.ts';
import { AccountDialogFrame } from '../shared/account-dialog-frame.tsx';
import { DialogNotice } from '../shared/dialog-notice.tsx';
import { FormTabs } from '../shared/form-tabs.tsx';
import { SwitchDialogLink } from '../shared/switch-dialog-link.tsx';
import { useCaptcha } from '../shared/use-captcha.ts';
import { referralCodeFrom } from './affiliate.ts';
import { RegisterForm } from './register-form.tsx';
import { registerTabs, type RegisterTab } from './register-tabs.ts';
import { useReferralCheck } from './use-referral-check.ts';
import { useRegisterRules } from './use-register-rules.ts';

const registerPaths = new Set(['/register', '/register.html']);

/** The registration modal (spec §2 Registration): one form per tab the brand offers. */
export default function RegisterDialog() {
  const overlay = useOverlayOf('register');
  // Both namespaces at once: the shared fields read `auth`, this dialog `account`.
  const { t } = useTranslation(['account', 'auth']);
  const [location, navigate] = useLocation();
  const settings = useRegisterRules();
  const { rules, features, ready } = settings;
  // Read once: the link's code belongs to this visit, whatever the address bar does later.
  const [referralCode] = useState(() => referralCodeFrom(window.location.search));
  const takesCodes = normalizeRule('affiliateCode', rules?.affiliateCode).enabled;
  const referralCheck = useReferralCheck(referralCode, takesCodes);
  const tabs = features ? registerTabs(features) : [];
  const captchaOn = ready && tabs.length > 0 && normalizeRule('captcha', rules?.captcha).enabled;
  const captcha = useCaptcha({ enabled: captchaOn });
  const [tab, setTab] = useState<RegisterTab | undefined>();

  // Leaving /register for the home screen, so a reload does not open the modal again.
  const leaveRegisterPath = () => {
    if (registerPaths.has(location)) navigate('/', { replace: true });
  };

  const formFor = (name: RegisterTab) =>
    features && (
      <RegisterForm
        tab={name}
        rules={rules}
        features={features}
        captcha={captcha}
        referralCode={referralCode}
        referralCheck={referralCheck}
        onRegistered={() => {
          closeOverlay();
          navigate('/');
        }}
      />
    );

  let body;
  if (tabs.length === 0) {
    body = <DialogNotice tone="info">{t('register.closed')}</DialogNotice>;
  } else if (tabs.length === 1) {
    body = formFor(tabs[0]!);
  } else {
    body = (
      <FormTabs
        label={t('register.tabs_label')}
        value={tab ?? tabs[0]!}
        onValueChange={setTab}
        tabs={tabs.map((name) => ({
          value: name,
          label: t(name === 'mobile' ? 'register.tab_mobile' : 'register.tab_username'),
          form: formFor(name),
        }))}
      />
    );
  }

  return (
    <AccountDialogFrame
      name="register"
      open={overlay !== null}
      onClose={() => {
        closeOverlay();
        leaveRegisterPath();
      }}
      title={t('register.title')}
      description={t('register.description')}
      settings={settings}
      loadingText={t('register.loading')}
      loadFailedText={t('register.load_failed')}
      formShown={ready && tabs.length > 0}
      footer={
        <SwitchDialogLink
          lead={t('register.have_account')}
          label={t('register.log_in')}
          to="login"
          onSwitch={leaveRegisterPath}
        />
      }
    >
      {body}
    </AccountDialogFrame>
  );
}
