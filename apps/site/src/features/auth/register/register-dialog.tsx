import { Button } from '@lobbykit/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import { normalizeRule } from '@lobbykit/ui/rule-fields';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lobbykit/ui/tabs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { preloadOverlay } from '../../../app/overlay-host.tsx';
import { closeOverlay, openOverlay, useOverlayOf } from '../../../app/overlays.ts';
import { useCaptcha } from '../shared/use-captcha.ts';
import { claimFocus, focusFirstField } from './focus-first-field.ts';
import { referralCodeFrom } from './affiliate.ts';
import { RegisterForm } from './register-form.tsx';
import { registerTabs, type RegisterTab } from './register-tabs.ts';
import { DialogNotice } from './dialog-notice.tsx';
import { useReferralCheck } from './use-referral-check.ts';
import { useRegisterRules } from './use-register-rules.ts';

const registerPaths = new Set(['/register', '/register.html']);

/** The registration modal (spec §2 Registration): one form per tab the brand offers. */
export default function RegisterDialog() {
  const overlay = useOverlayOf('register');
  // Both namespaces at once: the shared fields read `auth`, this dialog `account`.
  const { t } = useTranslation(['account', 'auth']);
  const [location, navigate] = useLocation();
  const { rules, features, ready, error, retry } = useRegisterRules();
  // Read once: the link's code belongs to this visit, whatever the address bar does later.
  const [referralCode] = useState(() => referralCodeFrom(window.location.search));
  const takesCodes = normalizeRule('affiliateCode', rules?.affiliateCode).enabled;
  const referralCheck = useReferralCheck(referralCode, takesCodes);
  const tabs = features ? registerTabs(features) : [];
  const captchaOn = ready && tabs.length > 0 && normalizeRule('captcha', rules?.captcha).enabled;
  const captcha = useCaptcha({ enabled: captchaOn });
  const [tab, setTab] = useState<RegisterTab | undefined>();
  const content = useRef<HTMLDivElement>(null);
  const formShown = ready && tabs.length > 0;
  useEffect(() => {
    if (formShown) claimFocus(content.current);
  }, [formShown]);

  const close = () => {
    closeOverlay();
    // Leaving /register for the home screen, so a reload does not open the modal again.
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
  if (error && !ready) {
    body = (
      <DialogNotice tone="error" action={{ label: t('actions.retry', { ns: 'common' }), onClick: retry }}>
        {t('register.load_failed')}
      </DialogNotice>
    );
  } else if (!ready) {
    body = <DialogNotice tone="loading">{t('register.loading')}</DialogNotice>;
  } else if (tabs.length === 0) {
    body = <DialogNotice tone="info">{t('register.closed')}</DialogNotice>;
  } else if (tabs.length === 1) {
    body = formFor(tabs[0]!);
  } else {
    body = (
      <Tabs value={tab ?? tabs[0]} onValueChange={(value) => setTab(value as RegisterTab)}>
        <TabsList aria-label={t('register.tabs_label')}>
          {tabs.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(name === 'mobile' ? 'register.tab_mobile' : 'register.tab_username')}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((name) => (
          // Both forms stay mounted, so switching tabs keeps what was typed in each.
          <TabsContent key={name} value={name} forceMount className="data-[state=inactive]:hidden">
            {formFor(name)}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <Dialog
      open={overlay !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent
        ref={content}
        data-dialog="register"
        closeLabel={t('close')}
        // Spec §2: the product's modals do not close on a background click (typed data is kept).
        closeOnOverlayClick={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusFirstField(event.currentTarget as HTMLElement);
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('register.title')}</DialogTitle>
          <DialogDescription>{t('register.description')}</DialogDescription>
        </DialogHeader>
        {body}
        <p className="text-center text-sm text-muted-foreground">
          {t('register.have_account')}{' '}
          <Button
            variant="link"
            size="sm"
            className="h-auto px-1"
            onPointerEnter={() => preloadOverlay('login')}
            onFocus={() => preloadOverlay('login')}
            onClick={() => {
              if (registerPaths.has(location)) navigate('/', { replace: true });
              openOverlay({ kind: 'login' });
            }}
          >
            {t('register.log_in')}
          </Button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
