import { Button } from '@lobbykit/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lobbykit/ui/tabs';
import { toast } from '@lobbykit/ui/toast';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { currentBrand } from '../../../app/brand.ts';
import { preloadOverlay } from '../../../app/overlay-host.tsx';
import { closeOverlay, openOverlay, overlayStore } from '../../../app/overlays.ts';
import { useSiteConfig } from '../../../app/site-config.ts';
import { signIn, startFreePlay, type LoginCredentials, type SignInOutcome } from '../login-sequence.ts';
import { ActionErrorDialog } from '../shared/action-error-dialog.tsx';
import { actionErrorMessage } from '../shared/action-error.ts';
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
    navigate('/');
  }

  const submitLogin = (credentials: LoginCredentials, remember = false) =>
    run(credentials.type, () => signIn(credentials, { remember, features }), finishSignIn);

  const playForFree = () =>
    run('freePlay', startFreePlay, () => {
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
          onOpenAutoFocus={(event) => {
            const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('login.title')}</DialogTitle>
            <DialogDescription>{t('login.description', { brand: currentBrand().displayName })}</DialogDescription>
          </DialogHeader>

          {smsLoginOn ? (
            <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
              <TabsList variant="pills" className="grid w-full grid-cols-2">
                <TabsTrigger value="username">{t('login.tab_username')}</TabsTrigger>
                <TabsTrigger value="sms">{t('login.tab_mobile')}</TabsTrigger>
              </TabsList>
              {/* Both stay mounted, so switching tabs loses nothing typed. */}
              <TabsContent value="username" forceMount className="data-[state=inactive]:hidden">
                {usernameForm}
              </TabsContent>
              <TabsContent value="sms" forceMount className="data-[state=inactive]:hidden">
                <SmsLoginForm
                  mobileRule={config?.register?.mobileNum}
                  pending={running === 'sms'}
                  disabled={running !== null && running !== 'sms'}
                  onSubmit={submitLogin}
                />
              </TabsContent>
            </Tabs>
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

          <p className="text-center text-sm text-muted-foreground">
            {t('login.no_account')}{' '}
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              onPointerEnter={() => preloadOverlay('register')}
              onFocus={() => preloadOverlay('register')}
              onClick={() => openOverlay({ kind: 'register' })}
            >
              {t('login.register')}
            </Button>
          </p>
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
