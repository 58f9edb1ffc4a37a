import { Button } from '@lobbykit/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lobbykit/ui/tabs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { preloadOverlay } from '../../../app/overlay-host.tsx';
import { closeOverlay, openOverlay, useOverlayOf } from '../../../app/overlays.ts';
import type { SignInOutcome } from '../login-sequence.ts';
import { DialogNotice } from '../register/dialog-notice.tsx';
import { claimFocus, focusFirstField } from '../register/focus-first-field.ts';
import { useRegisterRules } from '../register/use-register-rules.ts';
import { EmailRecoveryForm } from './email-recovery-form.tsx';
import { PhoneRecoveryForm } from './phone-recovery-form.tsx';
import { recoveryMethods, type RecoveryMethod } from './recovery-method.ts';

/** The forgot-password modal (spec §2 forgetPassModal, §4 Recovery method). */
export default function ForgotPasswordDialog() {
  const overlay = useOverlayOf('forgotPassword');
  // Both namespaces at once: the shared fields read `auth`, this dialog `account`.
  const { t } = useTranslation(['account', 'auth']);
  const [, navigate] = useLocation();
  const { rules, features, ready, error, retry } = useRegisterRules();
  const methods = features ? recoveryMethods(features) : undefined;
  const [chosen, setChosen] = useState<RecoveryMethod | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const method = chosen ?? methods?.initial;
  const content = useRef<HTMLDivElement>(null);
  const formShown = ready && sentTo === null;
  useEffect(() => {
    if (formShown) claimFocus(content.current);
  }, [formShown]);

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
  } else if (error && !ready) {
    body = (
      <DialogNotice tone="error" action={{ label: t('actions.retry', { ns: 'common' }), onClick: retry }}>
        {t('recovery.load_failed')}
      </DialogNotice>
    );
  } else if (!ready || !methods) {
    body = <DialogNotice tone="loading">{t('recovery.loading')}</DialogNotice>;
  } else if (methods.offered.length === 1) {
    body = formFor(methods.initial);
  } else {
    body = (
      <Tabs value={method} onValueChange={(value) => setChosen(value as RecoveryMethod)}>
        <TabsList variant="pills" aria-label={t('recovery.method_label')} className="w-full">
          {methods.offered.map((method) => (
            <TabsTrigger key={method} value={method} className="flex-1">
              {t(method === 'phone' ? 'recovery.method_phone' : 'recovery.method_email')}
            </TabsTrigger>
          ))}
        </TabsList>
        {methods.offered.map((method) => (
          // Both forms stay mounted, so switching keeps what was typed in each.
          <TabsContent key={method} value={method} forceMount className="data-[state=inactive]:hidden">
            {formFor(method)}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <Dialog
      open={overlay !== null}
      onOpenChange={(open) => {
        if (!open) closeOverlay();
      }}
    >
      <DialogContent
        ref={content}
        data-dialog="forgot-password"
        closeLabel={t('close')}
        // Spec §2: the product's modals do not close on a background click (typed data is kept).
        closeOnOverlayClick={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusFirstField(event.currentTarget as HTMLElement);
        }}
      >
        <DialogHeader>
          <DialogTitle>{t(sentTo === null ? 'recovery.title' : 'recovery.email_sent_title')}</DialogTitle>
          {/* The confirmation is announced as it replaces the form. */}
          <DialogDescription role={sentTo === null ? undefined : 'status'}>{description()}</DialogDescription>
        </DialogHeader>
        {body}
        {sentTo === null && (
          <p className="text-center text-sm">
            <Button
              variant="link"
              size="sm"
              className="h-auto px-1"
              onPointerEnter={() => preloadOverlay('login')}
              onFocus={() => preloadOverlay('login')}
              onClick={() => openOverlay({ kind: 'login' })}
            >
              {t('recovery.back_to_login')}
            </Button>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
