import { Button } from '@lobbykit/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import { toast } from '@lobbykit/ui/toast';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { forgetSignInDestination, takeSignInDestination } from '../../../core/after-sign-in.ts';
import { currentBrand } from '../../../core/brand.ts';
import { closeOverlay, openOverlay, overlayStore } from '../../../core/overlays.ts';
import { useSiteConfig } from '../../../core/site-config.ts';
import { signIn, startFreePlay, type LoginCredentials, type SignInOutcome } from '../login-sequence.ts';
import { ActionErrorDialog } from '../shared/action-error-dialog.tsx';
import { focusMarkedField } from '../shared/focus-first-field.ts';
import { actionErrorMessage } from '../shared/action-error.ts';
import { FormTabs } from '../shared/form-tabs.tsx';
import { SwitchDialogLink } from '../shared/switch-dialog-link.tsx';
import { useSignInSettings } from '../shared/use-sign-in-settings.ts';
import { SmsLoginForm } from './sms-login-form.tsx';
import { UsernameLoginForm } from './username-login-form.tsx';

type Action = 'username' | 'sms' | 'freePlay';
type Mode = 'username' | 'sms';

/**
 * The login popup (spec §2 Login form): username and password (with a captcha when the brand or
 * the platform asks), or mobile number and SMS code when the brand has mobile-code login; free
 * play when the brand offers it. Social sign-in is not offered: the platform has no module for it.
 * Like the product's own modal it does not close on a background click.
 */
// ReactNode, so the overlay host's table of lazy overlays types as one component type.
export default function LoginDialog(): ReactNode {
  const { t } = useTranslation('auth');
  const { data: config } = useSiteConfig();
  const { data: settings } = useSignInSettings();
  const features = config?.features;
  const smsLoginOn = features?.has('MOBILEVERCODELOGIN3') ?? false;
  const freePlayOn = features?.has('FREEPLAY3') ?? false;
  const [mode, setMode] = useState<Mode>('username');
  const [running, setRunning] = useState<Action | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Kept after the error clears, so the title does not change while the dialog closes.
  const [failedAction, setFailedAction] = useState<Action>('username');

  /** Runs one sign-in; a refusal is shown here and passed on (the form may want a captcha). */
  async function run<T>(action: Action, work: () => Promise<T>, done: (result: T) => void): Promise<void> {
    setRunning(action);
    try {
      done(await work());
    } catch (failure) {
      if (overlayStore.get()?.kind === 'login') {
        setFailedAction(action);
        setError(failure);
      } else
        toast({
          title: t('login.failed_after_close'),
          description: actionErrorMessage(failure, (key) => t(key, { ns: 'common' })),
          variant: 'destructive',
        });
      throw failure;
    } finally {
      setRunning(null);
    }
  }

  function finishSignIn(outcome: SignInOutcome) {
    if (outcome.kind === 'mustChangePassword') {
      openOverlay({ kind: 'changePassword', forced: true });
      return;
    }
    if (outcome.firstTimeLogin) {
      toast({
        title: t('login.welcome_title', { name: outcome.username }),
        description: t('login.welcome_body', { brand: currentBrand().displayName }),
        variant: 'success',
      });
    }
    closeOverlay();
    const destination = takeSignInDestination();
    // Back where the sign-in was asked for: already there, so no new step in the history.
    if (destination !== `${location.pathname}${location.search}`) navigate(destination);
  }

  const submitLogin = (credentials: LoginCredentials, remember = false) =>
    run(credentials.type, () => signIn(credentials, { remember, features }), finishSignIn);

  const playForFree = () =>
    run('freePlay', startFreePlay, () => {
      // A trial account may not open what asked for a sign-in (a centre): it starts at home.
      forgetSignInDestination();
      closeOverlay();
      navigate('/');
    }).catch(() => undefined);

  const usernameForm = (
    <UsernameLoginForm
      brandWantsCaptcha={settings?.loginCaptcha ?? false}
      showForgotPassword={features?.has('PWRESET') ?? false}
      pending={running === 'username'}
      disabled={running !== null && running !== 'username'}
      onSubmit={submitLogin}
    />
  );

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) closeOverlay();
        }}
      >
        <DialogContent
          size="md"
          closeLabel={t('close')}
          closeOnOverlayClick={false}
          data-overlay="login"
          onOpenAutoFocus={focusMarkedField}
        >
          <DialogHeader>
            <DialogTitle>{t('login.title')}</DialogTitle>
            <DialogDescription>{t('login.description', { brand: currentBrand().displayName })}</DialogDescription>
          </DialogHeader>

          {smsLoginOn ? (
            <FormTabs
              variant="pills"
              listClassName="grid w-full grid-cols-2"
              value={mode}
              onValueChange={setMode}
              tabs={[
                { value: 'username', label: t('login.tab_username'), form: usernameForm },
                {
                  value: 'sms',
                  label: t('login.tab_mobile'),
                  form: (
                    <SmsLoginForm
                      mobileRule={config?.register?.mobileNum}
                      pending={running === 'sms'}
                      disabled={running !== null && running !== 'sms'}
                      onSubmit={submitLogin}
                    />
                  ),
                },
              ]}
            />
          ) : (
            usernameForm
          )}

          {freePlayOn && (
            <div className="grid gap-4">
              <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
                <span className="h-px flex-1 bg-border" />
                {t('login.or')}
                <span className="h-px flex-1 bg-border" />
              </div>
              <Button
                variant="outline"
                size="lg"
                className="w-full"
                loading={running === 'freePlay'}
                disabled={running !== null && running !== 'freePlay'}
                onClick={() => void playForFree()}
              >
                {t('login.free_play')}
              </Button>
            </div>
          )}

          <SwitchDialogLink lead={t('login.no_account')} label={t('login.register')} to="register" />
        </DialogContent>
      </Dialog>
      <ActionErrorDialog
        error={error}
        onClose={() => setError(null)}
        title={failedAction === 'freePlay' ? t('login.free_play_failed') : t('login.failed_title')}
      />
    </>
  );
}
