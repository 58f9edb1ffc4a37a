/**
 * ActionErrorDialog — the warning dialog for a failed action (spec §8): the server's message when
 * it sent one, else the catalogue text for the PlatformError's kind, and a confirm button.
 *
 *   const [error, setError] = useState<unknown>(null);
 *   …catch (failure) { setError(failure) }
 *   <ActionErrorDialog error={error} onClose={() => setError(null)} title={t('register.failed_title')} />
 *
 * Props: `error` (open while not null/undefined), `onClose`, optional `title` (defaults to a
 * generic "Something went wrong") and `confirmLabel`.
 */
import { WarningDialog } from '@lobbykit/ui/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorMessage } from './action-error.ts';

export interface ActionErrorDialogProps {
  /** The failure to show; the dialog is open while this is set. */
  error: unknown;
  onClose: () => void;
  title?: string;
  confirmLabel?: string;
}

export function ActionErrorDialog({ error, onClose, title, confirmLabel }: ActionErrorDialogProps) {
  const { t } = useTranslation('auth');
  const open = error !== null && error !== undefined;
  // The last error stays on screen while the dialog plays its closing animation.
  const [shown, setShown] = useState<unknown>(error);
  if (open && error !== shown) setShown(error);

  return (
    <WarningDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title ?? t('error_dialog.title')}
      message={actionErrorMessage(shown, (key) => t(key, { ns: 'common' }))}
      confirmLabel={confirmLabel ?? t('error_dialog.confirm')}
    />
  );
}
