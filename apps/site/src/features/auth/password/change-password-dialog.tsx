import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import { toast } from '@lobbykit/ui/toast';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { navigate } from 'wouter/use-browser-location';
import { closeOverlay, openOverlay, useOverlayOf } from '../../../core/overlays.ts';
import { useSession } from '../../../core/session.ts';
import { useStore } from '../../../core/store.ts';
import { pendingSignInStore } from '../pending-sign-in.ts';
import { sessionPassword } from '../session-password.ts';
import { ActionErrorDialog } from '../shared/action-error-dialog.tsx';
import { focusMarkedField } from '../shared/focus-first-field.ts';
import { abandonPendingSignIn, signOut } from '../sign-out.ts';
import { changeSessionPassword, completePendingSignIn, type PasswordChange } from './change-password.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/**
 * Change password (spec §2 changePassModal). Forced after a sign-in with the default weak or an
 * expired password: it cannot be dismissed, only completed or left by logging out. Voluntary from
 * the member centre: cancel, Escape or the close button dismiss it. Success goes to / (spec §2).
 * Forced with a session and nothing held back: the platform refused a call until the password is
 * changed (core/platform/forced-password-change.ts), e.g. after a reload dismissed the dialog.
 */
export default function ChangePasswordDialog(): ReactNode {
  const { t } = useTranslation('auth');
  const overlay = useOverlayOf('changePassword');
  const pendingSignIn = useStore(pendingSignInStore);
  const session = useSession();
  const forced = overlay?.forced === true;
  const held = forced ? pendingSignIn : null;
  const [running, setRunning] = useState<'change' | 'signOut' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const nobodyToChange = !held && !session.isSignedIn;

  // Nobody signed in (the session ended meanwhile): signing in comes first.
  useEffect(() => {
    if (nobodyToChange) openOverlay({ kind: 'login' });
  }, [nobodyToChange]);
  if (nobodyToChange) return null;

  const username = held?.username ?? session.username ?? '';
  const currentPassword = held ? held.password : sessionPassword(session.username);
  const description = held
    ? t(held.reason === 'weak' ? 'password.forced_weak' : 'password.forced_expired')
    : forced
      ? t('password.forced_required')
      : t('password.description', { username });

  async function change(values: PasswordChange) {
    setRunning('change');
    try {
      if (held) await completePendingSignIn(held, values);
      else await changeSessionPassword(username, values);
      // A session the platform held back until this change: what it refused loads now.
      if (forced && !held) void mutate(() => true);
      toast({ title: t('password.success'), variant: 'success' });
      closeOverlay();
      navigate('/');
    } catch (failure) {
      setError(failure);
    } finally {
      setRunning(null);
    }
  }

  async function logOut() {
    setRunning('signOut');
    await (held ? abandonPendingSignIn() : signOut());
    setRunning(null);
    closeOverlay();
    navigate('/');
  }

  const dismissible = !forced;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open && dismissible && running === null) closeOverlay();
        }}
      >
        <DialogContent
          size="md"
          closeLabel={dismissible ? t('close') : undefined}
          closeOnOverlayClick={false}
          data-overlay="changePassword"
          data-forced={forced || undefined}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onOpenAutoFocus={focusMarkedField}
        >
          <DialogHeader>
            <DialogTitle>{forced ? t('password.forced_title') : t('password.title')}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <ChangePasswordForm
            currentPassword={currentPassword}
            pending={running === 'change'}
            onSubmit={(values) => void change(values)}
            secondaryAction={
              forced
                ? { label: t('password.log_out'), onClick: () => void logOut(), pending: running === 'signOut' }
                : { label: t('cancel'), onClick: closeOverlay }
            }
          />
        </DialogContent>
      </Dialog>
      <ActionErrorDialog error={error} onClose={() => setError(null)} title={t('password.failed_title')} />
    </>
  );
}
